/** @jest-environment node */
import { DEFAULT_FLAGS as launcherDefaultFlags } from 'chrome-launcher/dist/flags.js'
import { lighthouseChromiumFlags } from '../bench/lighthouse'

const disabledFeatures = (flags: readonly string[]) =>
  flags
    .filter((flag) => flag.startsWith('--disable-features='))
    .map((flag) => flag.slice('--disable-features='.length).split(','))

describe('the Chromium that Lighthouse launches for the bench', () => {
  it('gets one --disable-features, since Chromium honours only the last', () => {
    expect(disabledFeatures(lighthouseChromiumFlags())).toHaveLength(1)
  })

  it('keeps every feature the launcher disables and turns off the renderers that compete with the page', () => {
    const [disabled] = disabledFeatures(lighthouseChromiumFlags())
    const [launcherDisabled] = disabledFeatures(launcherDefaultFlags)
    expect(launcherDisabled?.length).toBeGreaterThan(0)
    expect(disabled).toEqual(expect.arrayContaining(launcherDisabled ?? []))
    expect(disabled).toEqual(
      expect.arrayContaining([
        'WebUIOmniboxPopup',
        'PreloadTopChromeWebUI',
        'SpareRendererForSitePerProcess',
      ]),
    )
  })
})

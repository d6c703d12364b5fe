/** @jest-environment node */
import { DEFAULT_FLAGS as launcherDefaultFlags } from 'chrome-launcher/dist/flags.js'
import { disabledFeatureLists, lighthouseChromiumFlags } from '../bench/lighthouse'

describe('the Chromium that Lighthouse launches for the bench', () => {
  it('gets one --disable-features, since Chromium honours only the last', () => {
    expect(disabledFeatureLists(lighthouseChromiumFlags())).toHaveLength(1)
  })

  it('keeps every feature the launcher disables and turns off the renderers that compete with the page', () => {
    const [disabled] = disabledFeatureLists(lighthouseChromiumFlags())
    const [launcherDisabled] = disabledFeatureLists(launcherDefaultFlags)
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

/** @jest-environment node */
import { DEFAULT_FLAGS as launcherDefaultFlags } from 'chrome-launcher/dist/flags.js'
import {
  disabledFeatureLists,
  firstFrameDeadlineFrames,
  lcpElementSnippet,
  lighthouseChromiumFlags,
} from '../bench/lighthouse'

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

  it("waits a second for a navigated page's first frame, not viz's four frames", () => {
    const deadlines = lighthouseChromiumFlags().filter((flag) =>
      flag.startsWith('--deadline-to-synchronize-surfaces='),
    )
    expect(deadlines).toEqual([`--deadline-to-synchronize-surfaces=${firstFrameDeadlineFrames}`])
    expect(firstFrameDeadlineFrames).toBeGreaterThanOrEqual(60)
  })
})

describe("Lighthouse's largest-paint element", () => {
  it('is read from the first table of its audit, the element before the phases', () => {
    const audit = {
      id: 'largest-contentful-paint-element',
      title: 'Largest Contentful Paint element',
      description: '',
      score: null,
      scoreDisplayMode: 'informative' as const,
      details: {
        type: 'list' as const,
        items: [
          {
            type: 'table' as const,
            headings: [],
            items: [{ node: { type: 'node' as const, snippet: '<img src="/cover.avif">' } }],
          },
          { type: 'table' as const, headings: [], items: [{ phase: 'TTFB', timing: 456 }] },
        ],
      },
    }
    expect(lcpElementSnippet(audit)).toBe('<img src="/cover.avif">')
    expect(lcpElementSnippet(undefined)).toBe('')
  })
})

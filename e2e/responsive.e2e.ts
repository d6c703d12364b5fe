import type { BrowserContext, Page } from 'playwright-core'
import { disconnectBrowser, inNewTab, openContext, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'

const pages = expectedPages()
const homes = pages.filter((page) => page.translationKey === 'pages/home')

afterAll(disconnectBrowser)

/**
 * Fonts load with `font-display: optional`, so a slow first visit keeps the fallback font for
 * the whole page view; Debian's fallback (DejaVu Sans) is wider than Inter, so it is the worst case.
 */
const fontCases = ['the web font', 'the fallback font'] as const

async function contextWith(font: (typeof fontCases)[number], width: number, height: number) {
  const context = await openContext({ viewport: { width, height } })
  if (font === 'the fallback font') await context.route('**/*.woff2', (route) => route.abort())
  return context
}

/** The page is no wider than the screen: nothing to scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe.each(fontCases)('at 320 px, the narrowest supported screen, with %s', (font) => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await contextWith(font, 320, 640)
  })

  it.concurrent.each(pages.map(({ path }) => path))('%s has no horizontal scrolling', (path) =>
    inNewTab(context, async (page) => {
      await page.goto(siteUrl(path))
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0)
    }),
  )
})

describe.each(
  fontCases.flatMap((font) => [320, 768, 1024, 1152, 1440].map((width) => [width, font] as const)),
)('the header at %i px with %s', (width, font) => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await contextWith(font, width, 800)
  })

  it.concurrent.each(homes.map(({ language, path }) => [language, path]))(
    'stays on one line in %s',
    (_language, path) =>
      inNewTab(context, async (page) => {
        await page.goto(siteUrl(path))
        const header = await page.locator('header').boundingBox()
        expect(header?.height).toBeLessThanOrEqual(73)
        await expect(overflow(page)).resolves.toBeLessThanOrEqual(0)
      }),
  )
})

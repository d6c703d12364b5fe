import type { BrowserContext, Page } from 'playwright-core'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'
import { layOutWholePage } from './harness/layout'

const pages = expectedPages()
const homes = pages.filter((page) => page.translationKey === 'pages/home')

afterAll(disconnectBrowser)

/**
 * A page opened straight from its address is a first visit, drawn in the fallback font
 * (src/styles/fonts.ts); e2e/fonts.e2e.ts checks that Inter breaks its lines alike.
 */
const contextWithFallbackFont = (width: number, height: number) =>
  openContext({ viewport: { width, height } })

/**
 * The page is no wider than the screen: nothing to scroll sideways. Blocks the browser lays out
 * only near the screen (content-visibility) are laid out first, so that they are measured too.
 */
const overflow = async (page: Page) => {
  await layOutWholePage(page)
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

/** The layout is complete once the HTML is parsed: the CSS is inline and images reserve their size. */
const open = (page: Page, path: string) =>
  page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' })

describe('at 320 px, the narrowest supported screen, in the fallback font', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await contextWithFallbackFont(320, 640)
  })

  it.concurrent.each(pages.map(({ path }) => path))('%s has no horizontal scrolling', (path) =>
    inTab(context, async (page) => {
      await open(page, path)
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0)
    }),
  )
})

describe.each([320, 768, 1024, 1152, 1440])(
  'the header at %i px, in the fallback font',
  (width) => {
    let context: BrowserContext
    beforeAll(async () => {
      context = await contextWithFallbackFont(width, 800)
    })

    it.concurrent.each(homes.map(({ language, path }) => [language, path]))(
      'stays on one line in %s',
      (_language, path) =>
        inTab(context, async (page) => {
          await open(page, path)
          const header = await page.locator('header').boundingBox()
          expect(header?.height).toBeLessThanOrEqual(73)
          await expect(overflow(page)).resolves.toBeLessThanOrEqual(0)
        }),
    )
  },
)

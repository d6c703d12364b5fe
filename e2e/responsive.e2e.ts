import type { Page } from 'playwright-core'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'

const pages = expectedPages()
const homes = pages.filter((page) => page.translationKey === 'pages/home')

afterAll(disconnectBrowser)

/** The page is no wider than the screen: nothing to scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('at 320 px, the narrowest supported screen', () => {
  let page: Page
  beforeAll(async () => {
    page = await openPage({ viewport: { width: 320, height: 640 } })
  })

  it.each(pages.map(({ path }) => path))('%s has no horizontal scrolling', async (path) => {
    await page.goto(siteUrl(path))
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0)
  })
})

describe.each([320, 768, 1024, 1152, 1440])('the header at %i px', (width) => {
  let page: Page
  beforeAll(async () => {
    page = await openPage({ viewport: { width, height: 800 } })
  })

  it.each(homes.map(({ language, path }) => [language, path]))(
    'stays on one line in %s',
    async (_language, path) => {
      await page.goto(siteUrl(path))
      const header = await page.locator('header').boundingBox()
      expect(header?.height).toBeLessThanOrEqual(73)
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0)
    },
  )
})

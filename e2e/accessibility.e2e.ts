import type { BrowserContext } from 'playwright-core'
import { languageCodes } from '../src/i18n/languages'
import { notFoundPagePath } from '../src/i18n/not-found'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'
import { violations } from './harness/axe'

const pagePaths = [
  ...expectedPages().map(({ path }) => path),
  ...languageCodes.flatMap((language) => [
    notFoundPagePath(language, 'page'),
    notFoundPagePath(language, 'blog-post'),
  ]),
  notFoundPagePath('en', 'upload'),
]

afterAll(disconnectBrowser)

/**
 * At a desktop width, and at the phone size Lighthouse opens a page in: axe reads the page as a
 * visitor's browser first lays it out, before any scrolling.
 */
describe.each([
  { width: 1280, height: 900 },
  { width: 412, height: 823 },
])('every built page at $width px', (viewport) => {
  let context: BrowserContext
  beforeAll(async () => {
    // axe-core is injected as an inline script, which the site's own CSP rightly refuses.
    context = await openContext({ viewport, bypassCSP: true })
  })

  it.concurrent.each(pagePaths)('%s has no WCAG 2.2 A or AA violation', (path) =>
    inTab(context, async (page) => {
      await page.goto(siteUrl(path))
      await page.waitForLoadState('networkidle')
      await expect(violations(page)).resolves.toEqual([])
    }),
  )
})

describe('the mobile menu open at 375 px', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await openContext({ viewport: { width: 375, height: 800 }, bypassCSP: true })
  })

  it.concurrent.each(
    expectedPages()
      .filter(({ kind }) => kind === 'home')
      .map(({ path }) => path),
  )('on %s has no WCAG 2.2 A or AA violation', (path) =>
    inTab(context, async (page) => {
      await page.goto(siteUrl(path))
      await page.waitForLoadState('networkidle')
      await page.locator('header details:has(nav) > summary').click()
      await page.locator('header details:has(nav) nav a').first().waitFor()
      await expect(violations(page)).resolves.toEqual([])
    }),
  )
})

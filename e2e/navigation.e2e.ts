import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { formatDate } from '../src/i18n/format'
import type { Language } from '../src/i18n/languages'
import { parseFrontmatter } from '../src/node/content-files'
import { disconnectBrowser, gotoEnhanced, openPage, siteUrl, waitForText } from './harness/browser'
import { headingOf } from './harness/content'

let page: Page
beforeEach(async () => {
  page = await openPage({ viewport: { width: 1280, height: 800 } })
})
afterEach(async () => {
  await page.context().close()
})
afterAll(disconnectBrowser)

describe('navigation', () => {
  it('lands at the top of the new page after following a link from far down the page', async () => {
    await gotoEnhanced(page, '/de/fallstudien')
    const footerLink = page.locator('footer').getByRole('link', { name: 'Preise' })
    await footerLink.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await footerLink.click()
    await page.waitForURL(siteUrl('/de/preise'))
    await waitForText(page.locator('h1'), headingOf('/de/preise'))
    await page.waitForFunction(() => window.scrollY === 0)
  })

  it('moves the active header link with the page, in every language', async () => {
    await gotoEnhanced(page, '/it')
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' })
    await nav.getByRole('link', { name: 'Servizi' }).click()
    await page.waitForURL(siteUrl('/it/servizi'))
    await waitForText(nav.locator('[aria-current="page"]'), 'Servizi')
    await nav.getByRole('link', { name: 'Prezzi' }).click()
    await page.waitForURL(siteUrl('/it/prezzi'))
    await waitForText(nav.locator('[aria-current="page"]'), 'Prezzi')
    await expect(nav.locator('[aria-current="page"]').count()).resolves.toBe(1)
  })

  it('follows a link to an anchor to the anchor: the skip link reaches the main content', async () => {
    await page.goto(siteUrl('/pricing'))
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Skip to main content',
    )
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content')
    expect(new URL(page.url()).hash).toBe('#main-content')
  })
})

describe.each([
  ['/privacy-policy', 'legal/privacy', 'en'],
  ['/de/datenschutz', 'legal/privacy', 'de'],
  ['/pl/regulamin', 'legal/terms', 'pl'],
])('the last-updated line of %s', (path, item, language) => {
  it("shows the document's date, written once in its English file, formatted in its language", async () => {
    const source = readFileSync(join(process.cwd(), 'content', item, 'index.en.mdx'), 'utf8')
    const { lastUpdated } = parseFrontmatter(source) as { lastUpdated: string }
    await page.goto(siteUrl(path))
    const time = page.locator('main time')
    await expect(time.getAttribute('datetime')).resolves.toBe(lastUpdated)
    await expect(time.textContent()).resolves.toBe(formatDate(lastUpdated, language as Language))
  })
})

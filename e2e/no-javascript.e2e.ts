import type { BrowserContext } from 'playwright-core'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'

const pages = expectedPages()

afterAll(disconnectBrowser)

describe('without JavaScript', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await openContext({ javaScriptEnabled: false })
  })

  it.concurrent.each(pages.map((expected) => [expected.path, expected] as const))(
    '%s shows its content, navigation, language links and footer',
    (path, expected) =>
      inTab(context, async (page) => {
        const translations = pages.filter(
          ({ translationKey }) => translationKey === expected.translationKey,
        )
        await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' })
        await expect(page.locator('h1').textContent()).resolves.toBe(expected.heading)
        await expect(page.locator('header nav a:visible').count()).resolves.toBe(7)
        await expect(page.locator('footer [hreflang]').count()).resolves.toBe(translations.length)
        await expect(page.locator('footer a').count()).resolves.toBeGreaterThan(10)
        expect((await page.locator('main').innerText()).length).toBeGreaterThan(100)
      }),
  )

  it('keeps the contact form, which posts natively', () =>
    inTab(context, async (page) => {
      await page.goto(siteUrl('/contact'))
      const form = page.locator('main form')
      await expect(form.getAttribute('method')).resolves.toBe('POST')
      await expect(form.getAttribute('action')).resolves.toMatch(/^https:\/\//)
      await expect(form.locator('button[type="submit"]').isEnabled()).resolves.toBe(true)
    }))
})

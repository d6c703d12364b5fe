import type { Page } from 'playwright-core'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'

const pages = expectedPages()

afterAll(disconnectBrowser)

describe('privacy: browsing every page', () => {
  let page: Page
  const foreignRequests: string[] = []
  beforeAll(async () => {
    page = await openPage()
    const origin = new URL(siteUrl('/')).origin
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(origin) && !url.startsWith('data:')) foreignRequests.push(url)
    })
  })

  it.each(pages.map(({ path }) => path))('%s asks nothing of any other host', async (path) => {
    await page.goto(siteUrl(path))
    await page.waitForLoadState('networkidle')
    expect(foreignRequests).toEqual([])
  })

  it('leaves no cookie behind', async () => {
    await expect(page.context().cookies()).resolves.toEqual([])
  })
})

describe('without JavaScript', () => {
  let page: Page
  beforeAll(async () => {
    page = await openPage({ javaScriptEnabled: false })
  })

  it.each(pages.map((expected) => [expected.path, expected] as const))(
    '%s shows its content, navigation, language links and footer',
    async (path, expected) => {
      const translations = pages.filter(
        ({ translationKey }) => translationKey === expected.translationKey,
      )
      await page.goto(siteUrl(path))
      await expect(page.locator('h1').textContent()).resolves.toBe(expected.heading)
      await expect(page.locator('header nav a:visible').count()).resolves.toBe(7)
      await expect(page.locator('footer [hreflang]').count()).resolves.toBe(translations.length)
      await expect(page.locator('footer a').count()).resolves.toBeGreaterThan(10)
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(100)
    },
  )

  it('keeps the contact form, which posts natively', async () => {
    await page.goto(siteUrl('/contact'))
    const form = page.locator('main form')
    await expect(form.getAttribute('method')).resolves.toBe('POST')
    await expect(form.getAttribute('action')).resolves.toMatch(/^https:\/\//)
    await expect(form.locator('button[type="submit"]').isEnabled()).resolves.toBe(true)
  })
})

import type { Page } from 'playwright-core'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'

/** The English column of the route table in the product specification (section 2). */
const specRoutes = [
  '/',
  '/about',
  '/services',
  '/case-studies',
  '/pricing',
  '/blog',
  '/blog/double-your-targeting-amazon-campaigns',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/cookie-policy',
  '/legal-notice',
]

const mainLinks = ['Home', 'Services', 'Case Studies', 'Pricing', 'Blog', 'About', 'Contact']

let page: Page
beforeAll(async () => {
  page = await openPage({ viewport: { width: 1280, height: 900 } })
})
afterAll(disconnectBrowser)

describe.each(specRoutes)('English route %s', (path) => {
  const expected = expectedPages().find((candidate) => candidate.path === path)

  it('answers with its page: status 200, lang en, its heading', async () => {
    expect(expected).toBeDefined()
    const response = await page.goto(siteUrl(path))
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([expected?.heading])
  })

  it('has the header with the seven links, the current one marked, and the footer', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(mainLinks)
    const current = await nav
      .locator('a[aria-current="page"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    const isMainPage = [
      '/',
      '/services',
      '/case-studies',
      '/pricing',
      '/blog',
      '/about',
      '/contact',
    ]
    expect(current).toEqual(isMainPage.includes(path) ? [path] : [])
    await expect(page.getByRole('link', { name: 'Get in touch' }).isVisible()).resolves.toBe(true)
    const footer = page.locator('footer')
    await expect(
      footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'),
    ).resolves.toBe('/privacy-policy')
    // The footer is drawn when it nears the screen (content-visibility), as a visitor scrolls.
    await footer.scrollIntoViewIfNeeded()
    await footer.getByText('Shenzhen').waitFor({ state: 'visible' })
    await footer.getByText(`© ${new Date().getFullYear()}`).waitFor({ state: 'visible' })
  })
})

describe('unknown paths', () => {
  it('answer with status 404 and the not-found page', async () => {
    const response = await page.goto(siteUrl('/no-such-page'))
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found')
  })
})

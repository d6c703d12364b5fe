import type { Page } from 'playwright-core'
import { enteredValue } from '../src/config/owner-facts'
import { company } from '../src/config/site'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { articlesNewestFirst, uiStringsOf } from './harness/content'

/** The English blog, its article and the legal pages: the pages of written text. */

let page: Page
beforeAll(async () => {
  page = await openPage({ viewport: { width: 1280, height: 900 } })
})
afterAll(disconnectBrowser)

const main = () => page.locator('main')

describe('blog', () => {
  it('lists the articles newest first, each with categories, date, author, image and excerpt, its title clamped to two lines', async () => {
    await page.goto(siteUrl('/blog'))
    const cards = main().locator('article')
    await expect(
      cards.evaluateAll((articles) =>
        articles.map((article) => article.querySelector('h2 a')?.getAttribute('href')),
      ),
    ).resolves.toEqual(articlesNewestFirst('en').map((article) => article.path))
    const card = cards.filter({
      has: page.locator('a[href="/blog/double-your-targeting-amazon-campaigns"]'),
    })
    await expect(card.locator('time').getAttribute('datetime')).resolves.toBe('2025-08-28')
    await expect(card.locator('time').textContent()).resolves.toBe('August 28, 2025')
    await expect(card.getByText('By Laura Méndez').isVisible()).resolves.toBe(true)
    await expect(
      card.getByRole('link', { name: 'Laura Méndez' }).getAttribute('href'),
    ).resolves.toBe('/blog/author/laura-mendez')
    await expect(
      card.getByRole('link', { name: 'Amazon Advertising' }).getAttribute('href'),
    ).resolves.toBe('/blog/category/amazon-advertising')
    await expect(card.getByRole('img', { name: /\S/ }).count()).resolves.toBeGreaterThan(0)
    const clamp = await card
      .locator('h2')
      .evaluate((heading) => getComputedStyle(heading).webkitLineClamp)
    expect(clamp).toBe('2')
  })

  it('gives the article image its box without any image file, so nothing shifts', async () => {
    const noImages = await openPage({ viewport: { width: 1280, height: 900 } })
    await noImages.route('**/*.{jpg,webp,avif,svg}', (route) => route.abort())
    await noImages.goto(siteUrl('/blog/double-your-targeting-amazon-campaigns'))
    const box = await noImages.locator('main').getByRole('img').first().boundingBox()
    expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 9) / 16, 0)
    await noImages.context().close()
  })

  it('shows the article with its cover drawn in the page and several sections', async () => {
    await page.goto(siteUrl('/blog/double-your-targeting-amazon-campaigns'))
    const cover = main().getByRole('img', {
      name: 'Abstract illustration of rising bar charts and a target on a dark blue background',
    })
    await expect(cover.getAttribute('viewBox')).resolves.toBe('0 0 1600 900')
    await expect(cover.locator('linearGradient').count()).resolves.toBeGreaterThan(0)
    await expect(cover.locator('circle').count()).resolves.toBeGreaterThan(9)
    await expect(main().locator('h2').count()).resolves.toBeGreaterThanOrEqual(4)
    await expect(
      main()
        .getByRole('link', { name: /Back to the blog/ })
        .first()
        .getAttribute('href'),
    ).resolves.toBe('/blog')
  })
})

describe.each([
  ['/privacy-policy', 7],
  ['/terms-conditions', 7],
  ['/cookie-policy', 4],
  ['/legal-notice', 4],
])('legal page %s', (path, sections) => {
  it('has its sections, the last-updated line, the e-mail and the postal address', async () => {
    await page.goto(siteUrl(path))
    await expect(main().locator('h2').count()).resolves.toBe(sections)
    await expect(
      main()
        .getByText(/^Last updated:/)
        .isVisible(),
    ).resolves.toBe(true)
    await expect(
      main().locator(`a[href="mailto:${company.email}"]`).count(),
    ).resolves.toBeGreaterThan(0)
    // The operator's address, or its placeholder until the operator has entered it.
    await expect(main().textContent()).resolves.toContain(
      enteredValue(company.address)?.street ?? uiStringsOf('en').legal.ownerFactPending,
    )
  })
})

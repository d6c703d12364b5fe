import type { Page } from 'playwright-core'
import { company } from '../src/config/site'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { articlesNewestFirst } from './harness/content'

/**
 * The English pages made of sections, each with what the spec asks it to show. The blog and the
 * legal pages, pages of written text, are in english-blog-and-legal.e2e.ts.
 */

let page: Page
beforeAll(async () => {
  page = await openPage({ viewport: { width: 1280, height: 900 } })
})
afterAll(disconnectBrowser)

const main = () => page.locator('main')

describe('home', () => {
  beforeAll(async () => {
    await page.goto(siteUrl('/'))
  })

  it('has the hero with a services button and a free consultation button to contact', async () => {
    await expect(
      main().getByRole('link', { name: 'Explore our services' }).getAttribute('href'),
    ).resolves.toBe('/services')
    await expect(
      main().getByRole('link', { name: 'Free consultation', exact: true }).getAttribute('href'),
    ).resolves.toBe('/contact')
  })

  it('has three numbered service cards', async () => {
    const cards = main().locator('section', { hasText: 'Strategic Growth' }).locator('li')
    await expect(cards.allTextContents()).resolves.toEqual([
      expect.stringMatching(/^01Strategic Growth/),
      expect.stringMatching(/^02Content Excellence/),
      expect.stringMatching(/^03Performance Marketing/),
    ])
  })

  it('has six reasons with a link to about, the latest post and a closing call to action', async () => {
    const reasons = main().locator('section', { hasText: 'Why brands choose' })
    // The proof's cards come first (e2e/home-proof.e2e.ts), then the list of reasons.
    await expect(reasons.locator('ul').last().locator('li').count()).resolves.toBe(6)
    await expect(
      reasons.getByRole('link', { name: 'More about us' }).getAttribute('href'),
    ).resolves.toBe('/about')
    const [latest] = articlesNewestFirst('en')
    await expect(
      main().getByRole('link', { name: latest?.title, exact: true }).getAttribute('href'),
    ).resolves.toBe(latest?.path)
    await expect(
      main().getByRole('link', { name: 'Read all articles' }).getAttribute('href'),
    ).resolves.toBe('/blog')
    await expect(
      main().getByRole('link', { name: 'Book your free consultation' }).getAttribute('href'),
    ).resolves.toBe('/contact')
  })
})

describe('about', () => {
  it('has the story, four values, four impact figures and the markets', async () => {
    await page.goto(siteUrl('/about'))
    await expect(main().getByRole('heading', { name: 'Our story' }).isVisible()).resolves.toBe(true)
    await expect(
      main().locator('section', { hasText: 'What we stand for' }).locator('li').count(),
    ).resolves.toBe(4)
    const impact = main().locator('section', { hasText: 'Brightshelf in numbers' })
    await expect(impact.locator('li').allTextContents()).resolves.toEqual([
      expect.stringContaining('300+'),
      expect.stringContaining(`${new Date().getFullYear() - company.foundingYear}+`),
      expect.stringContaining('24/7'),
      expect.stringContaining('15+'),
    ])
    const section = main().locator('section', { hasText: 'Where we help you sell' })
    const markets = await section.locator('li').allTextContents()
    // The US, Canada, Mexico and ten EU countries, each with the Amazon store its shoppers use.
    expect(markets).toHaveLength(13)
    expect(markets).toEqual(
      expect.arrayContaining([
        'United States amazon.com',
        'Canada amazon.ca',
        'Mexico amazon.com.mx',
        'Austria amazon.de',
      ]),
    )
    expect(markets.join(' ')).not.toContain('China')
    await expect(section.textContent()).resolves.toContain('manufacturers based in China')
  })
})

describe('services', () => {
  it('has five numbered services with four features each and a call to action', async () => {
    await page.goto(siteUrl('/services'))
    const services = main().locator('ol > li')
    await expect(services.count()).resolves.toBe(5)
    for (let index = 0; index < 5; index++) {
      const service = services.nth(index)
      await expect(service.textContent()).resolves.toMatch(new RegExp(`^0${index + 1}`))
      await expect(service.locator('ul > li').count()).resolves.toBe(4)
    }
    await expect(main().locator('a[href="/contact"]').count()).resolves.toBeGreaterThan(0)
  })
})

describe('case studies', () => {
  it('has four headline figures and five cases with challenge, solution, results and metrics', async () => {
    await page.goto(siteUrl('/case-studies'))
    const stats = main()
      .locator('section', { hasText: 'Results across our portfolio' })
      .locator('li')
    await expect(stats.count()).resolves.toBe(4)
    const cases = main().locator('article')
    await expect(cases.count()).resolves.toBe(5)
    for (let index = 0; index < 5; index++) {
      const study = cases.nth(index)
      for (const heading of ['Challenge', 'Solution', 'Results']) {
        await expect(study.getByRole('heading', { name: heading }).count()).resolves.toBe(1)
      }
      await expect(study.locator('dl dt').count()).resolves.toBeGreaterThanOrEqual(3)
    }
    const text = await main().textContent()
    for (const figure of [
      '+221%',
      '+172%',
      '<10%',
      '11.8%',
      '21.8%',
      '52.21%',
      '166.21%',
      '72.9%',
      '90%',
      '13.5%',
      '25.4%',
      '36.1%',
      '\u22128.1\u00a0pts',
      '41.2%',
      '21.4%',
      '500+',
    ]) {
      expect(text).toContain(figure)
    }
  })
})

describe('pricing', () => {
  it('has six plans in USD by default, the popular badge, both offers and start links', async () => {
    await page.goto(siteUrl('/pricing'))
    const plans = main()
      .locator('section', { hasText: 'Choose your plan' })
      .locator('ul > li:has(h3)')
    await expect(plans.count()).resolves.toBe(6)
    const visiblePrices = await main().locator('[data-price-currency]:visible').allTextContents()
    expect(visiblePrices).toEqual(['$1,300', '$690', '$1,100', '$990', '$1,700', '$1,700'])
    await expect(main().getByText('Starting from').count()).resolves.toBe(6)
    await expect(main().getByText('Most Popular').count()).resolves.toBe(1)
    await expect(
      main().getByText('New Client Offer: 10 optimized ASINs FREE').isVisible(),
    ).resolves.toBe(true)
    await expect(
      main().getByText('Multi-Service Discount: 15% off when booking 3+ services').isVisible(),
    ).resolves.toBe(true)
    await expect(
      main()
        .getByRole('link', { name: /^Get started/ })
        .count(),
    ).resolves.toBe(6)
  })

  it('shows the EUR amounts when the page is set to euros', async () => {
    await page.evaluate(() => document.documentElement.setAttribute('data-currency', 'EUR'))
    const visiblePrices = await main().locator('[data-price-currency]:visible').allTextContents()
    expect(visiblePrices).toEqual(['€1,200', '€600', '€1,000', '€900', '€1,500', '€1,500'])
  })
})

describe('contact', () => {
  it('has the contact cards with the 24-hour promise, the six-field form and four FAQs', async () => {
    await page.goto(siteUrl('/contact'))
    await expect(main().getByText('Within 24 hours', { exact: true }).isVisible()).resolves.toBe(
      true,
    )
    const names = await main()
      .locator('form [name]:not([type="hidden"]):not([name^="_"])')
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('name')))
    expect(names).toEqual(['firstName', 'lastName', 'email', 'company', 'subject', 'message'])
    await expect(main().getByLabel('Email *').getAttribute('type')).resolves.toBe('email')
    const faqs = main().locator('section', { hasText: 'Frequently asked questions' }).locator('li')
    await expect(faqs.count()).resolves.toBe(4)
    const faqText = await faqs.allTextContents()
    expect(faqText.join(' ')).toMatch(/30–60 days[\s\S]*3–6 months/)
  })
})

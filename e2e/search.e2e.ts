import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { languageOfPath } from '../src/i18n/paths'
import { isIndexedKind } from '../src/seo/indexing'
import { fill } from '../src/i18n/strings'
import {
  cspViolationsOf,
  disconnectBrowser,
  openPage,
  recordCspViolations,
  siteUrl,
} from './harness/browser'
import { publicRoot } from './harness/built-pages'
import {
  articlesNewestFirst,
  categoryNamesOf,
  expectedPages,
  pageOf,
  uiStringsOf,
} from './harness/content'
import { indexedPart, pricingOnlyWord } from './harness/search-words'

const pages = expectedPages()
const searchedLanguages = ['en', 'de', 'pl'] as const

interface Result {
  href: string
  title: string
  marks: string[]
  category?: string
}

async function results(page: Page): Promise<Result[]> {
  await page.locator('[data-search-results] li').first().waitFor()
  return page.locator('[data-search-results] li').evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      title: item.querySelector('a')?.textContent ?? '',
      marks: [...item.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
      category: item.querySelector('[data-result-category]')?.textContent ?? undefined,
    })),
  )
}

afterAll(disconnectBrowser)

describe('the search index', () => {
  it.each(pages.map((page) => [page.path, page.kind]))(
    'holds %s (%s) only if search engines may list it',
    (path, kind) => {
      expect(indexedPart(path) !== undefined).toBe(isIndexedKind(kind))
    },
  )
})

describe.each(searchedLanguages)('searching the site in %s', (language) => {
  const search = pageOf('search', language)
  const pricing = pageOf('pricing', language)
  const strings = uiStringsOf(language)
  const word = pricingOnlyWord(language)
  let page: Page
  beforeAll(async () => {
    page = await openPage()
    await recordCspViolations(page)
  })
  afterAll(() => page.context().close())

  it('is reached from the header by a link with a name', async () => {
    await page.goto(siteUrl(pageOf('home', language).path))
    await page.getByRole('banner').getByRole('link', { name: strings.search.open }).click()
    await page.waitForURL(siteUrl(search.path))
    // The search script focuses the field once it has loaded, after the first screen is shown.
    const field = await page.getByRole('searchbox', { name: strings.search.label }).elementHandle()
    await page.waitForFunction((input) => input === document.activeElement, field)
  })

  it(`finds a word of the pricing page alone on that page, in ${language} only`, async () => {
    await page.goto(siteUrl(search.path))
    await page.getByRole('searchbox', { name: strings.search.label }).fill(word)
    const found = await results(page)
    expect(found).toContainEqual(
      expect.objectContaining({ href: pricing.path, title: pricing.title }),
    )
    expect(found.map(({ href }) => languageOfPath(href))).toEqual(found.map(() => language))
    const pricingResult = found.find(({ href }) => href === pricing.path)
    // Pagefind marks the whole token, punctuation included ("gratis.").
    expect(pricingResult?.marks.some((mark) => mark.toLowerCase().startsWith(word))).toBe(true)
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      found.length === 1
        ? fill(strings.search.oneResult, { query: word })
        : fill(strings.search.resultCount, { query: word, count: String(found.length) }),
    )
    // The address now holds the query, so the results can be shared or come back.
    expect(new URL(page.url()).searchParams.get('q')).toBe(word)
    await expect(cspViolationsOf(page)).resolves.toEqual([])
  })

  it('shows an article’s categories with it, and no category with a page', async () => {
    const [article] = articlesNewestFirst(language)
    if (!article) throw new Error(`No article in ${language}`)
    await page.goto(siteUrl(`${search.path}?q=${encodeURIComponent(article.title)}`))
    const found = await results(page)
    const articleResult = found.find(({ href }) => href === article.path)
    expect(articleResult?.category).toBe(categoryNamesOf(article).join(' · '))
    await page.goto(siteUrl(`${search.path}?q=${encodeURIComponent(word)}`))
    const pricingResult = (await results(page)).find(({ href }) => href === pricing.path)
    expect(pricingResult).toBeDefined()
    expect(pricingResult?.category).toBeUndefined()
  })

  it('searches what the visitor typed before the search script arrived', async () => {
    const searchScript = '**/enhance/search-*'
    let arrive = () => {}
    const typed = new Promise<void>((resolve) => {
      arrive = resolve
    })
    await page.route(searchScript, async (route) => {
      await typed
      await route.continue()
    })
    await page.goto(siteUrl(search.path))
    await page.getByRole('searchbox', { name: strings.search.label }).fill(word)
    arrive()
    const found = await results(page)
    await page.unroute(searchScript)
    expect(found.map(({ href }) => href)).toContain(pricing.path)
  })

  it('runs the query of the address when the page opens, as the SearchAction sends it', async () => {
    await page.goto(siteUrl(`${search.path}?q=${encodeURIComponent(word)}`))
    const found = await results(page)
    expect(found.map(({ href }) => href)).toContain(pricing.path)
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe(word)
  })

  it('says when nothing is found', async () => {
    const query = 'qqzzxxvw'
    await page.goto(siteUrl(`${search.path}?q=${query}`))
    const status = page.getByRole('status')
    await status.filter({ hasText: /./ }).waitFor()
    await expect(status.textContent()).resolves.toBe(fill(strings.search.noResults, { query }))
    await expect(page.locator('[data-search-results] li').count()).resolves.toBe(0)
  })

  it('shows markup typed into the field as text, never as markup', async () => {
    const query = `<img src=x onerror="document.title='hacked'">${word}`
    await page.goto(siteUrl(`${search.path}?q=${encodeURIComponent(query)}`))
    const status = page.getByRole('status')
    await status.filter({ hasText: /./ }).waitFor()
    await expect(status.textContent()).resolves.toContain(query)
    await expect(page.locator('main img[src="x"]').count()).resolves.toBe(0)
    await expect(page.title()).resolves.not.toBe('hacked')
  })
})

describe('search code', () => {
  const searchCode = /\/pagefind\/|\/enhance\/search-/

  async function requestsOf(path: string): Promise<string[]> {
    const page = await openPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(siteUrl(path))
    await page.waitForLoadState('networkidle')
    await page.context().close()
    return requested
  }

  it.each(
    searchedLanguages.flatMap((language) =>
      ['home', 'pricing', 'post', 'contact'].map((kind) => pageOf(kind, language).path),
    ),
  )('is not loaded by %s', async (path) => {
    const requested = await requestsOf(path)
    expect(requested).toContain(path)
    expect(requested.filter((url) => searchCode.test(url))).toEqual([])
  })

  it('waits on the search page until there is something to search', async () => {
    const requested = await requestsOf(pageOf('search', 'de').path)
    expect(requested.filter((url) => url.startsWith('/enhance/search-'))).toHaveLength(1)
    expect(requested.filter((url) => url.startsWith('/pagefind/'))).toEqual([])
  })

  it('is loaded by the search page, with the index of its language only', async () => {
    const requested = await requestsOf(`${pageOf('search', 'de').path}?q=preise`)
    expect(requested.filter((url) => url.startsWith('/enhance/search-'))).toHaveLength(1)
    expect(requested).toContain('/pagefind/de/pagefind.js')
    const searchFiles = requested.filter((url) => url.startsWith('/pagefind/'))
    expect(searchFiles.filter((url) => !url.startsWith('/pagefind/de/'))).toEqual([])
    const entry = JSON.parse(
      readFileSync(`${publicRoot}/pagefind/de/pagefind-entry.json`, 'utf8'),
    ) as { languages: Record<string, unknown> }
    expect(Object.keys(entry.languages)).toEqual(['de'])
  })
})

describe('the search page without JavaScript', () => {
  it.each(searchedLanguages)(
    'in %s explains that search needs it and lists the main pages',
    async (language) => {
      const strings = uiStringsOf(language)
      const page = await openPage({ javaScriptEnabled: false })
      await page.goto(siteUrl(pageOf('search', language).path))
      // Read from the page itself: Playwright's text locators skip <noscript>, browsers do not.
      const shown = await page.evaluate(() => {
        const drawn = (element: Element) => element.getBoundingClientRect().height > 0
        const main = document.querySelector('main')
        return {
          texts: [...(main?.querySelectorAll('p') ?? [])].filter(drawn).map((p) => p.textContent),
          links: [...(main?.querySelectorAll('a') ?? [])]
            .filter(drawn)
            .map((link) => link.getAttribute('href')),
        }
      })
      expect(shown.texts).toContain(strings.search.needsJavaScript)
      for (const kind of ['home', 'services', 'pricing', 'blog', 'contact']) {
        expect(shown.links).toContain(pageOf(kind, language).path)
      }
      await page.context().close()
    },
  )
})

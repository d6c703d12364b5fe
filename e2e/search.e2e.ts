import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { languageOfPath } from '../src/i18n/paths'
import { isIndexedKind } from '../src/seo/indexing'
import { fill } from '../src/i18n/strings'
import { resolveFile } from '../tools/static-server'
import {
  cspViolationsOf,
  disconnectBrowser,
  openPage,
  recordCspViolations,
  siteUrl,
} from './harness/browser'
import { publicRoot } from './harness/built-pages'
import { expectedPages, uiStringsOf, type ExpectedPage } from './harness/content'

const pages = expectedPages()
const searchedLanguages = ['en', 'de', 'pl'] as const

function pageOf(kind: string, language: string): ExpectedPage {
  const found = pages.find((page) => page.kind === kind && page.language === language)
  if (!found) throw new Error(`No ${kind} page in ${language}`)
  return found
}

/** The part of a built page the search index reads: its <main>, if marked for the index. */
function indexedPart(path: string): string | undefined {
  const file = resolveFile(publicRoot, path)
  if (!file) throw new Error(`${path} was not built`)
  const html = readFileSync(file, 'utf8')
  return /<main\b[^>]*\bdata-pagefind-body[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1]
}

const wordsByPath = new Map<string, Set<string>>()

/** The words of five letters or more of a page's indexed part, in lower case. */
function indexedWords(path: string): Set<string> {
  const known = wordsByPath.get(path)
  if (known) return known
  const text = (indexedPart(path) ?? '')
    .replace(/<(style|script|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
  const words = new Set(text.match(/\p{L}{5,}/gu) ?? [])
  wordsByPath.set(path, words)
  return words
}

const searchable = pages.filter(({ kind }) => isIndexedKind(kind))

/**
 * A word on the pricing page of `language` and on no other page of that language; of those, the
 * one found on the most pages of other languages, so that the search must keep languages apart.
 */
function pricingOnlyWord(language: string): string {
  const pricing = pageOf('pricing', language)
  const others = searchable.filter((page) => page.path !== pricing.path)
  const sameLanguage = others.filter((page) => page.language === language).map(({ path }) => path)
  const elsewhere = others.filter((page) => page.language !== language).map(({ path }) => path)
  const taken = new Set(sameLanguage.flatMap((path) => [...indexedWords(path)]))
  const candidates = [...indexedWords(pricing.path)].filter((word) => !taken.has(word)).sort()
  const spread = (word: string) => elsewhere.filter((path) => indexedWords(path).has(word)).length
  const [best] = candidates.sort((a, b) => spread(b) - spread(a))
  if (!best) throw new Error(`No word is on the ${language} pricing page alone`)
  return best
}

interface Result {
  href: string
  title: string
  marks: string[]
}

async function results(page: Page): Promise<Result[]> {
  await page.locator('[data-search-results] li').first().waitFor()
  return page.locator('[data-search-results] li').evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      title: item.querySelector('a')?.textContent ?? '',
      marks: [...item.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
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
    const focused = page.getByRole('searchbox', { name: strings.search.label })
    await expect(focused.evaluate((input) => input === document.activeElement)).resolves.toBe(true)
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
    expect(requested).toContain('/pagefind/pagefind.js')
    const entry = JSON.parse(
      readFileSync(`${publicRoot}/pagefind/pagefind-entry.json`, 'utf8'),
    ) as {
      languages: Record<string, { hash: string }>
    }
    const otherIndexes = Object.entries(entry.languages)
      .filter(([code]) => !code.startsWith('de'))
      .map(([, { hash }]) => hash)
    expect(requested.filter((url) => otherIndexes.some((hash) => url.includes(hash)))).toEqual([])
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

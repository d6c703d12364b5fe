import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { articlesPerPage } from '../src/config/blog'
import { languageCodes, languageDefinition, type Language } from '../src/i18n/languages'
import { fill } from '../src/i18n/strings'
import { absoluteUrl } from '../src/seo/urls'
import {
  extraArticleCategories,
  extraArticleName,
  writeExtraArticle,
} from '../tools/extra-articles'
import { formatDate } from '../src/i18n/format'
import { readingMinutes } from '../src/node/reading-time'
import { listBuiltPages } from '../src/node/post-build/built-pages'
import { cmsFileText } from '../src/node/cms/file-text'
import { splitContentFile } from '../src/node/content-files'
import { copyProject } from '../tools/project-copy'
import { resolveFile } from '../tools/static-server'
import { violations } from './harness/axe'
import {
  cspViolationsOf,
  disconnectBrowser,
  inTab,
  openContext,
  recordCspViolations,
} from './harness/browser'
import { expectedPages, uiStringsOf } from './harness/content'
import { readHeads, readSitemap } from './harness/head'
import { startCloudflarePages, type HostEngine } from './harness/host-engines'
import { htmlErrors } from './harness/html-validity'
import type { Engine, EnginePage } from './engines/engine'
import { firefox } from './engines/firefox'
import { open, problemsOf } from './engines/page-state'
import { startEngineSite, type EngineSite } from './engines/site-server'
import { webkit } from './engines/webkit'

/** The blog as the owner has it a year on: 36 articles in six languages, 16 in Polish. */
const articlesPerLanguage = 36
const polishArticles = 16
const articlesOf = (language: Language) =>
  language === 'pl' ? polishArticles : articlesPerLanguage

const blogPath = (language: Language) => {
  const found = expectedPages().find((page) => page.kind === 'blog' && page.language === language)
  if (!found) throw new Error(`No ${language} blog`)
  return found.path
}

/** Page `number` of a language's blog, under its word for "page". */
const pagePath = (language: Language, number: number) =>
  number === 1
    ? blogPath(language)
    : `${blogPath(language)}/${uiStringsOf(language).addresses.page}/${number}`

/** The extra article whose English file says it was updated, and the day. */
const updatedArticle = 10
const updatedDay = '2025-11-02'
const articlePath = (index: number) => `/de/blog/${extraArticleName(index)}`

const pageCount = (language: Language) => Math.ceil(articlesOf(language) / articlesPerPage)

/** The page of a category or author item (`categories/keywords`) in `language`. */
const entryPage = (translationKey: string, language: Language) => {
  const found = expectedPages().find(
    (page) => page.translationKey === translationKey && page.language === language,
  )
  if (!found) throw new Error(`No ${translationKey} in ${language}`)
  return found
}
const authorPhoto = 'photo.jpg'
const keywords = entryPage('categories/keywords', 'de')
const advertising = entryPage('categories/advertising', 'de')
const author = entryPage('authors/laura-mendez', 'de')

/** How many German articles are in a category: the site's own two are in both. */
const germanArticlesIn = (category: string) =>
  2 +
  Array.from({ length: articlesPerLanguage - 2 }, (_, index) => index + 1).filter((index) =>
    extraArticleCategories(index).includes(category),
  ).length

/**
 * Issue 44: the blog in pages, in a copy of the project with extra articles (tools/extra-articles),
 * built and served by Cloudflare's engine.
 */
describe('a blog of 36 articles per language', () => {
  let copy: string
  let engine: HostEngine
  let context: BrowserContext
  const built = (path: string) => resolveFile(join(copy, 'public'), path)
  const visit = (path: string, check: (page: Page) => Promise<void>) =>
    inTab(context, async (page) => {
      await page.goto(`${engine.origin}${path}`)
      await check(page)
      expect(await cspViolationsOf(page)).toEqual([])
    })

  /** Builds the copy, with the cache of its last build; returns what Gatsby printed. */
  const build = () =>
    execFileSync(join(copy, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: copy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })

  beforeAll(async () => {
    copy = copyProject('blog-pages-')
    const existing = expectedPages().filter(
      (page) => page.kind === 'post' && page.language === 'en',
    ).length
    for (let index = 1; index <= articlesPerLanguage - existing; index += 1)
      writeExtraArticle(
        copy,
        index,
        languageCodes.filter((language) => language !== 'pl' || index <= polishArticles - existing),
      )
    // One article was later brought up to date.
    const updatedFile = join(
      copy,
      'content',
      'blog',
      extraArticleName(updatedArticle),
      'index.en.mdx',
    )
    writeFileSync(
      updatedFile,
      readFileSync(updatedFile, 'utf8').replace(
        /^date: .*$/m,
        (line) => `${line}\nupdated: ${updatedDay}`,
      ),
    )
    // The author has a photo, saved beside her entry as a writer would.
    const authorFolder = join(copy, 'content', 'authors', 'laura-mendez')
    await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3d6b73' } })
      .jpeg()
      .toFile(join(authorFolder, authorPhoto))
    const authorFile = join(authorFolder, 'index.en.mdx')
    writeFileSync(
      authorFile,
      readFileSync(authorFile, 'utf8').replace(/^role: /m, `image: ${authorPhoto}\nrole: `),
    )
    build()
    engine = await startCloudflarePages(join(copy, 'public'))
    context = await openContext({ viewport: { width: 1280, height: 900 } })
    await recordCspViolations(context)
  }, 600_000)
  afterAll(async () => {
    await context?.close()
    await engine?.stop()
    await disconnectBrowser()
    rmSync(copy, { recursive: true, force: true })
  })

  it.each(languageCodes.map((language) => [language, pageCount(language)] as const))(
    'comes in pages of twelve in %s (%i), under the language’s word for “page”',
    async (language, count) => {
      for (let number = 1; number <= count; number += 1)
        expect(built(pagePath(language, number))).toBeDefined()
      expect(built(pagePath(language, count + 1))).toBeUndefined()
      const response = await fetch(`${engine.origin}${pagePath(language, count + 1)}`)
      expect(response.status).toBe(404)
    },
  )

  it('lives under German words in German: /de/blog/seite/2', () => {
    expect(pagePath('de', 2)).toBe('/de/blog/seite/2')
    expect(built('/de/blog/seite/2')).toBeDefined()
    expect(built('/de/blog/page/2')).toBeUndefined()
  })

  it('lists every German article once, newest first, twelve to a page', async () => {
    const cards: { href: string; day: string }[][] = []
    for (let number = 1; number <= pageCount('de'); number += 1)
      await visit(pagePath('de', number), async (page) => {
        cards.push(
          await page.locator('main ul li article').evaluateAll((articles) =>
            articles.map((article) => ({
              href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
              day: article.querySelector('time')?.getAttribute('datetime') ?? '',
            })),
          ),
        )
      })
    expect(cards.map((page) => page.length)).toEqual([12, 12, 12])
    const all = cards.flat()
    expect(new Set(all.map(({ href }) => href)).size).toBe(articlesPerLanguage)
    const days = all.map(({ day }) => day)
    expect(days).toEqual([...days].sort().reverse())
  })

  it('marks the current page in a labelled navigation, and links the newer and older pages', () =>
    visit('/de/blog/seite/2', async (page) => {
      const strings = uiStringsOf('de').blog
      const nav = page.getByRole('navigation', { name: strings.pagination })
      await expect(
        nav.getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current'),
      ).resolves.toBe('page')
      await expect(
        nav.getByRole('link', { name: strings.newer }).getAttribute('href'),
      ).resolves.toBe('/de/blog')
      await expect(
        nav.getByRole('link', { name: strings.older }).getAttribute('href'),
      ).resolves.toBe('/de/blog/seite/3')
      await nav.getByRole('link', { name: strings.older }).click()
      await page.waitForURL(`${engine.origin}/de/blog/seite/3`)
      await expect(
        page
          .getByRole('navigation', { name: strings.pagination })
          .getByRole('link', { name: 'Seite 3' })
          .getAttribute('aria-current'),
      ).resolves.toBe('page')
    }))

  it('gives each page its own title and canonical, and hreflang to the same page where it exists', () =>
    visit('/', async (page) => {
      const paths = ['/blog/page/2', '/blog/page/3', '/pl/blog/strona/2']
      const heads = await readHeads(
        page,
        Object.fromEntries(paths.map((path) => [path, readFileSync(built(path) ?? '', 'utf8')])),
      )
      const english = uiStringsOf('en')
      expect(heads['/blog/page/3']?.title).toContain(
        fill(english.blog.pageTitle, { title: english.nav.blog, number: '3' }),
      )
      for (const path of paths) expect(heads[path]?.canonical).toBe(absoluteUrl(path))
      const hrefLangs = (path: string) => heads[path]?.alternates.map(({ hrefLang }) => hrefLang)
      const locale = (language: Language) => languageDefinition(language).locale
      // Polish has two pages: its page 2 stands beside the others', and nothing beside page 3.
      expect(hrefLangs('/blog/page/3')).toEqual([
        ...languageCodes.filter((language) => language !== 'pl').map(locale),
        'x-default',
      ])
      expect(hrefLangs('/pl/blog/strona/2')).toEqual([...languageCodes.map(locale), 'x-default'])
      expect(heads['/pl/blog/strona/2']?.alternates).toContainEqual({
        hrefLang: locale('de'),
        href: absoluteUrl('/de/blog/seite/2'),
      })
    }))

  it('leads from a page Polish lacks to the Polish blog, in the language menu', () =>
    visit('/blog/page/3', async (page) => {
      await expect(
        page
          .locator(`header [data-language-link][hreflang="${languageDefinition('pl').locale}"]`)
          .first()
          .getAttribute('href'),
      ).resolves.toBe(blogPath('pl'))
    }))

  it('is in the sitemap, each page with the alternates of its head', () =>
    visit('/', async (page) => {
      const sitemap = await readSitemap(
        page,
        readFileSync(join(copy, 'public', 'sitemap-0.xml'), 'utf8'),
      )
      const entry = (path: string) => sitemap.urls.find(({ loc }) => loc === absoluteUrl(path))
      for (const language of languageCodes)
        for (let number = 1; number <= pageCount(language); number += 1)
          expect(entry(pagePath(language, number))).toBeDefined()
      expect(entry('/blog/page/3')?.alternates.map(({ href }) => href)).not.toContain(
        absoluteUrl('/pl/blog/strona/3'),
      )
      const heads = await readHeads(page, {
        page: readFileSync(built('/de/blog/seite/3') ?? '', 'utf8'),
      })
      expect(entry('/de/blog/seite/3')?.alternates).toEqual(heads.page?.alternates)
    }))

  it('keeps the home page’s card of the newest article', async () => {
    const firstLink = (path: string, selector: string) =>
      inTab(context, async (page) => {
        await page.goto(`${engine.origin}${path}`)
        return page.locator(selector).first().getAttribute('href')
      })
    const newest = await firstLink('/de/blog', 'main ul li article h2 a')
    expect(newest).toMatch(/^\/de\/blog\/./)
    await expect(firstLink('/de', 'main article h3 a')).resolves.toBe(newest)
  })

  describe('a German category and author', () => {
    /** The cards of every page of a list: each article's address and its categories' line. */
    const cardsOf = async (firstPage: string) => {
      const cards: { href: string; categories: string; day: string }[] = []
      let next: string | null = firstPage
      while (next) {
        const path: string = next
        next = null
        await visit(path, async (page) => {
          cards.push(
            ...(await page.locator('main ul li article').evaluateAll((articles) =>
              articles.map((article) => ({
                href: article.querySelector('h2 a, h3 a')?.getAttribute('href') ?? '',
                categories: article.querySelector('p')?.textContent ?? '',
                day: article.querySelector('time')?.getAttribute('datetime') ?? '',
              })),
            )),
          )
          const older = page
            .getByRole('navigation', { name: uiStringsOf('de').blog.pagination })
            .getByRole('link', { name: uiStringsOf('de').blog.older })
          if ((await older.count()) > 0) next = await older.getAttribute('href')
        })
      }
      return cards
    }

    it('lists a category’s articles alone, newest first, in pages under German words', async () => {
      const secondPage = `${keywords.path}/seite/2`
      expect(secondPage).toMatch(/^\/de\/blog\/kategorie\//)
      expect(built(secondPage)).toBeDefined()
      expect(built(`${keywords.path}/seite/3`)).toBeUndefined()
      const cards = await cardsOf(keywords.path)
      expect(cards).toHaveLength(germanArticlesIn('keywords'))
      for (const card of cards) expect(card.categories).toContain(keywords.heading)
      const days = cards.map(({ day }) => day)
      expect(days).toEqual([...days].sort().reverse())
      await visit(keywords.path, async (page) => {
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          keywords.heading,
        )
      })
    })

    it('lists every German article of the author on their page, with Person in JSON-LD', async () => {
      const cards = await cardsOf(author.path)
      expect(new Set(cards.map(({ href }) => href)).size).toBe(articlesPerLanguage)
      await visit(author.path, async (page) => {
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          author.heading,
        )
        // Her photo, beside her name, which says who it is.
        const photo = page.locator('main picture img').first()
        await expect(photo.getAttribute('alt')).resolves.toBe('')
        await expect(photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBe(
          160,
        )
        const graph = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
        )
        expect(graph['@graph']).toContainEqual(
          expect.objectContaining({
            '@type': 'Person',
            '@id': `${absoluteUrl(author.path)}#person`,
            name: author.heading,
            image: expect.stringMatching(/^https:\/\/.*\.jpg$/),
          }),
        )
      })
    })

    it('is linked from each article, and named in its JSON-LD', () =>
      visit(articlePath(updatedArticle), async (page) => {
        const main = page.locator('main article').first()
        await expect(
          main.getByRole('link', { name: author.heading }).first().getAttribute('href'),
        ).resolves.toBe(author.path)
        await expect(
          main.getByRole('link', { name: advertising.heading }).first().getAttribute('href'),
        ).resolves.toBe(advertising.path)
        const graph = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
        )
        expect(graph['@graph']).toContainEqual(
          expect.objectContaining({
            '@type': 'BlogPosting',
            articleSection: [advertising.heading],
            author: expect.objectContaining({ '@id': `${absoluteUrl(author.path)}#person` }),
          }),
        )
      }))

    it('are in the sitemap, each page of their lists', () =>
      visit('/', async (page) => {
        const sitemap = await readSitemap(
          page,
          readFileSync(join(copy, 'public', 'sitemap-0.xml'), 'utf8'),
        )
        const locs = sitemap.urls.map(({ loc }) => loc)
        for (const path of [
          keywords.path,
          `${keywords.path}/seite/2`,
          author.path,
          `${author.path}/seite/3`,
        ])
          expect(locs).toContain(absoluteUrl(path))
      }))
  })

  describe('the end of a German article', () => {
    it('leads to the next newer and older German articles', () =>
      visit(articlePath(updatedArticle), async (page) => {
        const strings = uiStringsOf('de').blog
        const nav = page.getByRole('navigation', { name: strings.moreArticles })
        await expect(nav.locator('a[rel="prev"]').getAttribute('href')).resolves.toBe(
          articlePath(updatedArticle - 1),
        )
        await expect(nav.locator('a[rel="prev"]').textContent()).resolves.toContain(
          strings.newerArticle,
        )
        await expect(nav.locator('a[rel="next"]').getAttribute('href')).resolves.toBe(
          articlePath(updatedArticle + 1),
        )
      }))

    it('suggests three other German articles of its category, not itself nor its neighbours', () =>
      visit(articlePath(updatedArticle), async (page) => {
        const section = page.getByRole('region', { name: uiStringsOf('de').blog.readNext })
        const links = await section
          .locator('article h3 a')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
        expect(links).toHaveLength(3)
        for (const link of links) expect(link).toMatch(/^\/de\/blog\//)
        // The article is about advertising, as are many of the newest others.
        expect(extraArticleCategories(updatedArticle)).toEqual(['advertising'])
        const categories = await section.locator('article > div > p:first-child').allTextContents()
        expect(categories).toHaveLength(3)
        for (const line of categories) expect(line).toContain(advertising.heading)
        for (const own of [updatedArticle - 1, updatedArticle, updatedArticle + 1])
          expect(links).not.toContain(articlePath(own))
      }))

    it('says how long it takes to read at German pace, and when it was updated, to readers and crawlers', () =>
      visit(articlePath(updatedArticle), async (page) => {
        const strings = uiStringsOf('de').blog
        const body =
          readFileSync(
            join(copy, 'content', 'blog', extraArticleName(updatedArticle), 'index.de.mdx'),
            'utf8',
          ).split(/^---$/m)[2] ?? ''
        const meta = page.locator('main article > h1 + p').first()
        await expect(meta.textContent()).resolves.toContain(
          fill(strings.readingTime, { minutes: String(readingMinutes(body, 'de')) }),
        )
        await expect(meta.textContent()).resolves.toContain(
          fill(strings.updatedOn, { date: formatDate(updatedDay, 'de') }),
        )
        await expect(meta.locator('time[data-updated]').getAttribute('datetime')).resolves.toBe(
          updatedDay,
        )
        const graph = await page.locator('script[type="application/ld+json"]').textContent()
        expect(JSON.parse(graph ?? '{}')['@graph']).toContainEqual(
          expect.objectContaining({ '@type': 'BlogPosting', dateModified: updatedDay }),
        )
        const sitemap = await readSitemap(
          page,
          readFileSync(join(copy, 'public', 'sitemap-0.xml'), 'utf8'),
        )
        // The sitemap writes the day as a W3C datetime: midnight UTC of the day.
        const entry = sitemap.urls.find(
          ({ loc }) => loc === absoluteUrl(articlePath(updatedArticle)),
        )
        expect(entry?.lastmod).toBe(`${updatedDay}T00:00:00.000Z`)
      }))
  })

  describe.each([
    '/de/blog/seite/2',
    '/blog/page/3',
    '/pl/blog/strona/2',
    `${keywords.path}/seite/2`,
    author.path,
  ])('the page %s', (path) => {
    it('is valid HTML', async () => {
      await expect(htmlErrors(built(path) ?? '')).resolves.toEqual([])
    })

    it.each([
      { width: 1280, height: 900 },
      { width: 360, height: 800 },
    ])(
      'has no WCAG 2.2 A or AA violation and no sideways scroll at $width px',
      async (viewport) => {
        // axe-core is injected as an inline script, which the site's own CSP rightly refuses.
        const axeContext = await openContext({ viewport, bypassCSP: true })
        try {
          await inTab(axeContext, async (page) => {
            await page.goto(`${engine.origin}${path}`)
            await page.waitForLoadState('networkidle')
            await expect(violations(page)).resolves.toEqual([])
            await expect(
              page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
            ).resolves.toBe(true)
          })
        } finally {
          await axeContext.close()
        }
      },
    )
  })

  describe.each([
    ['Firefox', firefox],
    ['WebKit', webkit],
  ] as const)('in %s', (_name, startBrowser) => {
    let browser: Engine | undefined
    let site: EngineSite | undefined
    let tab: EnginePage | undefined
    beforeAll(async () => {
      browser = startBrowser()
      site = await startEngineSite({ host: engine.origin })
      tab = await browser.openPage({ timeZone: 'Europe/Berlin', language: 'en-US' })
    }, 120_000)
    afterAll(async () => {
      await tab?.close()
      await browser?.close()
      await site?.close()
    })

    it.each([
      '/de/blog/seite/2',
      '/blog/page/3',
      '/pl/blog/strona/2',
      `${keywords.path}/seite/2`,
      `${author.path}/seite/3`,
    ])(
      '%s loads with no uncaught error, within its security policy, marked in its pagination',
      async (path) => {
        if (!tab || !site) throw new Error('The browser did not open')
        await open(tab, site.url(path))
        await expect(problemsOf(tab)).resolves.toEqual([])
        await expect(
          tab.evaluate(
            () =>
              document.querySelector('nav a[aria-current="page"]')?.getAttribute('href') ?? null,
          ),
        ).resolves.toBe(path)
      },
    )
  })

  // Last, as it rebuilds the copy the tests above read: it ends as it began.
  describe('a sentence added to one German article, and taken out again', () => {
    const pages = () =>
      new Map(
        listBuiltPages(join(copy, 'public')).map(({ path, file }) => [
          path,
          createHash('sha256').update(readFileSync(file)).digest('hex'),
        ]),
      )
    /** The pages Gatsby says it rendered: "Building static HTML for pages - 3.9s - 1/1". */
    const rendered = (output: string) =>
      Number(/Building static HTML for pages[^\n]*?(\d+)\/\d+/.exec(output)?.[1] ?? NaN)
    /** The page queries Gatsby ran: "run queries in workers - 2.1s - 9/9". */
    const queriesRun = (output: string) =>
      Number(/run queries in workers[^\n]*?(\d+)\/\d+/.exec(output)?.[1] ?? 0)
    const changed = (before: Map<string, string>, after: Map<string, string>) =>
      [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path)

    it('renders that article again, alone, by Gatsby’s count, and its page then equals the cold build’s', () => {
      const file = join(copy, 'content', 'blog', extraArticleName(updatedArticle), 'index.de.mdx')
      const original = readFileSync(file, 'utf8')
      const cold = pages()
      const coldHtml = readFileSync(built(articlePath(updatedArticle)) ?? '', 'utf8')
      // A sentence in the last paragraph: the article's card (title, excerpt, reading time) stays.
      const edit = `${original.trimEnd()} Ein Satz mehr.\n`
      const minutes = (text: string) => readingMinutes(text.split(/^---$/m)[2] ?? '', 'de')
      expect(minutes(edit)).toBe(minutes(original))
      writeFileSync(file, edit)
      try {
        const edited = build()
        const afterEdit = pages()
        expect(changed(cold, afterEdit)).toEqual([articlePath(updatedArticle)])
        expect(rendered(edited)).toBe(1)
      } finally {
        writeFileSync(file, original)
      }
      const reverted = build()
      expect(rendered(reverted)).toBe(1)
      expect(changed(cold, pages())).toEqual([])
      expect(readFileSync(built(articlePath(updatedArticle)) ?? '', 'utf8')).toBe(coldHtml)
    }, 300_000)

    it('runs the queries of and renders again, after the newest article’s title changed, exactly the pages that show that title, by Gatsby’s count, and then equal the cold build’s', () => {
      const newest = entryPage('blog/match-types', 'de')
      const file = join(copy, 'content', 'blog', 'match-types', 'index.de.mdx')
      const original = readFileSync(file, 'utf8')
      const { frontmatter, body } = splitContentFile(original)
      const fields = frontmatter as Record<string, unknown>
      const title = String(fields.title)
      const retitled = `${title}, mit Beispielen`
      const cold = pages()
      // Its own page, the lists, category and author pages, the German home page's latest
      // article, its neighbour's "next" link and the suggestions after other articles.
      const showingTitle = [...cold.keys()].filter((path) =>
        readFileSync(built(path) ?? '', 'utf8').includes(title),
      )
      expect(showingTitle).toEqual(
        expect.arrayContaining([newest.path, blogPath('de'), '/de', keywords.path, author.path]),
      )
      writeFileSync(file, cmsFileText({ ...fields, title: retitled }, body, 'post'))
      try {
        const edited = build()
        expect(changed(cold, pages()).sort()).toEqual([...showingTitle].sort())
        expect(rendered(edited)).toBe(showingTitle.length)
        // Only their queries ran again: each page depends on the articles it shows, not on all.
        expect(queriesRun(edited)).toBe(showingTitle.length)
        expect(readFileSync(built(blogPath('de')) ?? '', 'utf8')).toContain(retitled)
      } finally {
        writeFileSync(file, original)
      }
      const reverted = build()
      expect(rendered(reverted)).toBe(showingTitle.length)
      expect(changed(cold, pages())).toEqual([])
    }, 300_000)
  })
})

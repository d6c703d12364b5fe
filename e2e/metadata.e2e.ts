import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { enteredValue } from '../src/config/owner-facts'
import { company, siteUrl as publicSiteUrl } from '../src/config/site'
import { languageCodes, languageDefinition, type Language } from '../src/i18n/languages'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { publicRoot } from './harness/built-pages'
import { expectedPages, type ExpectedPage } from './harness/content'
import { readHeads, readSitemap, type HeadData } from './harness/head'
import { isIndexedKind } from '../src/seo/indexing'
import { resolveFile } from '../tools/static-server'

const allPages = expectedPages()
/** The pages search engines should list; thank-you pages are replies, not content. */
const pages = allPages.filter(({ kind }) => isIndexedKind(kind))
const unindexedPages = allPages.filter(({ kind }) => !isIndexedKind(kind))
const absolute = (path: string) => `${publicSiteUrl}${path}`
const localPath = (url: string) => {
  expect(url.startsWith(publicSiteUrl)).toBe(true)
  return url.slice(publicSiteUrl.length) || '/'
}
const locale = (language: string) => languageDefinition(language as Language).locale
const translationsOf = (page: ExpectedPage) =>
  pages.filter((candidate) => candidate.translationKey === page.translationKey)

type GraphNode = { '@type': string; [property: string]: unknown }
const graphOf = (head: HeadData): GraphNode[] => {
  expect(head.jsonLd).toHaveLength(1)
  const [document] = head.jsonLd as [{ '@context': string; '@graph': GraphNode[] }]
  expect(document['@context']).toBe('https://schema.org')
  return document['@graph']
}
const nodesOfType = (head: HeadData, type: string) =>
  graphOf(head).filter((node) => node['@type'] === type)

/** The schema.org properties each type must have, as Google's rich-result rules ask. */
const requiredProperties: Record<string, string[]> = {
  WebSite: ['@id', 'url', 'name', 'inLanguage'],
  Organization: ['@id', 'name', 'url', 'logo'],
  WebPage: ['@id', 'url', 'name', 'description', 'inLanguage'],
  BreadcrumbList: ['itemListElement'],
  Service: ['name', 'description', 'provider'],
  BlogPosting: ['headline', 'author', 'datePublished', 'image', 'inLanguage', 'url'],
}

let browserPage: Page
let heads: Record<string, HeadData>
const fetchText = async (path: string) => {
  const response = await fetch(siteUrl(path))
  expect(response.status).toBe(200)
  return response.text()
}

beforeAll(async () => {
  browserPage = await openPage()
  const paths = [
    ...allPages.map(({ path }) => path),
    ...allPages.flatMap(({ aliases }) => aliases),
    '/404',
    '/de/404',
  ]
  const aliases = new Set(allPages.flatMap((page) => page.aliases))
  // An alias's own page, as a host without redirect rules serves it: the host redirects.
  const documentOf = (path: string) =>
    aliases.has(path) ? readFileSync(resolveFile(publicRoot, path) ?? '', 'utf8') : fetchText(path)
  const documents = Object.fromEntries(
    await Promise.all(paths.map(async (path) => [path, await documentOf(path)])),
  )
  heads = await readHeads(browserPage, documents)
})
afterAll(disconnectBrowser)

describe.each(pages.map((page) => [page.path, page] as const))('head of %s', (path, page) => {
  const head = () => heads[path] as HeadData

  it('has its language, title, description and canonical', () => {
    expect(head().lang).toBe(locale(page.language))
    expect(head().title).toBe(`${page.title} | ${company.name}`)
    expect(head().description).toBe(page.description)
    expect(page.description.length).toBeLessThanOrEqual(160)
    expect(head().canonical).toBe(absolute(path))
    expect(head().robots).toBeNull()
  })

  it('has hreflang alternates for exactly its translations and x-default, each linking back', () => {
    const translations = translationsOf(page)
    const english = translations.find(({ language }) => language === 'en')
    expect(head().alternates).toEqual([
      ...translations
        .sort(
          (a, b) =>
            ['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'].indexOf(a.language) -
            ['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'].indexOf(b.language),
        )
        .map(({ language, path: translationPath }) => ({
          hrefLang: locale(language),
          href: absolute(translationPath),
        })),
      { hrefLang: 'x-default', href: absolute(english?.path ?? '') },
    ])
    for (const { href } of head().alternates) {
      const target = heads[localPath(href)]
      expect(target).toBeDefined()
      expect(target?.alternates.map((link) => link.href)).toContain(absolute(path))
    }
  })

  it('has Open Graph and Twitter cards with a 1200×630 share image', () => {
    const { meta } = head()
    const others = translationsOf(page).filter(({ language }) => language !== page.language)
    expect(meta).toMatchObject({
      'og:title': [page.title],
      'og:description': [page.description],
      'og:url': [absolute(path)],
      'og:type': [page.kind === 'post' ? 'article' : 'website'],
      'og:site_name': [company.name],
      'og:locale': [languageDefinition(page.language as Language).ogLocale],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:alt': [page.title],
      'twitter:card': ['summary_large_image'],
      'twitter:title': [page.title],
      'twitter:description': [page.description],
    })
    expect([...(meta['og:locale:alternate'] ?? [])].sort()).toEqual(
      others.map(({ language }) => languageDefinition(language as Language).ogLocale).sort(),
    )
    expect(meta['twitter:image']).toEqual(meta['og:image'])
  })

  it('has structured data of valid types with their required properties', () => {
    const graph = graphOf(head())
    for (const node of graph) {
      expect(Object.keys(requiredProperties)).toContain(node['@type'])
      for (const property of requiredProperties[node['@type']] ?? [])
        expect(node).toHaveProperty([property])
    }
    const search = allPages.find(
      (candidate) => candidate.kind === 'search' && candidate.language === page.language,
    )
    expect(nodesOfType(head(), 'WebSite')).toEqual([
      expect.objectContaining({
        inLanguage: locale(page.language),
        // The site search of the page's language, which runs ?q= on load (e2e/search.e2e.ts).
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${absolute(search?.path ?? '')}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      }),
    ])
    const organizations = nodesOfType(head(), 'Organization')
    expect(organizations).toEqual([
      expect.objectContaining({ '@id': `${publicSiteUrl}/#organization`, name: company.name }),
    ])
    // The whole company only where a page describes it; elsewhere the same @id names it.
    const [organization] = organizations
    if (['home', 'about', 'contact'].includes(page.kind)) {
      expect(organization).toMatchObject({ email: company.email })
      // The operator's address only once entered (content/facts/owner.json), never an example.
      expect('address' in (organization ?? {})).toBe(enteredValue(company.address) !== undefined)
      expect(organization?.location).toHaveLength(6)
      expect(organization?.areaServed).toEqual(expect.any(Array))
    } else {
      expect(Object.keys(organization ?? {}).sort()).toEqual(
        ['@id', '@type', 'logo', 'name', 'url'].sort(),
      )
    }
    expect(nodesOfType(head(), 'WebPage')).toEqual([
      expect.objectContaining({
        name: page.title,
        description: page.description,
        inLanguage: locale(page.language),
        url: absolute(path),
      }),
    ])
    const [breadcrumb] = nodesOfType(head(), 'BreadcrumbList')
    const trail = breadcrumb?.itemListElement as { position: number; name: string; item: string }[]
    expect(trail.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1))
    expect(trail[trail.length - 1]?.item).toBe(absolute(path))
    const home = pages.find(
      (candidate) => candidate.kind === 'home' && candidate.language === page.language,
    )
    expect(trail[0]?.item).toBe(absolute(home?.path ?? ''))
    expect(nodesOfType(head(), 'Service')).toHaveLength(
      ['home', 'services'].includes(page.kind) ? 5 : 0,
    )
  })

  if (page.kind === 'post') {
    it('describes the article as a BlogPosting linked to its translations', () => {
      const [article] = nodesOfType(head(), 'BlogPosting')
      expect(article).toMatchObject({
        headline: page.title,
        datePublished: '2025-08-28',
        inLanguage: locale(page.language),
        author: { '@type': 'Person', name: expect.any(String) },
        image: expect.stringMatching(
          new RegExp(`^${publicSiteUrl}/static/.+\\.(jpg|png|webp|avif|svg)$`),
        ),
      })
      const others = translationsOf(page).filter(({ language }) => language !== page.language)
      if (page.language === 'en') {
        expect(
          (article?.workTranslation as { url: string }[]).map(({ url }) => url).sort(),
        ).toEqual(others.map(({ path: other }) => absolute(other)).sort())
      } else {
        const english = others.find(({ language }) => language === 'en')
        expect(article?.translationOfWork).toMatchObject({ url: absolute(english?.path ?? '') })
      }
    })
  }
})

describe('titles and descriptions', () => {
  it('are unique among the pages of each language', () => {
    const duplicates = (values: string[]) =>
      values.filter((value, index) => values.indexOf(value) !== index)
    for (const language of languageCodes) {
      const ofLanguage = pages.filter((page) => page.language === language)
      expect(duplicates(ofLanguage.map(({ path }) => heads[path]?.title ?? ''))).toEqual([])
      expect(duplicates(ofLanguage.map(({ path }) => heads[path]?.description ?? ''))).toEqual([])
    }
  })
})

describe('pages that must not be indexed', () => {
  const aliases = pages.flatMap(({ aliases: paths }) => paths)
  it.each([...aliases, ...unindexedPages.map(({ path }) => path), '/404', '/de/404'])(
    '%s carries noindex, a description and no alternates',
    (path) => {
      expect(heads[path]?.robots).toBe('noindex')
      expect(heads[path]?.description).toMatch(/\w{3}/)
      expect(heads[path]?.alternates).toEqual([])
      expect(heads[path]?.jsonLd).toEqual([])
    },
  )
  it.each(unindexedPages.map((page) => [page.path, page] as const))(
    '%s is described by its own frontmatter',
    (path, page) => expect(heads[path]?.description).toBe(page.description),
  )
})

describe('sitemap', () => {
  let entries: Awaited<ReturnType<typeof readSitemap>>['urls']

  beforeAll(async () => {
    const index = await readSitemap(browserPage, await fetchText('/sitemap.xml'))
    const children = index.root === 'sitemapindex' ? index.children : []
    entries =
      index.root === 'urlset'
        ? index.urls
        : (
            await Promise.all(
              children.map(async (child) =>
                readSitemap(browserPage, await fetchText(localPath(child))),
              ),
            )
          ).flatMap((sitemap) => sitemap.urls)
    expect(index.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  })

  it('lists exactly the built canonical pages of all languages, with absolute URLs', () => {
    expect(entries.map(({ loc }) => loc).sort()).toEqual(
      pages.map(({ path }) => absolute(path)).sort(),
    )
  })

  it('ranks pages as the spec says', () => {
    for (const entry of entries) {
      const page = pages.find(({ path }) => absolute(path) === entry.loc)
      const expected =
        page?.kind === 'home'
          ? ['1.0', 'weekly']
          : page?.kind === 'pricing'
            ? ['0.9', 'monthly']
            : page?.kind === 'legal'
              ? ['0.6', 'yearly']
              : ['0.8', 'monthly']
      expect([entry.priority, entry.changefreq]).toEqual(expected)
    }
  })

  it("has the same hreflang alternates as each page's head", () => {
    for (const entry of entries) {
      expect(entry.alternates).toEqual(heads[localPath(entry.loc)]?.alternates)
    }
  })
})

describe('robots, icons and share images', () => {
  it('robots.txt allows every crawler and names the sitemap', async () => {
    const robots = await fetchText('/robots.txt')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${publicSiteUrl}/sitemap.xml`)
  })

  it('serves a favicon.ico, an apple-touch-icon and the logo, carries its tab icon as a PNG and links no web manifest', async () => {
    const ico = Buffer.from(await (await fetch(siteUrl('/favicon.ico'))).arrayBuffer())
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    const appleTouch = Buffer.from(
      await (await fetch(siteUrl('/apple-touch-icon.png'))).arrayBuffer(),
    )
    expect(appleTouch.readUInt32BE(16)).toBe(180)
    const logo = Buffer.from(await (await fetch(siteUrl('/icons/logo-512.png'))).arrayBuffer())
    expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([512, 512])
    // The .ico's second image is its 32 px one (src/node/icons.ts writes 16 and 32).
    const ico32 = ico
      .subarray(ico.readUInt32LE(6 + 16 + 12))
      .subarray(0, ico.readUInt32LE(6 + 16 + 8))
    for (const { icons } of Object.values(heads)) {
      expect(icons.map(({ rel, type }) => [rel, type])).toEqual([
        ['icon', 'image/png'],
        ['apple-touch-icon', null],
      ])
      const [tabIcon, appleTouchIcon] = icons.map(({ href }) => href)
      expect(appleTouchIcon).toBe('/apple-touch-icon.png')
      // An SVG icon would be parsed as a document of its own on the page's main thread.
      const prefix = 'data:image/png;base64,'
      expect(tabIcon?.startsWith(prefix)).toBe(true)
      expect(Buffer.from(tabIcon?.slice(prefix.length) ?? '', 'base64').equals(ico32)).toBe(true)
    }
  })

  it.each(pages.map(({ path }) => path))(
    'the share image of %s is a 1200×630 PNG',
    async (path) => {
      const [image] = heads[path]?.meta['og:image'] ?? []
      const response = await fetch(siteUrl(localPath(image ?? '')))
      expect(response.status).toBe(200)
      const png = Buffer.from(await response.arrayBuffer())
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    },
  )
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { company, siteUrl as productionUrl } from '../src/config/site'
import { languageCodes, languageDefinition, type Language } from '../src/i18n/languages'
import { listMdxFiles, parseFrontmatter } from '../src/node/content-files'
import { contentRoot } from '../src/node/project-paths'
import { feedPath } from '../src/seo/urls'
import { resolveFile } from '../tools/static-server'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { publicRoot } from './harness/built-pages'
import { expectedPages, uiStringsOf } from './harness/content'

interface Feed {
  root: string
  version: string | null
  channel: Record<'title' | 'link' | 'description' | 'language', string>
  self: string | null
  items: (Record<'title' | 'link' | 'guid' | 'pubDate' | 'creator' | 'description', string> & {
    categories: string[]
  })[]
}

/** Parses a feed as a feed reader would, in the browser's XML parser, which rejects bad XML. */
function readFeed(page: Page, xml: string): Promise<Feed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) throw new Error('The feed is not well-formed XML')
    const channel = doc.getElementsByTagName('channel')[0]
    const child = (parent: Element | undefined, name: string) =>
      [...(parent?.children ?? [])].find((element) => element.tagName === name)?.textContent ?? ''
    return {
      root: doc.documentElement.tagName,
      version: doc.documentElement.getAttribute('version'),
      channel: {
        title: child(channel, 'title'),
        link: child(channel, 'link'),
        description: child(channel, 'description'),
        language: child(channel, 'language'),
      },
      self:
        doc
          .getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
          ?.getAttribute('href') ?? null,
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        pubDate: child(item, 'pubDate'),
        creator: child(item, 'dc:creator'),
        description: child(item, 'description'),
        categories: [...item.children]
          .filter((element) => element.tagName === 'category')
          .map((element) => element.textContent ?? ''),
      })),
    }
  }, xml)
}

/**
 * Every post as its files say: English facts (date, author, categories) shared by all its
 * languages, the author's and categories' names from their own files.
 */
interface PostFile {
  language: Language
  slug: string
  title: string
  excerpt: string
  date: string
  author: string
  categories: string[]
}
const nameIn = (section: string, key: string, language: Language) =>
  String(
    (
      parseFrontmatter(
        readFileSync(join(contentRoot, section, key, `index.${language}.mdx`), 'utf8'),
      ) as Record<string, unknown>
    ).name,
  )
const posts = listMdxFiles(join(contentRoot, 'blog')).map((file): PostFile => {
  const own = parseFrontmatter(readFileSync(file, 'utf8')) as Record<string, string>
  const english = parseFrontmatter(
    readFileSync(file.replace(/index\.\w+\.mdx$/, 'index.en.mdx'), 'utf8'),
  ) as Record<string, string> & { categories: string[] }
  const language = /index\.(\w+)\.mdx$/.exec(file)?.[1] as Language
  return {
    language,
    slug: own.slug ?? '',
    title: own.title ?? '',
    excerpt: own.excerpt ?? '',
    date: english.date ?? '',
    author: nameIn('authors', english.author ?? '', 'en'),
    categories: english.categories.map((key) => nameIn('categories', key, language)),
  }
})

let browserPage: Page
beforeAll(async () => {
  browserPage = await openPage()
})
afterAll(disconnectBrowser)

describe.each(languageCodes)('the blog feed in %s', (language) => {
  let feed: Feed
  let contentType: string | null
  const blog = expectedPages().find((page) => page.kind === 'blog' && page.language === language)

  beforeAll(async () => {
    const response = await fetch(siteUrl(feedPath(language)))
    expect(response.status).toBe(200)
    contentType = response.headers.get('content-type')
    feed = await readFeed(browserPage, await response.text())
  })

  it('is RSS 2.0 served as XML, describing the blog of its language with absolute links', () => {
    expect(contentType).toMatch(/xml/)
    expect(feed.root).toBe('rss')
    expect(feed.version).toBe('2.0')
    expect(feed.channel.title).toBe(`${blog?.title} | ${company.name}`)
    expect(feed.channel.link).toBe(`${productionUrl}${blog?.path}`)
    expect(feed.channel.description).toBe(blog?.description)
    expect(feed.channel.language).toBe(languageDefinition(language).locale)
    expect(feed.self).toBe(`${productionUrl}${feedPath(language)}`)
  })

  it('lists every post of its language, newest first, with its date, author, categories and excerpt', () => {
    const expected = posts
      .filter((post) => post.language === language)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((post) => ({
        title: post.title,
        link: `${productionUrl}${post.slug}`,
        guid: `${productionUrl}${post.slug}`,
        pubDate: new Date(`${post.date}T00:00:00Z`).toUTCString(),
        creator: post.author,
        description: post.excerpt,
        categories: post.categories,
      }))
    expect(expected.length).toBeGreaterThan(0)
    expect(feed.items).toEqual(expected)
  })

  it('is offered to readers by a link on the blog page', async () => {
    await browserPage.goto(siteUrl(blog?.path ?? ''))
    const link = browserPage.getByRole('main').locator(`a[href="${feedPath(language)}"]`)
    await expect(link.getAttribute('type')).resolves.toBe('application/rss+xml')
    await expect(link.textContent()).resolves.toBe(uiStringsOf(language).feed.subscribe)
  })

  it('is announced in the head of every page of its language', () => {
    const pagesOfLanguage = expectedPages().filter((page) => page.language === language)
    for (const { path } of pagesOfLanguage) {
      const html = readFileSync(resolveFile(publicRoot, path) ?? '', 'utf8')
      expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="`)
      expect(html).toContain(`href="${productionUrl}${feedPath(language)}"`)
    }
  })
})

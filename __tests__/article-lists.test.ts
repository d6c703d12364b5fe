import {
  articleLinks,
  articleListPages,
  siteListPages,
  type ListedArticle,
} from '../src/node/article-lists'
import { buildTranslationGraph } from '../src/node/translation-graph'
import { shownPageNumbers } from '../src/components/sections/pagination'
import { sitemapPages } from '../src/seo/sitemap'
import type { Language } from '../src/i18n/languages'

const pageWords: Record<string, string> = { en: 'page', de: 'seite', es: 'pagina' }
const pageWordOf = (language: Language) => pageWords[language] ?? 'page'

/**
 * `count` articles of a language, one a day back from 2026-03-31, named by language and number;
 * the odd ones in the category `ads`, the even ones in `seo`, all by `laura`.
 */
const articles = (language: Language, count: number): ListedArticle[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${language}-${index + 1}`,
    language,
    path: `/${language}/blog/${index + 1}`,
    date: new Date(Date.UTC(2026, 2, 31 - index)).toISOString().slice(0, 10),
    categories: [index % 2 === 0 ? 'ads' : 'seo'],
    author: 'laura',
  }))

const blogs = [
  { language: 'en' as const, path: '/blog' },
  { language: 'de' as const, path: '/de/blog' },
  { language: 'es' as const, path: '/es/blog' },
]

describe('the pages of the blog’s list', () => {
  const pages = articleListPages(
    blogs,
    [...articles('de', 30), ...articles('en', 13)],
    pageWordOf,
    12,
  )
  const page = (path: string) => pages.find((candidate) => candidate.path === path)

  it('hold the articles of their language, newest first, a page at a time, under the language’s word for “page”', () => {
    expect(pages.filter(({ language }) => language === 'de').map(({ path }) => path)).toEqual([
      '/de/blog',
      '/de/blog/seite/2',
      '/de/blog/seite/3',
    ])
    expect(page('/de/blog')?.articleIds).toEqual(articles('de', 12).map(({ id }) => id))
    expect(page('/de/blog/seite/3')?.articleIds).toEqual([
      'de-25',
      'de-26',
      'de-27',
      'de-28',
      'de-29',
      'de-30',
    ])
    expect(page('/de/blog/seite/2')).toMatchObject({
      number: 2,
      pagePaths: ['/de/blog', '/de/blog/seite/2', '/de/blog/seite/3'],
    })
  })

  it('are translated only by the same page of a list that has it', () => {
    expect(page('/de/blog/seite/2')?.translations).toEqual([
      { language: 'en', path: '/blog/page/2' },
      { language: 'de', path: '/de/blog/seite/2' },
    ])
    expect(page('/de/blog/seite/3')?.translations).toEqual([
      { language: 'de', path: '/de/blog/seite/3' },
    ])
    expect(page('/blog')?.translations.map(({ path }) => path)).toEqual([
      '/blog',
      '/es/blog',
      '/de/blog',
    ])
  })

  it('keep a first page for a language without articles', () => {
    expect(pages.filter(({ language }) => language === 'es')).toEqual([
      expect.objectContaining({
        path: '/es/blog',
        number: 1,
        articleIds: [],
        pagePaths: ['/es/blog'],
      }),
    ])
  })

  it('order articles of the same day by address, the same on every build and machine', () => {
    // Node ids change with the folder a build runs in; addresses do not.
    const sameDay = [
      ['id-1', '/blog/b'],
      ['id-2', '/blog/c'],
      ['id-3', '/blog/a'],
    ].map(([id = '', path = '']) => ({
      id,
      path,
      language: 'en' as const,
      date: '2026-01-01',
      categories: [],
    }))
    const [first] = articleListPages(blogs.slice(0, 1), sameDay, pageWordOf, 2)
    expect(first?.articleIds).toEqual(['id-3', 'id-1'])
  })

  it('are each in the sitemap, with the same alternates as their heads', () => {
    const node = (id: string, language: Language, kind: string, path: string, date?: string) => ({
      id,
      fields: {
        language,
        kind,
        path,
        translationKey: kind === 'blog' ? 'pages/blog' : `blog/${id}`,
      },
      frontmatter: { date },
    })
    const nodes = [
      node('blog-en', 'en', 'blog', '/blog'),
      node('blog-de', 'de', 'blog', '/de/blog'),
      ...articles('de', 13).map(({ id, date }) => node(id, 'de', 'post', `/de/blog/${id}`, date)),
      ...articles('en', 2).map(({ id, date }) => node(id, 'en', 'post', `/blog/${id}`, date)),
    ]
    const listed = sitemapPages(nodes, pageWordOf).filter(({ kind }) => kind === 'blog')
    expect(listed).toEqual([
      {
        path: '/blog',
        kind: 'blog',
        translations: [
          { language: 'en', path: '/blog' },
          { language: 'de', path: '/de/blog' },
        ],
      },
      {
        path: '/de/blog',
        kind: 'blog',
        translations: [
          { language: 'en', path: '/blog' },
          { language: 'de', path: '/de/blog' },
        ],
      },
      {
        path: '/de/blog/seite/2',
        kind: 'blog',
        translations: [{ language: 'de', path: '/de/blog/seite/2' }],
      },
    ])
  })
})

describe('the lists of a category and an author', () => {
  const page = (translationKey: string, kind: string, language: Language, path: string) => ({
    translationKey,
    kind,
    language,
    path,
  })
  const pages = [
    page('pages/blog', 'blog', 'en', '/blog'),
    page('pages/blog', 'blog', 'de', '/de/blog'),
    page('categories/ads', 'category', 'en', '/blog/category/ads'),
    page('categories/ads', 'category', 'de', '/de/blog/kategorie/werbung'),
    page('categories/seo', 'category', 'en', '/blog/category/seo'),
    page('categories/seo', 'category', 'de', '/de/blog/kategorie/seo'),
    page('authors/laura', 'author', 'en', '/blog/author/laura'),
    page('authors/laura', 'author', 'de', '/de/blog/autorin/laura'),
  ]
  const lists = siteListPages(
    pages,
    buildTranslationGraph(pages),
    [...articles('de', 30), ...articles('en', 3)],
    pageWordOf,
  )
  const pathsOf = (translationKey: string) =>
    lists.filter((list) => list.translationKey === translationKey).map(({ path }) => path)

  it('hold their own articles, in pages under the language’s word', () => {
    const adsInGerman = lists.filter(
      (list) => list.translationKey === 'categories/ads' && list.language === 'de',
    )
    expect(adsInGerman.map(({ path }) => path)).toEqual([
      '/de/blog/kategorie/werbung',
      '/de/blog/kategorie/werbung/seite/2',
    ])
    expect(adsInGerman[1]?.articleIds).toEqual(['de-25', 'de-27', 'de-29'])
    expect(pathsOf('authors/laura')).toEqual([
      '/blog/author/laura',
      '/de/blog/autorin/laura',
      '/de/blog/autorin/laura/seite/2',
      '/de/blog/autorin/laura/seite/3',
    ])
  })

  it('link only the same page of the other languages', () => {
    const secondPage = lists.find(({ path }) => path === '/de/blog/kategorie/seo/seite/2')
    expect(secondPage?.translations).toEqual([
      { language: 'de', path: '/de/blog/kategorie/seo/seite/2' },
    ])
  })
})

describe('the end of an article', () => {
  const links = articleLinks([...articles('de', 6), ...articles('en', 2)])

  it('leads to the next newer and older articles of its language', () => {
    expect(links.get('de-3')).toMatchObject({ newerId: 'de-2', olderId: 'de-4' })
    expect(links.get('de-1')).toMatchObject({ newerId: undefined, olderId: 'de-2' })
    expect(links.get('de-6')).toMatchObject({ newerId: 'de-5', olderId: undefined })
  })

  it('suggests others of its language, those of its category first, never itself nor its neighbours', () => {
    // de-1, 3 and 5 are about ads; de-2, 4 and 6 about seo.
    expect(links.get('de-3')?.relatedIds).toEqual(['de-1', 'de-5', 'de-6'])
    expect(links.get('de-1')?.relatedIds).toEqual(['de-3', 'de-5', 'de-4'])
    expect(links.get('de-6')?.relatedIds).toEqual(['de-2', 'de-4', 'de-1'])
    expect(links.get('en-1')?.relatedIds).toEqual([])
  })
})

describe('the row of page numbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('on page %i of %i shows %j', (current, count, shown) => {
    expect(shownPageNumbers(current, count)).toEqual(shown)
  })
})

import { articlesPerPage } from '../config/blog'
import { languageCodes, type Language } from '../i18n/languages'
import type { Translation } from '../i18n/page-context'
import type { GraphPage, TranslationGraph } from './translation-graph'

/** An article as a list orders it. */
export interface ListedArticle {
  id: string
  language: Language
  path: string
  /** The publication day, YYYY-MM-DD. */
  date: string
  /** The folder names of its categories (content/categories/<name>), the main one first. */
  categories: readonly string[]
  /** The folder name of its author's entry (content/authors/<name>). */
  author?: string
}

/** An article's node as the pages and the sitemap read it. */
export interface ArticleNode {
  id: string
  fields: Pick<GraphPage, 'language' | 'path' | 'kind'>
  frontmatter: {
    date?: string | null
    author?: string | null
    categories?: readonly (string | null)[] | null
  }
}

/** The articles among the content's nodes, as lists order them. */
export const listedArticles = (nodes: readonly ArticleNode[]): ListedArticle[] =>
  nodes
    .filter((node) => node.fields.kind === 'post')
    .map(({ id, fields, frontmatter }) => ({
      id,
      language: fields.language,
      path: fields.path,
      date: String(frontmatter.date ?? ''),
      categories: (frontmatter.categories ?? []).filter((key) => typeof key === 'string'),
      ...(frontmatter.author && { author: frontmatter.author }),
    }))

/** One page of a list of articles in one language: the blog's first page, or a later one. */
export interface ArticleListPage {
  language: Language
  path: string
  /** The page's number, 1 for the first. */
  number: number
  /** The paths of the list's pages in this language, first to last. */
  pagePaths: string[]
  /** The articles the page shows, newest first. */
  articleIds: string[]
  /** The same page of the list in every language whose list has that many pages. */
  translations: Translation[]
}

/** The address of page `number` of a list whose first page is `firstPage`: /de/blog/seite/2. */
export const listPagePath = (firstPage: string, pageWord: string, number: number) =>
  number === 1 ? firstPage : `${firstPage.replace(/\/$/, '')}/${pageWord}/${number}`

/**
 * Newest first; articles of the same day by address, as every list's query sorts them
 * (`articleOrder`): an order that does not change when a node is made again, so that an edit
 * renders no page whose articles merely swapped places.
 */
export const newestFirst = (a: ListedArticle, b: ListedArticle) =>
  b.date.localeCompare(a.date) || a.path.localeCompare(b.path)

/**
 * The pages of a list in every language it has a first page in: its articles of that language,
 * newest first, `perPage` to a page, under that language's word for "page". A list with no
 * article still has its first page.
 */
export function articleListPages(
  firstPages: readonly Translation[],
  articles: readonly ListedArticle[],
  pageWordOf: (language: Language) => string,
  perPage: number = articlesPerPage,
): ArticleListPage[] {
  const lists = firstPages.map(({ language, path }) => {
    const ids = articles
      .filter((article) => article.language === language)
      .sort(newestFirst)
      .map(({ id }) => id)
    const count = Math.max(1, Math.ceil(ids.length / perPage))
    const pagePaths = Array.from({ length: count }, (_, index) =>
      listPagePath(path, pageWordOf(language), index + 1),
    )
    return { language, ids, pagePaths }
  })
  const byLanguageOrder = (a: { language: Language }, b: { language: Language }) =>
    languageCodes.indexOf(a.language) - languageCodes.indexOf(b.language)
  return lists.flatMap(({ language, ids, pagePaths }) =>
    pagePaths.map((path, index) => ({
      language,
      path,
      number: index + 1,
      pagePaths,
      articleIds: ids.slice(index * perPage, (index + 1) * perPage),
      translations: lists
        .filter((list) => list.pagePaths.length > index)
        .map((list) => ({ language: list.language, path: list.pagePaths[index] as string }))
        .sort(byLanguageOrder),
    })),
  )
}

/** The kinds of page that list articles: the blog all of them, a category or an author theirs. */
export const articleListKinds = ['blog', 'category', 'author'] as const

export const isArticleListKind = (kind: string) =>
  (articleListKinds as readonly string[]).includes(kind)

/** The articles a list holds: `categories/advertising` those in that category, and so on. */
function articlesOfList(
  { kind, translationKey }: Pick<GraphPage, 'kind' | 'translationKey'>,
  articles: readonly ListedArticle[],
): readonly ListedArticle[] {
  const folder = translationKey.slice(translationKey.indexOf('/') + 1)
  if (kind === 'category') return articles.filter(({ categories }) => categories.includes(folder))
  if (kind === 'author') return articles.filter(({ author }) => author === folder)
  return articles
}

/** A page of one of the site's lists of articles: which list it is a page of. */
export interface SiteListPage extends ArticleListPage {
  /** The list's item: `pages/blog`, `categories/advertising`, `authors/laura-mendez`. */
  translationKey: string
  kind: string
}

/** Every page of every list of articles: the blog's, each category's and each author's. */
export function siteListPages(
  pages: readonly GraphPage[],
  graph: TranslationGraph,
  articles: readonly ListedArticle[],
  pageWordOf: (language: Language) => string,
): SiteListPage[] {
  const lists = new Map(
    pages
      .filter(({ kind }) => isArticleListKind(kind))
      .map((page) => [page.translationKey, page] as const),
  )
  return [...lists.values()].flatMap((list) =>
    articleListPages(
      graph.translationsOf(list.translationKey),
      articlesOfList(list, articles),
      pageWordOf,
    ).map((page) => ({ ...page, translationKey: list.translationKey, kind: list.kind })),
  )
}

/** How many articles an article suggests after its end. */
export const relatedArticleCount = 3

/** Where an article leads on: the next newer and older articles of its language, and others. */
export interface ArticleLinks {
  newerId?: string
  olderId?: string
  /**
   * The articles it suggests: those sharing a category with it first, then the others, each
   * group newest first; never itself, nor its newer or older neighbour.
   */
  relatedIds: string[]
}

/** The links at the end of each article, by its id. */
export function articleLinks(articles: readonly ListedArticle[]): Map<string, ArticleLinks> {
  const links = new Map<string, ArticleLinks>()
  for (const language of new Set(articles.map((article) => article.language))) {
    const inOrder = articles.filter((article) => article.language === language).sort(newestFirst)
    inOrder.forEach(({ id, categories }, index) => {
      const newerId = inOrder[index - 1]?.id
      const olderId = inOrder[index + 1]?.id
      const candidates = inOrder.filter(
        (candidate) => ![id, newerId, olderId].includes(candidate.id),
      )
      const sharesCategory = (candidate: ListedArticle) =>
        candidate.categories.some((category) => categories.includes(category))
      const relatedIds = [
        ...candidates.filter(sharesCategory),
        ...candidates.filter((candidate) => !sharesCategory(candidate)),
      ]
        .slice(0, relatedArticleCount)
        .map((article) => article.id)
      links.set(id, { newerId, olderId, relatedIds })
    })
  }
  return links
}

/** An article's next newer or older article, as the end of an article links it. */
export interface ArticleNeighbour {
  id: string
  fields: { path: string }
  frontmatter: { title: string }
}

/** What the end of an article shows besides its own file: for the CMS preview, which has no query. */
export interface ArticleEnd {
  newerId?: string
  neighbours: ArticleNeighbour[]
  relatedIds: string[]
}

/** An item in one language, as a key: of an article's end, or an author's page, in the preview. */
export const itemInLanguageKey = (translationKey: string, language: Language) =>
  `${language}:${translationKey}`

/** An author or a category as an article shows it (the ArticleEntries fragment's fields). */
export interface ArticleEntry {
  id: string
  fields: { path: string }
  frontmatter: { name: string; role?: string }
}

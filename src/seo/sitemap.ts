import type { Language } from '../i18n/languages'
import type { Translation } from '../i18n/page-context'
import { isArticleListKind, listedArticles, siteListPages } from '../node/article-lists'
import { buildTranslationGraph, type GraphPage } from '../node/translation-graph'
import { isIndexedKind } from './indexing'
import { alternateLinks } from './urls'

/** How often a kind of page changes and how much it matters, as the spec's sitemap states. */
export function sitemapRank(kind: string): {
  priority: number
  changefreq: 'weekly' | 'monthly' | 'yearly'
} {
  if (kind === 'home') return { priority: 1.0, changefreq: 'weekly' }
  if (kind === 'pricing') return { priority: 0.9, changefreq: 'monthly' }
  if (kind === 'legal') return { priority: 0.6, changefreq: 'yearly' }
  return { priority: 0.8, changefreq: 'monthly' }
}

/** A content page as the sitemap's query reads it: an Mdx node's fields. */
export interface SitemapPage {
  path: string
  kind: string
  translations: Translation[]
  /** An article's day of publication, or of its last update in substance. */
  lastModified?: string
}

/** A content item as the sitemap's query reads it. */
export interface SitemapNode {
  id: string
  fields: GraphPage
  frontmatter: {
    date?: string | null
    updated?: string | null
    author?: string | null
    categories?: readonly (string | null)[] | null
  }
}

/**
 * The sitemap's pages, from the content's Mdx nodes (so no alias and no not-found page) that
 * search engines may list, each with its translations from the one translation graph, and every
 * page of the lists of articles (article-lists.ts, as the pages are made). Read from the content rather
 * than from each page's context, which carries the UI strings and routes of its language: at
 * 7,000 pages that query alone held some 400 MB.
 */
export function sitemapPages(
  nodes: readonly SitemapNode[],
  pageWordOf: (language: Language) => string,
): SitemapPage[] {
  const pages = nodes.map(({ fields }) => fields)
  const graph = buildTranslationGraph(pages)
  const listPages = siteListPages(pages, graph, listedArticles(nodes), pageWordOf).map(
    ({ path, kind, translations }) => ({ path, kind, translations }),
  )
  return [
    ...nodes
      .filter(({ fields }) => isIndexedKind(fields.kind) && !isArticleListKind(fields.kind))
      .map(({ fields: { path, kind, translationKey }, frontmatter }) => {
        const lastModified = kind === 'post' ? (frontmatter.updated ?? frontmatter.date) : null
        return {
          path,
          kind,
          translations: graph.translationsOf(translationKey),
          ...(lastModified && { lastModified }),
        }
      }),
    ...listPages,
  ]
}

/** A sitemap entry with the same hreflang alternates as the page's head. */
export function sitemapEntry({ path, kind, translations, lastModified }: SitemapPage) {
  return {
    url: path,
    ...(lastModified && { lastmod: lastModified }),
    ...sitemapRank(kind),
    links: alternateLinks(translations).map(({ hrefLang, href }) => ({
      lang: hrefLang,
      url: href,
    })),
  }
}

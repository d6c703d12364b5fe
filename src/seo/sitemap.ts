import type { ContentPageContext } from '../i18n/page-context'
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

export interface SitemapPage {
  path: string
  pageContext: Partial<ContentPageContext> | null
}

/** Only indexed content pages belong in the sitemap: not aliases, not not-found pages. */
export function isIndexable(
  page: SitemapPage,
): page is SitemapPage & { pageContext: ContentPageContext } {
  return (
    typeof page.pageContext?.id === 'string' &&
    typeof page.pageContext.kind === 'string' &&
    isIndexedKind(page.pageContext.kind)
  )
}

/** A sitemap entry with the same hreflang alternates as the page's head. */
export function sitemapEntry({
  path,
  pageContext,
}: SitemapPage & { pageContext: ContentPageContext }) {
  return {
    url: path,
    ...sitemapRank(pageContext.kind),
    links: alternateLinks(pageContext.translations).map(({ hrefLang, href }) => ({
      lang: hrefLang,
      url: href,
    })),
  }
}

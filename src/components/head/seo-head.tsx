import type { ReactNode } from 'react'
import { company } from '../../config/site'
import { languageDefinition } from '../../i18n/languages'
import { searchItem } from '../../i18n/navigation'
import type { ContentPageContext, PageFrameContext } from '../../i18n/page-context'
import { graph, organization, website, type JsonLd } from '../../seo/structured-data'
import {
  absoluteUrl,
  alternateLinks,
  feedPath,
  shareImagePath,
  shareImageSize,
} from '../../seo/urls'

/** Tells feed readers where the blog feed of the page's language is. */
function FeedLink({ frame }: { frame: PageFrameContext }) {
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={frame.strings.feed.title}
      href={absoluteUrl(feedPath(frame.language))}
    />
  )
}

interface SeoHeadProps {
  /** The page's context; its kind decides how much of the company the graph holds. */
  frame: ContentPageContext
  title: string
  description: string
  /** The canonical path of the page. */
  path: string
  /** The page whose share image this one shows, where it is not this one. */
  sharedAs?: string
  type?: 'website' | 'article'
  /** Nodes of the JSON-LD graph beyond the site-wide WebSite and Organization. */
  structuredData?: readonly JsonLd[]
  children?: ReactNode
}

/**
 * The head of an indexable page: title and description, canonical and hreflang alternates,
 * Open Graph and Twitter cards with the page's share image, and the JSON-LD graph.
 */
export function SeoHead({
  frame,
  title,
  description,
  path,
  sharedAs = path,
  type = 'website',
  structuredData = [],
  children,
}: SeoHeadProps) {
  const { locale, ogLocale } = languageDefinition(frame.language)
  const url = absoluteUrl(path)
  const image = absoluteUrl(shareImagePath(sharedAs))
  const otherLocales = frame.translations
    .filter(({ language }) => language !== frame.language)
    .map(({ language }) => languageDefinition(language).ogLocale)
  return (
    <>
      <html lang={locale} />
      <title>{`${title} | ${company.name}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternateLinks(frame.translations).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.name} />
      {/* Also the title the site search shows for the page. */}
      <meta property="og:title" content={title} data-pagefind-meta="title[content]" />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale} />
      {otherLocales.map((alternate) => (
        <meta key={alternate} property="og:locale:alternate" content={alternate} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImageSize.width)} />
      <meta property="og:image:height" content={String(shareImageSize.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
      <script type="application/ld+json">
        {graph([
          website(frame.language, frame.routes[searchItem]),
          organization(frame.kind),
          ...structuredData,
        ])}
      </script>
      <FeedLink frame={frame} />
      {children}
    </>
  )
}

/**
 * The head of a page that must not be indexed (alias redirects, not-found pages). It still has a
 * description: browsers show it in bookmarks and shared links, and Lighthouse audits it.
 */
export function NoIndexHead({
  frame,
  title,
  description,
  children,
}: {
  frame: PageFrameContext
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <>
      <html lang={languageDefinition(frame.language).locale} />
      <title>{`${title} | ${company.name}`}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex" />
      <FeedLink frame={frame} />
      {children}
    </>
  )
}

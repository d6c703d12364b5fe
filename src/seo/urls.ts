import { siteUrl } from '../config/site'
import { defaultLanguage, languageDefinition, type Language } from '../i18n/languages'
import { languagePrefix } from '../i18n/paths'
import type { Translation } from '../i18n/page-context'

/** The absolute address of a site path, from the one site-URL setting. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`
}

/** The folder of the share images. */
export const shareImageFolder = 'og'

/** Where the build writes a page's share image (1200×630). */
export function shareImagePath(pagePath: string): string {
  return `/${shareImageFolder}${pagePath === '/' ? '/index' : pagePath}.png`
}

/** Where the build writes the RSS feed of a language's blog: /rss.xml, /es/rss.xml, ... */
export function feedPath(language: Language): string {
  return `${languagePrefix(language)}/rss.xml`
}

export const shareImageSize = { width: 1200, height: 630 } as const

export interface AlternateLink {
  hrefLang: string
  href: string
}

/**
 * The hreflang alternates of a page: every translation that exists (the page itself included)
 * and x-default for the English one. The head and the sitemap both use this list.
 */
export function alternateLinks(translations: readonly Translation[]): AlternateLink[] {
  const links = translations.map(({ language, path }) => ({
    hrefLang: languageDefinition(language).locale,
    href: absoluteUrl(path),
  }))
  const fallback = translations.find(({ language }) => language === defaultLanguage)
  return fallback ? [...links, { hrefLang: 'x-default', href: absoluteUrl(fallback.path) }] : links
}

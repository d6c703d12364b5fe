import { languageCodes, type Language } from '../i18n/languages'
import type { Translation } from '../i18n/page-context'

/** One page of the site as the graph knows it. */
export interface GraphPage {
  translationKey: string
  language: Language
  path: string
  kind: string
}

/**
 * Which paths every content item has in which language. Built once from the content; the
 * language switcher, the header and footer links, hreflang and the sitemap all read it.
 */
export interface TranslationGraph {
  /** Every language version of an item, in the order of the language list. */
  translationsOf(translationKey: string): Translation[]
  /** Paths of the pages and legal documents (not blog posts) in one language, by translation key. */
  routesIn(language: Language): Record<string, string>
}

const byLanguageOrder = (a: Translation, b: Translation) =>
  languageCodes.indexOf(a.language) - languageCodes.indexOf(b.language)

export function buildTranslationGraph(pages: readonly GraphPage[]): TranslationGraph {
  const byKey = new Map<string, Translation[]>()
  for (const { translationKey, language, path } of pages) {
    byKey.set(translationKey, [...(byKey.get(translationKey) ?? []), { language, path }])
  }
  for (const translations of byKey.values()) translations.sort(byLanguageOrder)
  return {
    translationsOf: (translationKey) => byKey.get(translationKey) ?? [],
    routesIn: (language) =>
      Object.fromEntries(
        pages
          .filter((page) => page.language === language && page.kind !== 'post')
          .map((page) => [page.translationKey, page.path]),
      ),
  }
}

import type { Language } from '../i18n/languages'

/**
 * The folder of the built site where Pagefind writes the search index: one bundle per language,
 * since a search page searches its own language only (and an index of every language at once
 * held 2 GB while it was built for 7,000 pages).
 */
export const searchIndexFolder = 'pagefind'

/** The folder of a language's search bundle, from the site's root. */
export const searchBundleFolder = (language: Language) => `${searchIndexFolder}/${language}`

/** The script that reads a language's index. */
export const searchIndexScript = (language: Language) =>
  `/${searchBundleFolder(language)}/pagefind.js`

/** The field of a search result that holds an article's categories (data-pagefind-meta). */
export const categorySearchMeta = 'category'

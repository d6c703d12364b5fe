import { defaultLanguage, isLanguage, type Language } from './languages'

/** The path prefix of a language: '' for the default language, '/{code}' for the others. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`
}

/** The home page of a language: '/' for the default language, '/{code}' for the others. */
export function homePath(language: Language): string {
  return languagePrefix(language) || '/'
}

/** The language a path belongs to, read from its first segment; no prefix means the default language. */
export function languageOfPath(path: string): Language {
  const firstSegment = path.split('/')[1] ?? ''
  return isLanguage(firstSegment) ? firstSegment : defaultLanguage
}

/** Whether a path lies inside a language's part of the site. */
export function pathBelongsTo(path: string, language: Language): boolean {
  return languageOfPath(path) === language
}

/** Site paths are written without a trailing slash (except the root) and without a query or hash. */
export function normalizePath(path: string): string {
  const withoutSuffix = path.split(/[?#]/)[0] ?? ''
  const trimmed = withoutSuffix.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

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

/**
 * The form of every address a writer gives a page: lower-case letters, digits and hyphens in
 * parts after "/", with no "/" at the end.
 */
export const sitePathShape = /^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/

/** Letters that lose no sound when written in ASCII, but that no accent stripping turns into it. */
const asciiSpellings: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
}

/**
 * The last part of an address made from a title in any of the site's languages, its letters
 * without their accents, as the site's addresses are written: "Prüfliste für den Prime Day" →
 * "prufliste-fur-den-prime-day", "Łódź" → "lodz".
 */
export function addressPartOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (letter) => asciiSpellings[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

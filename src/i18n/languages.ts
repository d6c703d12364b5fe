/** The one list of languages the site is published in. Everything language-related derives from it. */
export interface LanguageDefinition {
  /** ISO 639-1 code; also the path prefix (except for the default language) and the file-name suffix. */
  code: string
  /** BCP 47 tag for `<html lang>`, hreflang and Intl formatting. */
  locale: string
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string
  /** The language's name in that language, as the switcher shows it. */
  name: string
}

export const languages = [
  { code: 'en', locale: 'en', ogLocale: 'en_US', name: 'English' },
  { code: 'es', locale: 'es', ogLocale: 'es_ES', name: 'Español' },
  { code: 'de', locale: 'de', ogLocale: 'de_DE', name: 'Deutsch' },
  { code: 'it', locale: 'it', ogLocale: 'it_IT', name: 'Italiano' },
  { code: 'fr', locale: 'fr', ogLocale: 'fr_FR', name: 'Français' },
  { code: 'pt', locale: 'pt-PT', ogLocale: 'pt_PT', name: 'Português' },
  { code: 'pl', locale: 'pl', ogLocale: 'pl_PL', name: 'Polski' },
] as const satisfies readonly LanguageDefinition[]

export type Language = (typeof languages)[number]['code']

/** The language served without a path prefix. */
export const defaultLanguage: Language = 'en'

export const languageCodes: readonly Language[] = languages.map((language) => language.code)

export function isLanguage(code: string): code is Language {
  return (languageCodes as readonly string[]).includes(code)
}

export function languageDefinition(code: Language): (typeof languages)[number] {
  const found = languages.find((language) => language.code === code)
  if (!found) throw new Error(`Unknown language "${code}"`)
  return found
}

/** Narrows a language code read from page context or a path; unknown codes fall back to the default. */
export function toLanguage(code: string | null | undefined): Language {
  return code && isLanguage(code) ? code : defaultLanguage
}

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
  /**
   * How many words an adult reads in a minute, silently, in this language: the IReST study's
   * means (Trauzettel-Klosinski and Dietz, 2012), which measured the same texts in 17 languages.
   */
  wordsPerMinute: number
  /**
   * Where the language's prices depart from Intl's form: Italian groups four-digit amounts
   * (1.200 €, where Intl writes 1200 €); German writes the dollar as its code (1.300 USD), as "$"
   * alone names no one currency there.
   */
  prices?: { groupFourDigits?: true; dollarAsCode?: true }
}

export const languages = [
  { code: 'en', locale: 'en', ogLocale: 'en_US', name: 'English', wordsPerMinute: 228 },
  { code: 'es', locale: 'es', ogLocale: 'es_ES', name: 'Español', wordsPerMinute: 218 },
  {
    code: 'de',
    locale: 'de',
    ogLocale: 'de_DE',
    name: 'Deutsch',
    wordsPerMinute: 179,
    prices: { dollarAsCode: true },
  },
  {
    code: 'it',
    locale: 'it',
    ogLocale: 'it_IT',
    name: 'Italiano',
    wordsPerMinute: 188,
    prices: { groupFourDigits: true },
  },
  { code: 'fr', locale: 'fr', ogLocale: 'fr_FR', name: 'Français', wordsPerMinute: 195 },
  { code: 'pt', locale: 'pt-PT', ogLocale: 'pt_PT', name: 'Português', wordsPerMinute: 181 },
  { code: 'pl', locale: 'pl', ogLocale: 'pl_PL', name: 'Polski', wordsPerMinute: 166 },
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

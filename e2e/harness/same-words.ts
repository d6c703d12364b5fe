import type { Language } from '../../src/i18n/languages'

/**
 * UI words that are rightly the same in English and another language (trade terms, and words
 * that language uses too). Any other English UI string on a non-English page is a missed
 * translation.
 */
export const sameAsEnglish: Record<Exclude<Language, 'en'>, readonly string[]> = {
  es: ['Blog', 'Legal', 'ACOS', 'ROAS'],
  de: ['Blog', 'ACOS', 'ROAS', 'Traffic'],
  it: ['Home', 'Menu', 'Blog', 'ACOS', 'ROAS'],
  fr: ['Menu', 'Services', 'Blog', 'Contact', 'Solution', 'Message', 'ACOS', 'ROAS'],
  pt: ['Menu', 'Blog', 'ACOS', 'ROAS'],
  pl: ['Menu', 'Blog', 'ACOS', 'ROAS'],
}

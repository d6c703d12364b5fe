import type { Language } from '../../src/i18n/languages'

/** Place names many languages write as English does, and figure patterns made only of signs. */
const sharedNames = [
  'Barcelona',
  'Santa Cruz de Tenerife',
  'Munich',
  'Miami',
  'Monterrey',
  'Shenzhen',
  'Washington',
]
const sharedForms = ['{value}+', '<{value}', '{value}×', '{hours}/{days}', ': ']

/**
 * UI words that are rightly the same in English and another language (trade terms, place names,
 * and words that language uses too). Any other English UI string on a non-English page is a
 * missed translation.
 */
export const sameAsEnglish: Record<Exclude<Language, 'en'>, readonly string[]> = {
  es: ['Blog', 'Legal', 'ACOS', 'ROAS', ...sharedNames, ...sharedForms],
  de: ['Blog', 'ACOS', 'ROAS', 'Traffic', ...sharedNames, ...sharedForms],
  it: ['Home', 'Menu', 'Blog', 'ACOS', 'ROAS', ...sharedNames, ...sharedForms],
  fr: [
    'Menu',
    'Services',
    'Blog',
    'Contact',
    'Solution',
    'Message',
    'ACOS',
    'ROAS',
    '{value}\u00a0pts',
    'page',
    'Page {number}',
    '{title}, page {number}',
    ...sharedNames,
    ...sharedForms,
  ],
  pt: ['Menu', 'Blog', 'ACOS', 'ROAS', ...sharedNames, ...sharedForms],
  pl: ['Menu', 'Blog', 'ACOS', 'ROAS', ...sharedNames, ...sharedForms],
}

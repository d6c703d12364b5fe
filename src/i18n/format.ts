import type { Currency } from '../config/prices'
import { languageDefinition, type Language } from './languages'

/** A whole amount of money in the page's locale, e.g. $1,300 (en) or 1.200 € (de). */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  return new Intl.NumberFormat(languageDefinition(language).locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount)
}

/** A calendar date (YYYY-MM-DD or an ISO timestamp at UTC midnight) in the page's locale. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(languageDefinition(language).locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(isoDate))
}

/** The machine-readable day of a date, for <time dateTime>. */
export function isoDay(isoDate: string): string {
  return isoDate.slice(0, 10)
}

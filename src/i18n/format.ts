import type { Currency } from '../config/prices'
import { languageDefinition, type Language, type LanguageDefinition } from './languages'
import { fill, type UiStrings } from './strings'

/**
 * The one place where facts become text in a language. A fact is stored as a value of a kind
 * (never as its English spelling); its form comes from Intl for the page's language, and, where
 * Intl has no form (a multiplier, "300+", "24/7"), from a pattern in that language's UI strings
 * (`figureForms`), so that translators own it.
 */

/** A figure the site states: a number with what kind of number it is. */
export type Figure =
  /** A count that is a lower bound: 300+ clients. */
  | { kind: 'atLeast'; value: number }
  /** A percentage, such as a share or a level: 90%, 120%. */
  | { kind: 'percent'; value: number }
  /** A signed change in percent: +52.21%, −11.8%. */
  | { kind: 'change'; value: number }
  /** A signed change of a percentage in percentage points: an ACOS from 30.5% to 22.4% is −8.1 pts. */
  | { kind: 'pointChange'; value: number }
  /** A percentage something stayed under: <10%. */
  | { kind: 'percentBelow'; value: number }
  /** A factor: 2.5×. */
  | { kind: 'multiplier'; value: number }
  /** Availability, as hours a day and days a week: 24/7. */
  | { kind: 'availability'; hoursPerDay: number; daysPerWeek: number }

/** Every kind of figure, as content/facts/ names them. */
export const figureKinds = [
  'atLeast',
  'percent',
  'change',
  'pointChange',
  'percentBelow',
  'multiplier',
  'availability',
] as const satisfies readonly Figure['kind'][]

/** A figure as a facts file writes it: its kind and the numbers that kind takes. */
export interface WrittenFigure {
  kind: string
  value?: number
  hoursPerDay?: number
  daysPerWeek?: number
}

/**
 * The figure a facts file writes. The build has checked the file against its description
 * (src/node/facts/check.ts) before any page is made, so a mismatch here is a fault of that check.
 */
export function readFigure({ kind, value, hoursPerDay, daysPerWeek }: WrittenFigure): Figure {
  if (kind === 'availability' && hoursPerDay !== undefined && daysPerWeek !== undefined)
    return { kind, hoursPerDay, daysPerWeek }
  const valueKind = figureKinds.find((known) => known === kind && known !== 'availability')
  if (valueKind && valueKind !== 'availability' && value !== undefined)
    return { kind: valueKind, value }
  throw new Error(`A figure of kind "${kind}" without the numbers that kind takes.`)
}

export type FigureForms = UiStrings['figureForms']

const locale = (language: Language) => languageDefinition(language).locale

/** Intl writes a hyphen-minus for negative numbers in most languages; print typesets a minus sign. */
const withMinusSign = (text: string) => text.replace(/-/g, '\u2212')

export const formatNumber = (value: number, language: Language, signed = false) =>
  withMinusSign(
    new Intl.NumberFormat(locale(language), {
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(value),
  )

export const formatPercent = (value: number, language: Language, signed = false) =>
  withMinusSign(
    new Intl.NumberFormat(locale(language), {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(value / 100),
  )

/** A figure as the page's language writes it, e.g. +52.21% (en), +52,21 % (de), 2,5× (de). */
export function formatFigure(figure: Figure, language: Language, forms: FigureForms): string {
  switch (figure.kind) {
    case 'atLeast':
      return fill(forms.atLeast, { value: formatNumber(figure.value, language) })
    case 'percent':
      return formatPercent(figure.value, language, false)
    case 'change':
      return formatPercent(figure.value, language, true)
    case 'pointChange':
      return fill(forms.points, { value: formatNumber(figure.value, language, true) })
    case 'percentBelow':
      return fill(forms.below, { value: formatPercent(figure.value, language, false) })
    case 'multiplier':
      return fill(forms.multiplier, { value: formatNumber(figure.value, language) })
    case 'availability':
      return fill(forms.availability, {
        hours: formatNumber(figure.hoursPerDay, language),
        days: formatNumber(figure.daysPerWeek, language),
      })
  }
}

/** A whole amount of money in the page's locale, e.g. $1,300 (en) or 1.200 € (de). */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  const { prices }: LanguageDefinition = languageDefinition(language)
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    ...(prices?.groupFourDigits && { useGrouping: 'always' }),
    ...(prices?.dollarAsCode && currency === 'USD' && { currencyDisplay: 'code' }),
  }).format(amount)
}

/**
 * A calendar date (YYYY-MM-DD or an ISO timestamp at UTC midnight) in the page's locale. French
 * writes the first day of a month as an ordinal (1er septembre), which Intl does not, and keeps a
 * date on one line (no-break spaces between day, month and year), as French typography asks.
 */
export function formatDate(isoDate: string, language: Language): string {
  const parts = new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).formatToParts(new Date(isoDate))
  if (language !== 'fr') return parts.map(({ value }) => value).join('')
  return parts
    .map(({ type, value }) => {
      if (type === 'day' && value === '1') return '1er'
      return type === 'literal' ? value.replace(/ /g, '\u00a0') : value
    })
    .join('')
}

const monthFormat = (language: Language) =>
  new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The months from one YYYY-MM to another, both included, e.g. January 2023 – December 2025. */
export function formatMonthRange(from: string, to: string, language: Language): string {
  return monthFormat(language).formatRange(new Date(`${from}-01`), new Date(`${to}-01`))
}

/**
 * A span of months as a UI string may place it: `{period}` as one range (January 2023 – December
 * 2025), or `{from}` and `{to}` apart, for languages that write a span in words (de enero de 2023
 * a diciembre de 2025).
 */
export function monthSpan(from: string, to: string, language: Language) {
  const month = (yearMonth: string) => monthFormat(language).format(new Date(`${yearMonth}-01`))
  return { period: formatMonthRange(from, to, language), from: month(from), to: month(to) }
}

/** A number of months as words, e.g. 3 months, 3 Monate, 3 miesiące (Intl chooses the plural form). */
export function formatMonths(months: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'unit',
    unit: 'month',
    unitDisplay: 'long',
  }).format(months)
}

/** Items joined as the page's language lists them, e.g. "a, b and c", "a, b et c". */
export function formatList(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(locale(language), { type: 'conjunction' }).format(items)
}

/** A country's name in the page's language, from its ISO 3166 code (ES → España, Spanien ...). */
export function countryName(countryCode: string, language: Language): string {
  return new Intl.DisplayNames(locale(language), { type: 'region' }).of(countryCode) ?? countryCode
}

/** The machine-readable day of a date, for <time dateTime>. */
export function isoDay(isoDate: string): string {
  return isoDate.slice(0, 10)
}

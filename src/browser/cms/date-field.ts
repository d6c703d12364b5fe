import { languageDefinition, type Language } from '../../i18n/languages'

/**
 * The date field of the CMS in the writer's form: 20.11.2026 for a German writer, 20/11/2026 for a
 * Spanish one, 11/20/2026 in US English, whatever the browser's own language (Decap's date input
 * follows the browser). The file keeps YYYY-MM-DD, as the build reads it.
 */

export const dateFieldWidget = 'writer-date'

type DatePart = 'day' | 'month' | 'year'

/** How the writer's language names each part, for the field's placeholder. */
const partLetters: Record<Language, Record<DatePart, string>> = {
  en: { day: 'DD', month: 'MM', year: 'YYYY' },
  es: { day: 'DD', month: 'MM', year: 'AAAA' },
  de: { day: 'TT', month: 'MM', year: 'JJJJ' },
  it: { day: 'GG', month: 'MM', year: 'AAAA' },
  fr: { day: 'JJ', month: 'MM', year: 'AAAA' },
  pt: { day: 'DD', month: 'MM', year: 'AAAA' },
  pl: { day: 'DD', month: 'MM', year: 'RRRR' },
}

export interface DateForm {
  /** The parts in the order the writer writes them. */
  order: DatePart[]
  separator: string
  placeholder: string
}

/**
 * The form of a date in the writer's language: the browser's own locale when it is of that
 * language (en-GB writes 20/11/2026), else the site's locale for it.
 */
export function dateForm(language: Language, browserLocales: readonly string[]): DateForm {
  const locale =
    browserLocales.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ??
    languageDefinition(language).locale
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.UTC(2026, 10, 20)))
  const order = parts
    .map(({ type }) => type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year')
  const separator = parts.find(({ type }) => type === 'literal')?.value ?? '/'
  const letters = partLetters[language]
  return { order, separator, placeholder: order.map((part) => letters[part]).join(separator) }
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A stored date (YYYY-MM-DD) as the writer writes it; any other text stays as it is. */
export function writtenDate(iso: string, form: DateForm): string {
  const [, year, month, day] = isoPattern.exec(iso) ?? []
  if (!year || !month || !day) return iso
  const parts: Record<DatePart, string> = { year, month, day }
  return form.order.map((part) => parts[part]).join(form.separator)
}

/** The date a writer typed, as YYYY-MM-DD; undefined unless it is a real calendar day. */
export function storedDate(typed: string, form: DateForm): string | undefined {
  const numbers = typed.trim().split(/\D+/).filter(Boolean)
  if (numbers.length !== 3) return undefined
  const parts = Object.fromEntries(
    form.order.map((part, index) => [part, numbers[index]]),
  ) as Record<DatePart, string>
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (parts.year.length !== 4 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined
  return `${parts.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

import {
  countryName,
  formatDate,
  formatFigure,
  formatPrice,
  monthSpan,
  type Figure,
} from '../src/i18n/format'
import { languageCodes, languageDefinition, type Language } from '../src/i18n/languages'
import { stringsOf } from './support/render'

const nbsp = /[\u00a0\u202f]/g
const figure = (language: Language, value: Figure) =>
  formatFigure(value, language, stringsOf(language).figureForms)

describe('formatPrice', () => {
  it('formats whole amounts in the currency and locale of the page', () => {
    expect(formatPrice(1300, 'USD', 'en')).toBe('$1,300')
    expect(formatPrice(1200, 'EUR', 'en')).toBe('€1,200')
    expect(formatPrice(1200, 'EUR', 'de').replace(nbsp, ' ')).toBe('1.200 €')
  })

  it('writes the dollar as its code in German, and groups four digits in Italian, as their readers expect', () => {
    expect(formatPrice(1300, 'USD', 'de').replace(nbsp, ' ')).toBe('1.300 USD')
    expect(formatPrice(1200, 'EUR', 'it').replace(nbsp, ' ')).toBe('1.200 €')
    expect(formatPrice(1300, 'USD', 'it').replace(nbsp, ' ')).toBe('1.300 USD')
    expect(formatPrice(1200, 'EUR', 'es').replace(nbsp, ' ')).toBe('1200 €')
  })
})

describe('formatFigure', () => {
  it('keeps the English forms on English pages', () => {
    expect(figure('en', { kind: 'change', value: 52.21 })).toBe('+52.21%')
    expect(figure('en', { kind: 'multiplier', value: 2.5 })).toBe('2.5×')
    expect(figure('en', { kind: 'atLeast', value: 300 })).toBe('300+')
    expect(figure('en', { kind: 'percentBelow', value: 10 })).toBe('<10%')
    expect(figure('en', { kind: 'availability', hoursPerDay: 24, daysPerWeek: 7 })).toBe('24/7')
  })

  it('writes a change in percentage points with its sign and the unit each language uses', () => {
    const points = (language: Language) =>
      figure(language, { kind: 'pointChange', value: -8.1 }).replace(nbsp, ' ')
    expect(points('en')).toBe('\u22128.1 pts')
    expect(points('es')).toBe('\u22128,1 p. p.')
    expect(points('de')).toBe('\u22128,1 Prozentpunkte')
    expect(points('fr')).toBe('\u22128,1 pts')
    expect(points('it')).toBe('\u22128,1 p.p.')
    expect(points('pt')).toBe('\u22128,1 p.p.')
    expect(points('pl')).toBe('\u22128,1 pkt proc.')
    expect(figure('en', { kind: 'pointChange', value: 2 }).replace(nbsp, ' ')).toBe('+2 pts')
  })

  it('gives a span of months as one range, or as its two months for languages that write it in words', () => {
    expect(monthSpan('2023-01', '2025-12', 'es')).toEqual({
      period: expect.stringMatching(/^enero de 2023\s–\sdiciembre de 2025$/),
      from: 'enero de 2023',
      to: 'diciembre de 2025',
    })
    expect(monthSpan('2024-03', '2025-02', 'fr')).toMatchObject({
      from: 'mars 2024',
      to: 'février 2025',
    })
  })

  it('writes a falling figure with a minus sign, not a hyphen', () => {
    for (const language of languageCodes) {
      const text = figure(language, { kind: 'change', value: -11.8 })
      expect(text).toMatch(/^\u2212/)
      expect(text).not.toContain('-')
    }
  })

  it.each(languageCodes.filter((language) => language !== 'en'))(
    'gives %s its own decimal separator and spacing before %%, as Intl does',
    (language) => {
      const { locale } = languageDefinition(language)
      const intlPercent = new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      })
      expect(figure(language, { kind: 'change', value: 52.21 })).toBe(intlPercent.format(0.5221))
      expect(figure(language, { kind: 'change', value: 52.21 })).toContain('52,21')
      expect(figure(language, { kind: 'percent', value: 90 })).toBe(
        new Intl.NumberFormat(locale, { style: 'percent' }).format(0.9),
      )
      const multiplier = figure(language, { kind: 'multiplier', value: 2.5 })
      expect(multiplier).toContain('2,5')
      expect(multiplier).not.toMatch(/2,5x|2\.5/)
    },
  )

  it('puts the space French and German write before the percent sign', () => {
    expect(figure('de', { kind: 'change', value: 52.21 }).replace(nbsp, ' ')).toBe('+52,21 %')
    expect(figure('fr', { kind: 'change', value: 52.21 }).replace(nbsp, ' ')).toBe('+52,21 %')
    expect(figure('pl', { kind: 'change', value: 52.21 })).toBe('+52,21%')
  })
})

describe('formatDate', () => {
  it('formats the publication date in the page language, whatever the time zone', () => {
    expect(formatDate('2025-08-28', 'en')).toBe('August 28, 2025')
    expect(formatDate('2025-08-28T00:00:00.000Z', 'de')).toBe('28. August 2025')
  })

  it('writes the first of a month as French does (1er), on one line', () => {
    expect(formatDate('2025-09-01', 'fr')).toBe('1er\u00a0septembre\u00a02025')
    expect(formatDate('2025-09-11', 'fr')).toBe('11\u00a0septembre\u00a02025')
    expect(formatDate('2025-09-01', 'it')).toBe('1 settembre 2025')
  })
})

describe('countryName', () => {
  it('names a country in the page language', () => {
    expect(countryName('ES', 'en')).toBe('Spain')
    expect(countryName('ES', 'de')).toBe('Spanien')
    expect(countryName('ES', 'fr')).toBe('Espagne')
    expect(countryName('ES', 'pl')).toBe('Hiszpania')
  })
})

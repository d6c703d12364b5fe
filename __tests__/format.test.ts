import { formatDate, formatPrice } from '../src/i18n/format'

describe('formatPrice', () => {
  it('formats whole amounts in the currency and locale of the page', () => {
    expect(formatPrice(1300, 'USD', 'en')).toBe('$1,300')
    expect(formatPrice(1200, 'EUR', 'en')).toBe('€1,200')
    expect(formatPrice(1200, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.200 €')
  })
})

describe('formatDate', () => {
  it('formats the publication date in the page language, whatever the time zone', () => {
    expect(formatDate('2025-08-28', 'en')).toBe('August 28, 2025')
    expect(formatDate('2025-08-28T00:00:00.000Z', 'de')).toBe('28. August 2025')
  })
})

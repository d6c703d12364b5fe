import { bootScript, currencyFor, redirectTarget } from '../src/browser/boot'
import { languageChoiceKey } from '../src/browser/language-choice'
import { euroZones, fontUrl, runBoot } from './support/boot-sandbox'

/** What the boot script decides before the first paint: the address, the language, the currency. */

const languages = { languages: ['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'], defaultLanguage: 'en' }

describe('currencyFor', () => {
  it('gives EUR in the listed zones and USD elsewhere or without a zone', () => {
    expect(currencyFor('Europe/Madrid', euroZones)).toBe('EUR')
    expect(currencyFor('Europe/Warsaw', euroZones)).toBe('USD')
    expect(currencyFor(undefined, euroZones)).toBe('USD')
  })
})

describe('redirectTarget', () => {
  it('sends a visitor on / to the primary subtag of a supported browser language', () => {
    expect(redirectTarget('/', 'de-DE', languages, () => false)).toBe('/de')
    expect(redirectTarget('/', 'PT-br', languages, () => false)).toBe('/pt')
  })

  it('keeps English, unsupported languages, other paths and a second visit where they are', () => {
    expect(redirectTarget('/', 'en-US', languages, () => false)).toBeNull()
    expect(redirectTarget('/', 'ja-JP', languages, () => false)).toBeNull()
    expect(redirectTarget('/', '', languages, () => false)).toBeNull()
    expect(redirectTarget('/pricing', 'de-DE', languages, () => false)).toBeNull()
    expect(redirectTarget('/', 'de-DE', languages, () => true)).toBeNull()
  })
})

describe('the inline boot script', () => {
  it('sets the currency before paint and redirects a German browser on / once per session', () => {
    const first = runBoot()
    expect(first.attributes.get('data-currency')).toBe('EUR')
    expect(first.replaced).toEqual(['/de'])
    expect(first.storage.get(languageChoiceKey)).toBe('1')
    const second = runBoot({ storage: first.storage })
    expect(second.replaced).toEqual([])
  })

  it('reads no time zone on a page without prices, and sets no currency there', () => {
    // Intl fails here: a read of the time zone would leave a warning.
    const plain = runBoot({ path: '/de/blog', prices: false, failIntl: true })
    expect(plain.attributes.has('data-currency')).toBe(false)
    expect(plain.warnings).toEqual([])
    expect(bootScript(fontUrl, euroZones, { prices: false })).not.toContain('Europe/Madrid')
    // The live preview serves every page with one script, so it chooses the currency everywhere.
    expect(bootScript(fontUrl, euroZones, { preview: true })).toContain('Europe/Madrid')
  })

  it('leaves session storage alone on every page but the root', () => {
    expect(runBoot({ path: '/de/preise' }).storageReads).toEqual([])
    expect(runBoot({ path: '/' }).storageReads).toEqual([languageChoiceKey])
  })

  it('reads the time zone from Temporal where the browser has it, not from the slower Intl', () => {
    const madrid = runBoot({ temporalTimeZone: 'Europe/Madrid', timeZone: 'America/New_York' })
    expect(madrid.attributes.get('data-currency')).toBe('EUR')
    const newYork = runBoot({ temporalTimeZone: 'America/New_York', failIntl: true })
    expect(newYork.attributes.get('data-currency')).toBe('USD')
    expect(newYork.warnings).toEqual([])
  })

  it('shows USD and warns when the time zone cannot be read', () => {
    const { attributes, warnings } = runBoot({ failIntl: true, language: 'en-US' })
    expect(attributes.get('data-currency')).toBe('USD')
    expect(warnings).toHaveLength(1)
  })

  it('clears a malformed percent-encoded path, with a warning, so the router cannot throw on it', () => {
    const { rewritten, warnings } = runBoot({ path: '/es/%E0%A4%A', language: 'en-US' })
    expect(rewritten).toEqual(['/es/E0A4A'])
    expect(warnings).toHaveLength(1)
  })

  it('offers debug helpers that reset the flag and test a redirect', () => {
    const { window, storage, replaced } = runBoot({ language: 'en-US' })
    const helpers = window.languageRedirect as {
      reset: () => void
      test: (language: string) => string | null
    }
    expect(helpers.test('fr-FR')).toBe('/fr')
    expect(replaced).toEqual(['/fr'])
    expect(helpers.test('it')).toBeNull()
    helpers.reset()
    expect(storage.has(languageChoiceKey)).toBe(false)
    expect(helpers.test('it')).toBe('/it')
  })
})

import { homePath, languageOfPath, languagePrefix, normalizePath } from '../src/i18n/paths'
import { isLanguage, toLanguage } from '../src/i18n/languages'

describe('language of a path', () => {
  it('reads the language from the first path segment', () => {
    expect(languageOfPath('/de/preise')).toBe('de')
    expect(languageOfPath('/pl')).toBe('pl')
  })

  it('treats a path without a language prefix as English', () => {
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/pricing')).toBe('en')
    expect(languageOfPath('/deutsch')).toBe('en')
  })

  it('does not treat /en as a prefix, since English has none', () => {
    expect(languagePrefix('en')).toBe('')
    expect(languagePrefix('es')).toBe('/es')
  })
})

describe('home paths', () => {
  it('is / for English and /{lang} for the other languages', () => {
    expect(homePath('en')).toBe('/')
    expect(homePath('fr')).toBe('/fr')
  })
})

describe('normalizePath', () => {
  it('drops trailing slashes, queries and hashes but keeps the root', () => {
    expect(normalizePath('/about/')).toBe('/about')
    expect(normalizePath('/es/precios?x=1#plans')).toBe('/es/precios')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('')).toBe('/')
  })
})

describe('language codes', () => {
  it('knows exactly the seven languages of the site', () => {
    expect(['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'].every(isLanguage)).toBe(true)
    expect(isLanguage('ja')).toBe(false)
    expect(toLanguage('ja')).toBe('en')
    expect(toLanguage('pt')).toBe('pt')
  })
})

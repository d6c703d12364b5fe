import { readdirSync } from 'node:fs'
import englishStrings from '../content/strings/index.en.json'
import { defaultLanguage, languageCodes } from '../src/i18n/languages'
import { cmsBackend } from '../src/node/cms/admin'
import { cmsTextCatalogs, cmsTexts, recordingCmsTexts } from '../src/node/cms/cms-texts'
import { decapConfig } from '../src/node/cms/decap-config'
import { contentRoot } from '../src/node/project-paths'

/**
 * Every language of the CMS holds a word for each label, hint and name the configuration uses,
 * and no word for one it no longer uses: a field added to a kind, a fact file or an interface text
 * fails here until each language names it.
 */
const pageFolders = readdirSync(`${contentRoot}/pages`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const used = recordingCmsTexts()
decapConfig(pageFolders, cmsBackend({}), englishStrings, used)
const sorted = (keys: Iterable<string>) => [...keys].sort()
const placeholders = (text: string) => sorted(text.match(/\{\w+\}/g) ?? [])
const translations = languageCodes.filter((language) => language !== defaultLanguage)

describe('the CMS in each language', () => {
  it.each(translations)('%s names every text the configuration uses, and no other', (language) => {
    expect(sorted(Object.keys(cmsTextCatalogs[language].texts))).toEqual(sorted(used.texts))
    expect(sorted(Object.keys(cmsTextCatalogs[language].interfaceTexts))).toEqual(
      sorted(used.interfacePaths),
    )
  })

  it('names every interface text in plain English words, and rewords only texts it uses', () => {
    const english = cmsTextCatalogs[defaultLanguage]
    expect(sorted(Object.keys(english.interfaceTexts))).toEqual(sorted(used.interfacePaths))
    expect(Object.keys(english.texts).filter((text) => !used.texts.has(text))).toEqual([])
  })

  it.each(languageCodes)('%s keeps every {placeholder} of the English', (language) => {
    const { texts } = cmsTextCatalogs[language]
    for (const [english, translated] of Object.entries(texts))
      expect([english, placeholders(translated)]).toEqual([english, placeholders(english)])
  })

  it('fills placeholders, and names the header button as a writer would', () => {
    expect(cmsTexts('de').text('Page: {page}', { page: 'Preise' })).toBe('Seite: Preise')
    expect(cmsTexts('en').interfaceText('nav.cta')).not.toMatch(/cta/i)
    expect(cmsTexts('de').interfaceText('nav.cta')).toBe('Schaltfläche in der Kopfzeile')
  })

  it('writes each label in the CMS’s language into that language’s configuration', () => {
    const blog = (language: 'de' | 'en') =>
      decapConfig(pageFolders, cmsBackend({}), englishStrings, cmsTexts(language)).collections.find(
        ({ name }) => name === 'blog',
      )
    expect(blog('de')?.label).toBe('Blogartikel')
    expect(blog('en')?.label).toBe('Blog articles')
  })
})

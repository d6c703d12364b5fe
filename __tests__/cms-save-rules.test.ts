import { addressPartOf } from '../src/i18n/paths'
import { editorFollows, editorRouteOf } from '../src/browser/cms/editor-mends'
import {
  addressProblem,
  isBlank,
  itemOfFile,
  judgeLanguages,
  languageOfFile,
  missingFields,
  type RuleField,
} from '../src/browser/cms/entry-languages'

/**
 * What the CMS writes of an entry's languages (src/browser/cms/save-rules.ts applies these rules
 * to Decap; e2e/cms-languages.e2e.ts follows a writer through them in a browser).
 */
const fields: RuleField[] = [
  { name: 'slug', label: 'Address', widget: 'page-address', required: true, i18n: true },
  { name: 'title', label: 'Title', widget: 'string', required: true, i18n: true },
  { name: 'date', label: 'Date', widget: 'date', required: true, i18n: false },
  {
    name: 'hero',
    label: 'Hero',
    widget: 'object',
    required: true,
    i18n: true,
    fields: [
      { name: 'heading', label: 'Heading', widget: 'string', required: true, i18n: true },
      { name: 'lead', label: 'Lead', widget: 'string', required: false, i18n: true },
    ],
  },
  { name: 'body', label: 'Text', widget: 'body-editor', i18n: true },
  { name: 'translatedFrom', label: 'Translation', widget: 'x', required: false, i18n: true },
]
const pages = [
  { translationKey: 'blog/old', language: 'de' as const, path: '/de/blog/alt', kind: 'post' },
  { translationKey: 'blog/new', language: 'de' as const, path: '/de/blog/neu', kind: 'post' },
]
const written = (language: string) => ({
  slug: language === 'en' ? '/blog/neu' : `/${language}/blog/neu`,
  title: 'T',
  hero: { heading: 'H' },
  body: 'B',
})

describe('the languages the CMS writes', () => {
  it('takes nothing, spaces, and groups or lists of them as not written', () => {
    expect([undefined, null, ' \n', [], [''], { a: '', b: [] }, {}].every(isBlank)).toBe(true)
    expect([0, false, 'x', ['x'], { a: { b: 'x' } }].some(isBlank)).toBe(false)
  })

  it('names the required translated fields left empty, by their labels, Decap’s default included', () => {
    expect(missingFields(fields, { slug: '/de/x', hero: { lead: 'L' } })).toEqual([
      'Title',
      'Hero → Heading',
      'Text',
    ])
    expect(missingFields(fields, written('de'))).toEqual([])
  })

  it('leaves out an article’s blank languages, and writes its finished ones', () => {
    const judged = judgeLanguages({
      data: { en: written('en'), de: written('de'), es: {}, fr: { title: '', slug: ' ' } },
      fields,
      languagesOptional: true,
      item: 'blog/new',
      pages,
      cmsLanguage: 'en',
    })
    expect(judged).toEqual({ leftOut: ['es', 'fr'], problems: [] })
  })

  it('refuses a language begun and not finished, and a page’s blank language, in the CMS’s words', () => {
    const article = judgeLanguages({
      data: { en: written('en'), fr: { title: 'Le titre' } },
      fields,
      languagesOptional: true,
      pages,
      cmsLanguage: 'de',
    })
    expect(article.problems).toEqual([
      'Französisch ist begonnen, aber nicht fertig: Füllen Sie Address, Hero → Heading, Text aus, oder leeren Sie alle Felder dieser Sprache, um den Artikel vorerst ohne sie zu veröffentlichen.',
    ])
    const page = judgeLanguages({
      data: { en: written('en'), de: {} },
      fields,
      languagesOptional: false,
      pages,
      cmsLanguage: 'en',
    })
    expect(page.leftOut).toEqual([])
    expect(page.problems[0]).toMatch(/^German: nothing is written, and every page is published/)
  })

  it('refuses an address that is not one, not its language’s, or another item’s', () => {
    const problem = (address: string, item?: string) =>
      addressProblem(address, 'de', { item, pages, cmsLanguage: 'en' })
    expect(problem('/de/blog/neu', 'blog/new')).toBeUndefined()
    expect(problem('/de/blog/Neu')).toMatch(/is not an address/)
    expect(problem('/blog/neu')).toBe('"/blog/neu" must start with "/de/".')
    expect(problem('/de/blog/alt', 'blog/new')).toMatch(/already the address of another page/)
    expect(problem('/de/blog/neu')).toMatch(/already the address of another page/)
  })

  it('reads the item and the language of an entry’s file', () => {
    expect(itemOfFile('content/blog/prime-day/index.de.mdx')).toBe('blog/prime-day')
    expect(itemOfFile('content/legal/privacy/index.mdx')).toBe('legal/privacy')
    expect(itemOfFile('content/strings/index.de.json')).toBe('strings')
    expect(languageOfFile('content/blog/prime-day/index.pt.mdx')).toBe('pt')
    expect(languageOfFile('content/facts/prices.json')).toBeUndefined()
  })
})

describe('a proposed address', () => {
  it('spells a title in any of the languages without accents', () => {
    expect(addressPartOf('Prüfliste für den Prime Day')).toBe('prufliste-fur-den-prime-day')
    expect(addressPartOf('Łódź: żółta lista — 2026!')).toBe('lodz-zolta-lista-2026')
    expect(addressPartOf('Straße & Œuvre')).toBe('strasse-oeuvre')
    expect(addressPartOf('¿Qué es ACOS?')).toBe('que-es-acos')
  })
})

describe('the CMS’s editor routes', () => {
  it('loads the CMS again when the address goes from one entry straight to another', () => {
    const route = (hash: string) => editorRouteOf(hash)
    expect(route('#/collections/blog/entries/prime-day/index')).toEqual({
      collection: 'blog',
      entry: 'prime-day/index',
    })
    expect(route('#/collections/blog/new')).toEqual({ collection: 'blog' })
    expect(route('#/collections/blog')).toBeUndefined()
    const follows = (from: string, to: string) => editorFollows(route(from), route(to))
    expect(follows('#/collections/blog/new', '#/collections/blog/entries/x/index')).toBe(true)
    expect(follows('#/collections/blog/entries/x/index', '#/collections/blog/new')).toBe(true)
    expect(follows('#/collections/blog', '#/collections/strings/entries/index')).toBe(true)
    expect(
      follows('#/collections/blog/entries/x/index', '#/collections/strings/entries/index'),
    ).toBe(false)
    expect(
      follows('#/collections/blog/entries/x/index', '#/collections/blog/entries/y/index'),
    ).toBe(false)
    expect(follows('#/collections/blog/new', '#/collections/legal/entries/privacy/index')).toBe(
      false,
    )
  })
})

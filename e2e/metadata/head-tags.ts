import { company } from '../../src/config/site'
import { languageCodes, languageDefinition, type Language } from '../../src/i18n/languages'
import type { HeadData } from '../harness/head'
import { absolute, locale, localPath, pages, translationsOf, unindexedPages } from './served-pages'

/**
 * The tags of each head that search engines and link previews read: language, title, description,
 * canonical, hreflang alternates, Open Graph and Twitter cards, and noindex where a page is not to
 * be listed.
 */
export function describeHeadTags(heads: () => Record<string, HeadData>) {
  describe.each(pages.map((page) => [page.path, page] as const))('head of %s', (path, page) => {
    const head = () => heads()[path] as HeadData

    it('has its language, title, description and canonical', () => {
      expect(head().lang).toBe(locale(page.language))
      expect(head().title).toBe(`${page.title} | ${company.name}`)
      expect(head().description).toBe(page.description)
      expect(page.description.length).toBeLessThanOrEqual(160)
      expect(head().canonical).toBe(absolute(path))
      expect(head().robots).toBeNull()
    })

    it('has hreflang alternates for exactly its translations and x-default, each linking back', () => {
      const translations = translationsOf(page)
      const english = translations.find(({ language }) => language === 'en')
      expect(head().alternates).toEqual([
        ...translations
          .sort(
            (a, b) =>
              ['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'].indexOf(a.language) -
              ['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'].indexOf(b.language),
          )
          .map(({ language, path: translationPath }) => ({
            hrefLang: locale(language),
            href: absolute(translationPath),
          })),
        { hrefLang: 'x-default', href: absolute(english?.path ?? '') },
      ])
      for (const { href } of head().alternates) {
        const target = heads()[localPath(href)]
        expect(target).toBeDefined()
        expect(target?.alternates.map((link) => link.href)).toContain(absolute(path))
      }
    })

    it('has Open Graph and Twitter cards with a 1200×630 share image', () => {
      const { meta } = head()
      const others = translationsOf(page).filter(({ language }) => language !== page.language)
      expect(meta).toMatchObject({
        'og:title': [page.title],
        'og:description': [page.description],
        'og:url': [absolute(path)],
        'og:type': [page.kind === 'post' ? 'article' : 'website'],
        'og:site_name': [company.name],
        'og:locale': [languageDefinition(page.language as Language).ogLocale],
        'og:image:width': ['1200'],
        'og:image:height': ['630'],
        'og:image:alt': [page.title],
        'twitter:card': ['summary_large_image'],
        'twitter:title': [page.title],
        'twitter:description': [page.description],
      })
      expect([...(meta['og:locale:alternate'] ?? [])].sort()).toEqual(
        others.map(({ language }) => languageDefinition(language as Language).ogLocale).sort(),
      )
      expect(meta['twitter:image']).toEqual(meta['og:image'])
    })
  })

  describe('titles and descriptions', () => {
    it('are unique among the pages of each language', () => {
      const duplicates = (values: string[]) =>
        values.filter((value, index) => values.indexOf(value) !== index)
      for (const language of languageCodes) {
        const ofLanguage = pages.filter((page) => page.language === language)
        expect(duplicates(ofLanguage.map(({ path }) => heads()[path]?.title ?? ''))).toEqual([])
        expect(duplicates(ofLanguage.map(({ path }) => heads()[path]?.description ?? ''))).toEqual(
          [],
        )
      }
    })
  })

  describe('pages that must not be indexed', () => {
    const aliases = pages.flatMap(({ aliases: paths }) => paths)
    it.each([...aliases, ...unindexedPages.map(({ path }) => path), '/404', '/de/404'])(
      '%s carries noindex, a description and no alternates',
      (path) => {
        expect(heads()[path]?.robots).toBe('noindex')
        expect(heads()[path]?.description).toMatch(/\w{3}/)
        expect(heads()[path]?.alternates).toEqual([])
        expect(heads()[path]?.jsonLd).toEqual([])
      },
    )
    it.each(unindexedPages.map((page) => [page.path, page] as const))(
      '%s is described by its own frontmatter',
      (path, page) => expect(heads()[path]?.description).toBe(page.description),
    )
  })
}

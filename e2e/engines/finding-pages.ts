import { pageOf, uiStringsOf } from '../harness/content'
import { pricingOnlyWord } from '../harness/search-words'
import type { EnginePage } from './engine'
import { attributeOf, languageOf, open, problemsOf, visibleTexts } from './page-state'
import { startEngineSite, type EngineSite } from './site-server'

/** How a visitor finds a page: the site search, and the not-found page of an unknown address. */
export function describeFindingPages(page: () => EnginePage, site: () => EngineSite) {
  describe.each(['en', 'de'])('search in %s', (language) => {
    it('finds a word of the pricing page alone on the pricing page', async () => {
      const word = pricingOnlyWord(language)
      const pricing = pageOf('pricing', language)
      await open(page(), site().url(pageOf('search', language).path))
      await page().type('main input[type="search"]', word)
      await page().waitFor(
        `a result linking to ${pricing.path}`,
        (href: string) =>
          document.querySelector(`[data-search-results] li a[href="${href}"]`) !== null,
        pricing.path,
      )
      await expect(
        page().evaluate(() => new URL(location.href).searchParams.get('q')),
      ).resolves.toBe(word)
      await expect(problemsOf(page())).resolves.toEqual([])
    })
  })

  describe('an unknown path', () => {
    let plainHost: EngineSite
    beforeAll(async () => {
      plainHost = await startEngineSite({ hostRules: false })
    })
    afterAll(() => plainHost.close())

    it("gets the not-found page of its language from the host's rules", async () => {
      await open(page(), site().url('/es/no-existe'))
      await expect(languageOf(page())).resolves.toBe('es')
      await expect(visibleTexts(page(), 'h1')).resolves.toEqual([uiStringsOf('es').notFound.title])
      await expect(problemsOf(page())).resolves.toEqual([])
    })

    it('on a host that only knows 404.html, turns into the not-found page of its language and kind', async () => {
      await open(page(), plainHost.url('/fr/blog/inexistant'))
      await page().waitFor('the French page', () => document.documentElement.lang === 'fr')
      await expect(visibleTexts(page(), 'h1')).resolves.toEqual([
        uiStringsOf('fr').notFound.blogTitle,
      ])
      await expect(
        page().evaluate(() =>
          [...document.querySelectorAll('main a')].map((link) => link.getAttribute('href')),
        ),
      ).resolves.toContain(pageOf('blog', 'fr').path)
      await expect(attributeOf(page(), 'header nav a', 'href')).resolves.toBe(
        pageOf('home', 'fr').path,
      )
      await expect(problemsOf(page())).resolves.toEqual([])
    })
  })
}

import { readFileSync } from 'node:fs'
import { plans, type Currency, type PlanKey } from '../../src/config/prices'
import { parseFrontmatter } from '../../src/node/content-files'
import { formatPrice } from '../../src/i18n/format'
import type { Language } from '../../src/i18n/languages'
import { expectedPages, pageOf } from '../harness/content'
import type { Engine, EnginePage, PageSettings } from './engine'
import { describeArticleBody } from './article-body'
import { describeContactForm } from './contact-form'
import { describeDisclosures } from './disclosures'
import { describeFindingPages } from './finding-pages'
import { languageOf, open, pathOf, problemsOf, waitForPage } from './page-state'
import { startEngineSite, type EngineSite } from './site-server'

declare global {
  interface Window {
    /** The head script's debug helpers (docs/visitor-behaviours.md). */
    languageRedirect: { test(language: string): string | null }
  }
}

/** Starting a browser (or WebKit's browser session) takes a few seconds on 2 cores. */
const launchTimeoutMs = 60_000

/**
 * The visitor behaviours of the site, in one browser engine: one browser per language (and, in
 * WebKit, per time zone), opened for the describe block that needs it.
 */
export function behaviourSuite(startEngine: () => Engine) {
  let engine: Engine
  let site: EngineSite
  beforeAll(async () => {
    engine = startEngine()
    site = await startEngineSite()
  })
  afterAll(async () => {
    await engine?.close()
    await site?.close()
  })

  /** A page opened for the enclosing describe block and closed after it. */
  function pageFor(settings: PageSettings): () => EnginePage {
    let page: EnginePage | undefined
    beforeAll(async () => {
      page = await engine.openPage(settings)
    }, launchTimeoutMs)
    afterAll(() => page?.close())
    return () => {
      if (!page) throw new Error(`No ${engine.name} page: it failed to open`)
      return page
    }
  }

  /** Opens the pricing page of `language` and expects every plan's price in `currency`. */
  async function expectPrices(page: EnginePage, language: Language, currency: Currency) {
    await open(page, site.url(pageOf('pricing', language).path))
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('main [data-price-currency]')]
        .filter((price) => price.getClientRects().length > 0)
        .map((price) => [price.getAttribute('data-price-currency'), price.textContent]),
    )
    // The cards follow the pricing page's plans, in its order; the prices file keeps its own.
    const { file } = pageOf('pricing', language)
    const { plans: cards } = parseFrontmatter(readFileSync(file, 'utf8')) as {
      plans: { items: { key: PlanKey }[] }
    }
    expect(shown).toEqual(
      cards.items.map(({ key }) => [
        currency,
        formatPrice(plans[key].amounts[currency], currency, language),
      ]),
    )
  }

  describe('with an English browser in Europe/Madrid', () => {
    const page = pageFor({ timeZone: 'Europe/Madrid', language: 'en-US' })

    it.each(expectedPages().map((expected) => [expected.path, expected.heading]))(
      '%s loads with no uncaught error and keeps to its security policy',
      async (path, heading) => {
        await open(page(), site.url(path))
        await expect(
          page().evaluate(() => document.querySelector('h1')?.textContent),
        ).resolves.toBe(heading)
        await expect(problemsOf(page())).resolves.toEqual([])
      },
    )

    it('would notice an uncaught error, an unhandled rejection and a blocked inline script', async () => {
      await open(page(), site.url('/pricing'))
      await page().evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'document.body.dataset.injected = "ran"'
        document.body.append(script)
        void Promise.reject(new Error('planted rejection'))
        setTimeout(() => {
          throw new Error('planted error')
        })
      })
      await page().waitFor('three recorded problems', () => (window.e2eProblems ?? []).length >= 3)
      const kinds = (await problemsOf(page())).map(({ kind }) => kind).sort()
      expect(kinds).toEqual(['error', 'securitypolicyviolation', 'unhandledrejection'])
      await expect(page().evaluate(() => 'injected' in document.body.dataset)).resolves.toBe(false)
    })

    it('shows prices in EUR', () => expectPrices(page(), 'es', 'EUR'))

    // What a visitor does with the mouse and the keyboard, in a desktop-wide and a narrow window.
    describeDisclosures(page, () => site)
    describeContactForm(page, () => site)
    describeFindingPages(page, () => site)
    describeArticleBody(page, () => site)
  })

  describe.each([
    ['America/New_York', 'en', 'USD'],
    ['Europe/Warsaw', 'pl', 'USD'],
    // Places that pay in euros beyond the spec's 20 zones (src/node/euro-time-zones.ts).
    ['Atlantic/Canary', 'es', 'EUR'],
    ['Europe/Sofia', 'en', 'EUR'],
    ['Atlantic/Madeira', 'pt', 'EUR'],
  ] as const)('with a browser in %s', (timeZone, language, currency) => {
    const page = pageFor({ timeZone, language: 'en-US' })

    it(`shows prices in ${currency} on the ${language} pricing page`, () =>
      expectPrices(page(), language, currency))
  })

  describe('with a German browser', () => {
    const page = pageFor({ timeZone: 'Europe/Berlin', language: 'de-DE' })

    it('is sent from / to /de, once per session', async () => {
      await page().goto(site.url('/'))
      await waitForPage(page(), pageOf('home', 'de').path)
      await expect(page().evaluate(() => navigator.language)).resolves.toBe('de-DE')
      await expect(languageOf(page())).resolves.toBe('de')
      await expect(problemsOf(page())).resolves.toEqual([])

      await open(page(), site.url('/'))
      await expect(pathOf(page())).resolves.toBe('/')
      await expect(languageOf(page())).resolves.toBe('en')
      // What the head script decided on this load, asked again: stay.
      await expect(
        page().evaluate(() => window.languageRedirect.test(navigator.language)),
      ).resolves.toBeNull()
    })
  })
}

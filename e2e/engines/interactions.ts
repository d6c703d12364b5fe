import { siteUrl as publicSiteUrl } from '../../src/config/site'
import { languageChoiceKey } from '../../src/browser/language-choice'
import { languageDefinition } from '../../src/i18n/languages'
import { headingOf, pageOf, uiStringsOf } from '../harness/content'
import { typed } from '../harness/form-service'
import { pricingOnlyWord } from '../harness/search-words'
import type { EnginePage } from './engine'
import {
  attributeOf,
  focus,
  focusedText,
  hasFocus,
  languageOf,
  open,
  pathOf,
  problemsOf,
  visibleTexts,
  waitForPage,
} from './page-state'
import { formServicePath, startEngineSite, type EngineSite } from './site-server'

const menu = 'header details[data-disclosure]:has(nav)'
const switcher = 'header details[data-disclosure]:not(:has(nav))'
const english = uiStringsOf('en')

/**
 * Waits for the disclosure to open or close and to state it: the script updates aria-expanded on
 * the toggle event, which the browser fires in a task after the change.
 */
async function expectOpen(page: EnginePage, disclosure: string, open: boolean) {
  await page.waitFor(
    `${disclosure} to be ${open ? 'open' : 'closed'} and say so`,
    (css: string, expected: boolean) =>
      document.querySelector<HTMLDetailsElement>(css)?.open === expected &&
      document.querySelector(`${css} > summary`)?.getAttribute('aria-expanded') ===
        String(expected),
    disclosure,
    open,
  )
  await expect(attributeOf(page, `${disclosure} > summary`, 'aria-expanded')).resolves.toBe(
    String(open),
  )
}

/** Waits for the page at `path` and expects its heading from the content. */
async function expectPage(page: EnginePage, path: string) {
  await waitForPage(page, path)
  await expect(visibleTexts(page, 'h1')).resolves.toEqual([headingOf(path)])
}

const formValues = (page: EnginePage) =>
  page.evaluate((names: string[]) => {
    const form = document.querySelector('form[data-contact-form]') as HTMLFormElement
    return Object.fromEntries(
      names.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement).value]),
    )
  }, Object.keys(typed))

/** Opens the contact page of `language`, points its form at the stand-in service and fills it. */
async function fillContactForm(page: EnginePage, site: EngineSite, language: string) {
  await open(page, site.url(pageOf('contact', language).path))
  await page.evaluate(
    (action: string) =>
      document.querySelector('form[data-contact-form]')?.setAttribute('action', action),
    formServicePath,
  )
  await page.waitFor(
    'the form to be enhanced',
    () => document.querySelector('form[data-sends-in-background]') !== null,
  )
  for (const [name, value] of Object.entries(typed)) await page.type(`form [name="${name}"]`, value)
}

const formState = (page: EnginePage, state: string) =>
  page.waitFor(
    `the form to be ${state}`,
    (expected: string) =>
      document.querySelector<HTMLElement>('form [data-form-status]')?.dataset.state === expected,
    state,
  )

/** What a visitor does with the mouse and the keyboard, in a desktop-wide and a narrow window. */
export function describeInteractions(page: () => EnginePage, site: () => EngineSite) {
  describe('the mobile menu, in a narrow window', () => {
    beforeAll(() => page().resize(800, 900))
    afterAll(() => page().resize(1280, 900))
    beforeEach(() => open(page(), site().url('/services')))

    it('opens and closes by mouse, lists the main pages with the current one marked, and leads to them', async () => {
      await expect(page().evaluate(() => innerWidth < 1152)).resolves.toBe(true)
      await expectOpen(page(), menu, false)
      await page().click(`${menu} > summary`)
      await expectOpen(page(), menu, true)
      const { nav } = english
      await expect(visibleTexts(page(), `${menu} nav a`)).resolves.toEqual([
        nav.home,
        nav.services,
        nav.caseStudies,
        nav.pricing,
        nav.blog,
        nav.about,
        nav.contact,
      ])
      await expect(visibleTexts(page(), `${menu} nav a[aria-current="page"]`)).resolves.toEqual([
        nav.services,
      ])
      await page().click(`${menu} > summary`)
      await expectOpen(page(), menu, false)
      await page().click(`${menu} > summary`)
      await page().click(`${menu} nav a[href="/pricing"]`)
      await expectPage(page(), '/pricing')
    })

    it('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
      await focus(page(), `${menu} > summary`)
      await page().press('Enter')
      await expectOpen(page(), menu, true)
      await page().press('Tab')
      await expect(focusedText(page())).resolves.toBe(english.nav.home)
      await page().press('Escape')
      await expectOpen(page(), menu, false)
      await expect(hasFocus(page(), `${menu} > summary`)).resolves.toBe(true)
    })
  })

  describe('the language switcher', () => {
    beforeEach(() => open(page(), site().url('/pricing')))

    it('leads by mouse to the page in the chosen language, and remembers the choice', async () => {
      const german = pageOf('pricing', 'de').path
      await page().click(`${switcher} > summary`)
      await expectOpen(page(), switcher, true)
      await page().click(`${switcher} a[href="${german}"]`)
      await expectPage(page(), german)
      await expect(
        page().evaluate((key: string) => sessionStorage.getItem(key) !== null, languageChoiceKey),
      ).resolves.toBe(true)
    })

    it('works by keyboard: Enter opens, Tab goes through the languages, Enter follows one', async () => {
      await focus(page(), `${switcher} > summary`)
      await page().press('Enter')
      await expectOpen(page(), switcher, true)
      await page().press('Tab')
      await expect(focusedText(page())).resolves.toBe(languageDefinition('en').name)
      await page().press('Tab')
      await expect(focusedText(page())).resolves.toBe(languageDefinition('es').name)
      await page().press('Enter')
      await expectPage(page(), pageOf('pricing', 'es').path)
    })
  })

  describe('the contact form', () => {
    beforeEach(() => {
      site().formService.received.length = 0
      site().formService.setMode('accept')
    })

    it('posts the fields in the background and confirms in the page language', async () => {
      await fillContactForm(page(), site(), 'de')
      await page().click('form [type="submit"]')
      await formState(page(), 'sent')
      await expect(visibleTexts(page(), 'form [role="status"]')).resolves.toEqual([
        uiStringsOf('de').form.success,
      ])
      expect(site().formService.received).toHaveLength(1)
      expect(site().formService.received[0]?.fields).toMatchObject({
        ...typed,
        _gotcha: '',
        _next: `${publicSiteUrl}${pageOf('thank-you', 'de').path}`,
      })
      await expect(pathOf(page())).resolves.toBe(pageOf('contact', 'de').path)
      await expect(formValues(page())).resolves.toEqual(
        Object.fromEntries(Object.keys(typed).map((name) => [name, ''])),
      )
    })

    it('keeps every field when the form service fails, and sends on retry', async () => {
      site().formService.setMode('fail')
      await fillContactForm(page(), site(), 'en')
      await page().click('form [type="submit"]')
      await formState(page(), 'error')
      await expect(visibleTexts(page(), 'form [role="status"]')).resolves.toEqual([
        english.form.error,
      ])
      await expect(formValues(page())).resolves.toEqual(typed)
      site().formService.setMode('accept')
      await page().click('form [type="submit"]')
      await formState(page(), 'sent')
      expect(site().formService.received).toHaveLength(2)
      await expect(problemsOf(page())).resolves.toEqual([])
    })
  })

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

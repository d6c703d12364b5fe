import { languageChoiceKey } from '../../src/browser/language-choice'
import { languageDefinition } from '../../src/i18n/languages'
import { headingOf, pageOf, uiStringsOf } from '../harness/content'
import type { EnginePage } from './engine'
import {
  attributeOf,
  focus,
  focusedText,
  hasFocus,
  open,
  visibleTexts,
  waitForPage,
} from './page-state'
import type { EngineSite } from './site-server'

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

/** The mobile menu and the language switcher, by mouse and by keyboard. */
export function describeDisclosures(page: () => EnginePage, site: () => EngineSite) {
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
}

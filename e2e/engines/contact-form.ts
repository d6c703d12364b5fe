import { siteUrl as publicSiteUrl } from '../../src/config/site'
import { pageOf, uiStringsOf } from '../harness/content'
import { typed } from '../harness/form-service'
import type { EnginePage } from './engine'
import { open, pathOf, problemsOf, visibleTexts } from './page-state'
import { formServicePath, type EngineSite } from './site-server'

const english = uiStringsOf('en')

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

/** The contact form sending in the background, to the stand-in form service of the site. */
export function describeContactForm(page: () => EnginePage, site: () => EngineSite) {
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
}

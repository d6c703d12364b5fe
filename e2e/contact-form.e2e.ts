import type { Page } from 'playwright-core'
import { formEndpoint } from '../src/config/form'
import { siteUrl as publicSiteUrl } from '../src/config/site'
import { submissionTimeoutMs } from '../src/browser/enhance/contact-form'
import { disconnectBrowser, openPage, siteUrl, waitForText } from './harness/browser'
import { headingOf } from './harness/content'
import { fillForm, forwardToFormService, startFormService, typed } from './harness/form-service'

let service: Awaited<ReturnType<typeof startFormService>>
beforeAll(async () => {
  service = await startFormService()
})
afterAll(async () => {
  await service.close()
  await disconnectBrowser()
})
beforeEach(() => {
  service.received.length = 0
  service.setMode('accept')
})

/**
 * A page whose form posts reach the stand-in service; with JavaScript, once its form is enhanced
 * (it loads after the first screen, and a form used before it posts natively).
 */
async function contactPage(path: string, javaScriptEnabled = true): Promise<Page> {
  const page = await openPage({ javaScriptEnabled })
  await page.route(formEndpoint, (route) => forwardToFormService(route, service.url, siteUrl('')))
  await page.goto(siteUrl(path))
  if (javaScriptEnabled) await page.locator('form[data-sends-in-background]').waitFor()
  return page
}

async function formValues(page: Page) {
  return page
    .locator('form')
    .evaluate((form: HTMLFormElement) =>
      Object.fromEntries(
        ['firstName', 'lastName', 'email', 'company', 'subject', 'message'].map((name) => [
          name,
          (form.elements.namedItem(name) as HTMLInputElement).value,
        ]),
      ),
    )
}

describe('contact form with JavaScript', () => {
  it('posts the six fields in the background and confirms in the page language', async () => {
    const page = await contactPage('/de/kontakt')
    await fillForm(page)
    await page.getByRole('button', { name: 'Nachricht senden' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /Vielen Dank|gesendet/ })
      .waitFor()
    expect(service.received).toHaveLength(1)
    expect(service.received[0]?.fields).toMatchObject({
      ...typed,
      _gotcha: '',
      _next: `${publicSiteUrl}/de/danke`,
    })
    expect(new URL(page.url()).pathname).toBe('/de/kontakt')
    expect(await formValues(page)).toEqual(
      Object.fromEntries(Object.keys(typed).map((name) => [name, ''])),
    )
    await page.context().close()
  })

  it('disables the button while sending', async () => {
    const page = await contactPage('/contact')
    service.setMode('hang')
    await fillForm(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('button', { name: 'Sending…' }).isDisabled()).resolves.toBe(true)
    await page.context().close()
  })

  it('keeps everything typed when the service fails, and sends on retry', async () => {
    const page = await contactPage('/contact')
    service.setMode('fail')
    await fillForm(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('status').filter({ hasText: 'could not be sent' }).waitFor()
    expect(await formValues(page)).toEqual(typed)
    service.setMode('accept')
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('status').filter({ hasText: 'Thank you' }).waitFor()
    expect(service.received).toHaveLength(2)
    await page.context().close()
  })

  it(
    'keeps everything typed when the service does not answer in time',
    async () => {
      const page = await contactPage('/pl/kontakt')
      service.setMode('hang')
      await fillForm(page)
      await page.locator('form button[type="submit"]').click()
      await page.waitForFunction(
        () =>
          document.querySelector('form [role="status"]')?.textContent !== '' &&
          !document.querySelector('form button[disabled]'),
        undefined,
        { timeout: submissionTimeoutMs + 5_000 },
      )
      const status = await page.getByRole('status').textContent()
      expect(status).not.toBe('')
      expect(await formValues(page)).toEqual(typed)
      await expect(page.locator('form button[type="submit"]').isEnabled()).resolves.toBe(true)
      await page.context().close()
    },
    submissionTimeoutMs + 20_000,
  )

  it('asks for the e-mail and the message in the page language before sending', async () => {
    const page = await contactPage('/es/contacto')
    await page.locator('form button[type="submit"]').click()
    const message = await page
      .locator('form [name="email"]')
      .evaluate((field: HTMLInputElement) => field.validationMessage)
    expect(message).toBe(
      'Introduce tu dirección de correo electrónico para que podamos responderte.',
    )
    expect(service.received).toHaveLength(0)
    await page.context().close()
  })
})

describe('contact form without JavaScript', () => {
  it('posts natively and lands on the thank-you page of its language', async () => {
    const page = await contactPage('/fr/contact', false)
    await fillForm(page)
    await Promise.all([
      page.waitForURL(siteUrl('/fr/merci')),
      page.locator('form button[type="submit"]').click(),
    ])
    expect(service.received[0]?.fields).toMatchObject(typed)
    expect(service.received[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    await waitForText(page.locator('h1'), headingOf('/fr/merci'))
    await page.context().close()
  })
})

it('the form is the only call that leaves the site: its address comes from the one setting', () => {
  expect(formEndpoint).toMatch(/^https:\/\/formspree\.io\/f\/\w+$/)
})

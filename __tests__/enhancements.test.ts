import { languageChoiceKey } from '../src/browser/language-choice'
import {
  enhanceContactForm,
  submissionTimeoutMs,
  type FormMessages,
} from '../src/browser/enhance/contact-form'
import { enhanceDisclosures } from '../src/browser/enhance/disclosures'
import { rememberLanguageLinks } from '../src/browser/enhance/language-links'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('disclosure enhancement', () => {
  beforeAll(() => enhanceDisclosures(document))
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-disclosure>
        <summary>Menu</summary>
        <nav><a href="#home">Home</a><a href="#blog">Blog</a></nav>
      </details>`
  })
  const details = () => document.querySelector('details') as HTMLDetailsElement
  const summary = () => document.querySelector('summary') as HTMLElement

  it('states on the summary whether the disclosure is open', async () => {
    enhanceDisclosures(document)
    expect(summary().getAttribute('aria-expanded')).toBe('false')
    details().open = true
    await settle()
    expect(summary().getAttribute('aria-expanded')).toBe('true')
  })

  it('closes when a link inside is chosen', () => {
    details().open = true
    document.querySelector<HTMLAnchorElement>('a[href="#blog"]')?.click()
    expect(details().open).toBe(false)
  })

  it('closes on Escape and gives the focus back to the summary', () => {
    details().open = true
    const link = document.querySelector<HTMLAnchorElement>('a') as HTMLAnchorElement
    link.focus()
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(details().open).toBe(false)
    expect(document.activeElement).toBe(summary())
  })
})

describe('language links', () => {
  it('remember that the visitor chose a language, so the root redirect leaves them alone', () => {
    rememberLanguageLinks(document)
    document.body.innerHTML = '<a href="#de" data-language-link hreflang="de">Deutsch</a>'
    sessionStorage.clear()
    document.querySelector('a')?.click()
    expect(sessionStorage.getItem(languageChoiceKey)).toBe('1')
  })
})

describe('contact form enhancement', () => {
  const messages: FormMessages = {
    submit: 'Send message',
    sending: 'Sending…',
    retry: 'Try again',
    success: 'Thank you!',
    error: 'Something went wrong.',
    timeout: 'No answer.',
    emailRequired: 'Email please',
    emailInvalid: 'A real email please',
    messageRequired: 'A message please',
  }
  function formWith(send: typeof fetch) {
    document.body.innerHTML = `
      <form action="https://forms.example/f/1" method="POST" data-messages='${JSON.stringify(messages)}'>
        <input name="email" type="email" required>
        <textarea name="message" required></textarea>
        <p role="status" data-form-status data-state="idle"></p>
        <button type="submit">Send message</button>
      </form>`
    const form = document.querySelector('form') as HTMLFormElement
    enhanceContactForm(form, send)
    ;(form.elements.namedItem('email') as HTMLInputElement).value = 'ada@example.com'
    ;(form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello'
    return form
  }
  const status = () => document.querySelector('[data-form-status]') as HTMLElement
  const button = () => document.querySelector('button') as HTMLButtonElement
  const submit = (form: HTMLFormElement) =>
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

  it('posts in the background, then clears the form and says thank you', async () => {
    const send = jest.fn(async () => ({ ok: true }) as Response)
    const form = formWith(send as unknown as typeof fetch)
    expect(form.hasAttribute('data-sends-in-background')).toBe(true)
    submit(form)
    expect(button().disabled).toBe(true)
    expect(status().textContent).toBe('Sending…')
    await settle()
    expect(send).toHaveBeenCalledWith(
      'https://forms.example/f/1',
      expect.objectContaining({ method: 'POST' }),
    )
    expect(status().textContent).toBe('Thank you!')
    expect(status().dataset.state).toBe('sent')
    expect(form.querySelector('textarea')?.value).toBe('')
  })

  it('keeps everything typed when the service fails, and offers to try again', async () => {
    const form = formWith((async () => ({ ok: false, status: 500 }) as Response) as typeof fetch)
    submit(form)
    await settle()
    expect(status().textContent).toBe('Something went wrong.')
    expect(button().textContent).toBe('Try again')
    expect(button().disabled).toBe(false)
    expect(form.querySelector('textarea')?.value).toBe('Hello')
  })

  it('gives up after the timeout and says so', async () => {
    jest.useFakeTimers()
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })) as typeof fetch
    const form = formWith(hang)
    submit(form)
    jest.advanceTimersByTime(submissionTimeoutMs)
    jest.useRealTimers()
    await settle()
    expect(status().dataset.state).toBe('timeout')
    expect(status().textContent).toBe('No answer.')
  })

  it("explains a missing or malformed email in the page's language", () => {
    const form = formWith(jest.fn() as unknown as typeof fetch)
    const email = form.querySelector<HTMLInputElement>('[name="email"]') as HTMLInputElement
    email.value = ''
    email.checkValidity()
    expect(email.validationMessage).toBe('Email please')
    email.dispatchEvent(new Event('input', { bubbles: true }))
    email.value = 'not-an-email'
    email.checkValidity()
    expect(email.validationMessage).toBe('A real email please')
  })
})

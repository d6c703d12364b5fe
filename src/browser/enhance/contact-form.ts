/** What the form says, in the page's language; the page puts it in the form's data-messages. */
export interface FormMessages {
  submit: string
  sending: string
  retry: string
  success: string
  error: string
  timeout: string
  emailRequired: string
  emailInvalid: string
  messageRequired: string
}

/** How long the form service may take before the visitor is told to try again. */
export const submissionTimeoutMs = 10_000

type State = 'idle' | 'sending' | 'sent' | 'error' | 'timeout'

/**
 * The message form posts natively without JavaScript (the service then sends the visitor to the
 * thank-you page). This posts it in the background instead and reports back in the page: the
 * form is cleared only once the service has accepted the message; on an error or a timeout
 * everything typed stays in place for another try. Validation messages speak the page's language.
 */
export function enhanceContactForm(form: HTMLFormElement, send: typeof fetch = fetch) {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as FormMessages
  const status = form.querySelector<HTMLElement>('[data-form-status]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')

  const show = (state: State) => {
    const text = {
      idle: '',
      sending: messages.sending,
      sent: messages.success,
      error: messages.error,
      timeout: messages.timeout,
    }[state]
    if (status) {
      status.textContent = text
      status.dataset.state = state
    }
    if (button) {
      button.disabled = state === 'sending'
      button.textContent =
        state === 'sending'
          ? messages.sending
          : state === 'error' || state === 'timeout'
            ? messages.retry
            : messages.submit
    }
  }

  // invalid does not bubble, so it is caught on its way down.
  form.addEventListener(
    'invalid',
    (event) => {
      const field = event.target as HTMLInputElement | HTMLTextAreaElement
      field.setCustomValidity(
        field.name === 'email'
          ? field.validity.valueMissing
            ? messages.emailRequired
            : messages.emailInvalid
          : messages.messageRequired,
      )
    },
    true,
  )
  form.addEventListener('input', (event) => {
    ;(event.target as HTMLInputElement | HTMLTextAreaElement).setCustomValidity('')
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void (async () => {
      show('sending')
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), submissionTimeoutMs)
      try {
        const response = await send(form.action, {
          method: 'POST',
          body: new FormData(form),
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`The form service answered ${response.status}`)
        form.reset()
        show('sent')
      } catch {
        show(controller.signal.aborted ? 'timeout' : 'error')
      } finally {
        clearTimeout(timer)
      }
    })()
  })
  // The enhancement loads once the first screen is shown, so a visitor (or a test) can reach the
  // form before it: until this mark, the form posts natively and validates in the browser's words.
  form.dataset.sendsInBackground = ''
}

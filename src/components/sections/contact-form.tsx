import type { FormEvent, InvalidEvent, ReactNode } from 'react'
import { formEndpoint } from '../../config/form'
import { useFormSubmission, type SubmissionStatus } from '../../hooks/use-form-submission'
import type { UiStrings } from '../../i18n/strings'
import { absoluteUrl } from '../../seo/urls'
import { useRoute, useStrings } from '../layout/page-frame'
import { VisuallyHidden } from '../ui/visually-hidden'

/** The fields of the message form, in order, as the form service receives them. */
export const contactFields = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', required: false },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', required: false },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', type: 'text', autoComplete: 'organization', required: false },
  { name: 'subject', type: 'text', autoComplete: 'off', required: false },
  { name: 'message', type: 'textarea', autoComplete: 'off', required: true },
] as const satisfies readonly {
  name: keyof UiStrings['form']
  type: string
  autoComplete: string
  required: boolean
}[]

const inputStyle = {
  display: 'block',
  width: '100%',
  mt: 1,
  px: 3,
  py: 2,
  fontFamily: 'body',
  fontSize: 2,
  color: 'text',
  bg: 'background',
  border: '1px solid',
  borderColor: 'mutedText',
  borderRadius: 'default',
} as const

function Field({ label, wide, children }: { label: string; wide: boolean; children: ReactNode }) {
  return (
    <label sx={{ gridColumn: wide ? '1 / -1' : 'auto', fontWeight: 'medium' }}>
      {label}
      {children}
    </label>
  )
}

/** Replaces the browser's own validation message with one in the page's language. */
function useValidationMessages() {
  const strings = useStrings()
  return {
    onInvalid: (event: InvalidEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const field = event.currentTarget
      const message =
        field.name === 'email'
          ? field.validity.valueMissing
            ? strings.form.emailRequired
            : strings.form.emailInvalid
          : strings.form.messageRequired
      field.setCustomValidity(message)
    },
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      event.currentTarget.setCustomValidity(''),
  }
}

function StatusMessage({ status }: { status: SubmissionStatus }) {
  const strings = useStrings()
  const text = {
    idle: '',
    sending: strings.form.sending,
    sent: strings.form.success,
    failed:
      status.state === 'failed' && status.reason === 'timeout'
        ? strings.form.timeout
        : strings.form.error,
  }[status.state]
  return (
    <p
      role="status"
      sx={{
        gridColumn: '1 / -1',
        m: 0,
        minHeight: '1.6em',
        fontWeight: 'bold',
        color:
          status.state === 'failed' ? 'destructive' : status.state === 'sent' ? 'accent' : 'text',
      }}
    >
      {text}
    </p>
  )
}

/**
 * The message form. Without JavaScript it is a plain POST to the form service, which sends the
 * visitor on to the thank-you page; with JavaScript it posts in the background and reports back.
 */
export function ContactForm() {
  const strings = useStrings()
  const routeTo = useRoute()
  const validation = useValidationMessages()
  const { status, submit } = useFormSubmission(formEndpoint)
  const sending = status.state === 'sending'
  return (
    <form
      action={formEndpoint}
      method="POST"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(event.currentTarget)
      }}
      sx={{
        variant: 'cards.primary',
        display: 'grid',
        gap: 4,
        gridTemplateColumns: ['1fr', '1fr 1fr'],
      }}
    >
      <input type="hidden" name="_next" value={absoluteUrl(routeTo('pages/thank-you'))} />
      <p sx={{ variant: 'text.small', gridColumn: '1 / -1', m: 0 }}>{strings.form.requiredHint}</p>
      {contactFields.map(({ name, type, autoComplete, required }) => {
        const label = `${strings.form[name]}${required ? ' *' : ''}`
        const wide = name === 'subject' || name === 'message'
        const handlers = required ? validation : {}
        return (
          <Field key={name} label={label} wide={wide}>
            {type === 'textarea' ? (
              <textarea name={name} rows={6} required={required} sx={inputStyle} {...handlers} />
            ) : (
              <input
                name={name}
                type={type}
                autoComplete={autoComplete}
                required={required}
                sx={inputStyle}
                {...handlers}
              />
            )}
          </Field>
        )
      })}
      {/* A field people never see: software that fills in every field reveals itself as spam. */}
      <div aria-hidden="true">
        <VisuallyHidden>
          <label>
            {strings.form.honeypot}
            <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
          </label>
        </VisuallyHidden>
      </div>
      <StatusMessage status={status} />
      <div sx={{ gridColumn: '1 / -1' }}>
        <button
          type="submit"
          disabled={sending}
          sx={{ variant: 'buttons.default', '&:disabled': { opacity: 0.7, cursor: 'wait' } }}
        >
          {sending
            ? strings.form.sending
            : status.state === 'failed'
              ? strings.form.retry
              : strings.form.submit}
        </button>
      </div>
    </form>
  )
}

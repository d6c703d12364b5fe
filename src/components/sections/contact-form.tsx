import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import type { FormMessages } from '../../browser/enhance/contact-form'
import { formEndpoint } from '../../config/form'
import { legalFacts } from '../../config/legal'
import { fill, type UiStrings } from '../../i18n/strings'
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

function Field({ label, wide, children }: { label: string; wide: boolean; children: ReactNode }) {
  return (
    <label sx={{ gridColumn: wide ? '1 / -1' : 'auto', fontWeight: 'medium' }}>
      {label}
      {children}
    </label>
  )
}

/** The status line, filled by the form's enhancement script; empty without JavaScript. */
function StatusLine() {
  return (
    <p
      role="status"
      data-form-status
      data-state="idle"
      sx={{
        gridColumn: '1 / -1',
        m: 0,
        minHeight: '1.6em',
        fontWeight: 'bold',
        color: 'text',
        '&[data-state="error"], &[data-state="timeout"]': { color: 'destructive' },
        '&[data-state="sent"]': { color: 'accent' },
      }}
    />
  )
}

/** The texts the enhancement script shows, in the page's language. */
function formMessages(form: UiStrings['form']): FormMessages {
  const { submit, sending, retry, success, error, timeout } = form
  const { emailRequired, emailInvalid, messageRequired } = form
  return {
    submit,
    sending,
    retry,
    success,
    error,
    timeout,
    emailRequired,
    emailInvalid,
    messageRequired,
  }
}

/**
 * The privacy notice where the data is collected: who the controller is (the legal name), what
 * the data is used for, who processes it, and a link to the privacy policy, which says the rest.
 */
export function PrivacyNote() {
  const { form } = useStrings()
  const routeTo = useRoute()
  const note = fill(form.privacyNote, { controller: legalFacts.legalName })
  const [before, after] = note.split('{privacyPolicy}')
  return (
    <p sx={{ variant: 'text.small', gridColumn: '1 / -1', m: 0 }}>
      {before}
      <Link to={routeTo('legal/privacy')} sx={{ variant: 'styles.a' }}>
        {form.privacyLink}
      </Link>
      {after}
    </p>
  )
}

/**
 * The message form. Without JavaScript it is a plain POST to the form service, which sends the
 * visitor on to the thank-you page; its enhancement script (src/browser/enhance/contact-form.ts)
 * posts it in the background instead and reports back.
 */
export function ContactForm() {
  const strings = useStrings()
  const routeTo = useRoute()
  return (
    <form
      action={formEndpoint}
      method="POST"
      data-contact-form
      data-messages={JSON.stringify(formMessages(strings.form))}
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
        return (
          <Field key={name} label={label} wide={wide}>
            {type === 'textarea' ? (
              <textarea name={name} rows={6} required={required} sx={{ variant: 'forms.input' }} />
            ) : (
              <input
                name={name}
                type={type}
                autoComplete={autoComplete}
                required={required}
                sx={{ variant: 'forms.input' }}
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
      <PrivacyNote />
      <StatusLine />
      <div sx={{ gridColumn: '1 / -1' }}>
        <button
          type="submit"
          sx={{ variant: 'buttons.default', '&:disabled': { opacity: 0.7, cursor: 'wait' } }}
        >
          {strings.form.submit}
        </button>
      </div>
    </form>
  )
}

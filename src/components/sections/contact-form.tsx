import type { ReactNode } from 'react'
import { formEndpoint } from '../../config/form'
import type { UiStrings } from '../../i18n/strings'
import { useStrings } from '../layout/page-frame'

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

/** The message form: a plain POST to the form service, so it works without JavaScript. */
export function ContactForm() {
  const strings = useStrings()
  return (
    <form
      action={formEndpoint}
      method="POST"
      sx={{
        variant: 'cards.primary',
        display: 'grid',
        gap: 4,
        gridTemplateColumns: ['1fr', '1fr 1fr'],
      }}
    >
      <p sx={{ variant: 'text.small', gridColumn: '1 / -1', m: 0 }}>{strings.form.requiredHint}</p>
      {contactFields.map(({ name, type, autoComplete, required }) => {
        const label = `${strings.form[name]}${required ? ' *' : ''}`
        const wide = name === 'subject' || name === 'message'
        return (
          <Field key={name} label={label} wide={wide}>
            {type === 'textarea' ? (
              <textarea name={name} rows={6} required={required} sx={inputStyle} />
            ) : (
              <input
                name={name}
                type={type}
                autoComplete={autoComplete}
                required={required}
                sx={inputStyle}
              />
            )}
          </Field>
        )
      })}
      <div sx={{ gridColumn: '1 / -1' }}>
        <button type="submit" sx={{ variant: 'buttons.default' }}>
          {strings.form.submit}
        </button>
      </div>
    </form>
  )
}

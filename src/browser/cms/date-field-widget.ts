import type { Language } from '../../i18n/languages'
import { dateFieldWidget, dateForm, storedDate, writtenDate } from './date-field'
import type { ControlProps } from './decap'

/** What the field says of a date it cannot read, with its form (TT.MM.JJJJ …). */
const invalidDate: Record<Language, (form: string) => string> = {
  en: (form) => `Write a real date as ${form}.`,
  es: (form) => `Escriba una fecha válida como ${form}.`,
  de: (form) => `Geben Sie ein gültiges Datum als ${form} ein.`,
  it: (form) => `Scrivi una data valida come ${form}.`,
  fr: (form) => `Saisissez une date valide sous la forme ${form}.`,
  pt: (form) => `Escreva uma data válida como ${form}.`,
  pl: (form) => `Wpisz prawidłową datę w formacie ${form}.`,
}

interface DateControl {
  props: ControlProps
  state: { typed?: string }
  setState(state: { typed: string }): void
}

/** Registers the date field in the writer's language; Decap must have loaded and not yet started. */
export function registerDateField(
  register: (name: string, control: unknown) => void,
  language: Language,
) {
  const { h, createClass } = window
  if (!h || !createClass) return
  const form = dateForm(language, navigator.languages)
  const control = createClass({
    getInitialState: () => ({}),
    // Decap asks before it saves: a date it cannot read keeps the entry from being saved.
    isValid(this: DateControl) {
      const { typed } = this.state
      if (!typed || storedDate(typed, form)) return true
      return { error: { message: invalidDate[language](form.placeholder) } }
    },
    render(this: DateControl) {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } =
        this.props
      return h('input', {
        type: 'text',
        inputMode: 'numeric',
        id: forID,
        className: classNameWrapper,
        placeholder: form.placeholder,
        value: this.state.typed ?? writtenDate(value ?? '', form),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        onChange: (event: { target: { value: string } }) => {
          const typed = event.target.value
          this.setState({ typed })
          onChange(storedDate(typed, form) ?? typed)
        },
      })
    },
  })
  register(dateFieldWidget, control)
}

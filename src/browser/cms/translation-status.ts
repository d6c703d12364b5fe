import { defaultLanguage, isLanguage, languageCodes, type Language } from '../../i18n/languages'
import {
  translationState,
  versionFromDigest,
  versionedText,
  type TranslationState,
} from '../../i18n/source-version'
import { statusTexts } from './translation-status-texts'

/**
 * The `translatedFrom` field in the CMS: each translation's pane says whether it is up to date
 * with the English (by the rules of `npm run i18n:status`, from the same source-version module),
 * and a button records it as checked against the English as it is now. The English pane lists
 * every language's state. Drawn with Decap's own React (`window.h`, `window.createClass`), as
 * Decap renders its widgets.
 */

export const translationStatusWidget = 'translation-status'

/** The part of Immutable.js's Map the widget reads. */
interface EntryMap {
  get(key: string): unknown
  getIn(path: readonly string[]): { toJS(): unknown } | undefined
}

interface ControlProps {
  value?: string
  onChange: (value: string) => void
  entry: EntryMap
  locale?: string
  forID: string
  classNameWrapper: string
}

/** The version of the English text in the editor: its fields and body, as the build counts them. */
export async function englishVersion(data: Record<string, unknown>): Promise<string> {
  const { body = '', ...fields } = data
  const text = new TextEncoder().encode(versionedText(fields, String(body)))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text))
  return versionFromDigest([...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''))
}

const dataIn = (entry: EntryMap, language: Language) =>
  language === defaultLanguage
    ? (entry.getIn(['data'])?.toJS() as Record<string, unknown> | undefined)
    : (entry.getIn(['i18n', language, 'data'])?.toJS() as Record<string, unknown> | undefined)

/** Each translation's state, as the English pane lists them. */
export function statesOf(
  entry: EntryMap,
  version: string,
): { language: Language; state: TranslationState }[] {
  return languageCodes
    .filter((language) => language !== defaultLanguage)
    .map((language) => {
      const data = dataIn(entry, language)
      return {
        language,
        state: data ? translationState(data.translatedFrom, version) : 'missing',
      }
    })
}

const interfaceLanguage = (): Language => {
  const lang = document.documentElement.lang
  return isLanguage(lang) ? lang : defaultLanguage
}

/** Registers the widget; Decap must have loaded and not yet started. */
export function registerTranslationStatus(register: (name: string, control: unknown) => void) {
  const h = window.h
  const createClass = window.createClass
  if (!h || !createClass) return
  const control = createClass({
    getInitialState: () => ({ version: undefined }),
    componentDidMount(this: Widget) {
      void this.computeVersion()
    },
    componentDidUpdate(this: Widget) {
      void this.computeVersion()
    },
    async computeVersion(this: Widget) {
      const english = dataIn(this.props.entry, defaultLanguage) ?? {}
      const version = await englishVersion(english)
      if (version !== this.state.version) this.setState({ version })
    },
    render(this: Widget) {
      const texts = statusTexts[interfaceLanguage()]
      const { version } = this.state
      const { locale, value, onChange, forID, classNameWrapper } = this.props
      if (!version) return h('div', { className: classNameWrapper, id: forID })
      if (!locale || locale === defaultLanguage)
        return h(
          'div',
          { className: classNameWrapper, id: forID, 'data-translation-overview': '' },
          h('p', null, texts.source),
          h(
            'ul',
            null,
            ...statesOf(this.props.entry, version).map(({ language, state }) =>
              h(
                'li',
                { key: language, 'data-language': language, 'data-state': state },
                `${language.toUpperCase()}: ${texts.states[state]}`,
              ),
            ),
          ),
        )
      const state = translationState(value, version)
      return h(
        'div',
        { className: classNameWrapper, id: forID, 'data-translation-state': state },
        h('p', null, texts.states[state]),
        state === 'outdated' &&
          h('button', { type: 'button', onClick: () => onChange(version) }, texts.markChecked),
      )
    },
  })
  register(translationStatusWidget, control)
}

interface Widget {
  props: ControlProps
  state: { version?: string }
  setState(state: { version: string }): void
  computeVersion(): Promise<void>
}

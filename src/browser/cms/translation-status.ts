import { defaultLanguage, isLanguage, languageCodes, type Language } from '../../i18n/languages'
import { shownLanguage } from './interface-language'
import {
  translationState,
  versionFromDigest,
  versionedText,
  type TranslationState,
} from '../../i18n/source-version'
import { dataIn, isBlank, type EntryMap } from './entry-languages'
import { followFormChanges } from './form-changes'
import type { ControlProps } from './decap'
import { statusTexts } from './translation-status-texts'

/**
 * The `translatedFrom` field in the CMS: each translation's pane says whether it is up to date
 * with the English (by the rules of `npm run i18n:status`, from the same source-version module),
 * and a button records it as checked against the English as it is now. The English pane lists
 * every language's state. Drawn with Decap's own React (`window.h`, `window.createClass`), as
 * Decap renders its widgets.
 */

export const translationStatusWidget = 'translation-status'

interface StatusProps extends ControlProps {
  /** The entry as it is now; the `entry` prop is the entry as it was (form-changes.ts). */
  getEntry: () => EntryMap
  locale?: string
}

/** The version of the English text in the editor: its fields and body, as the build counts them. */
export async function englishVersion(data: Record<string, unknown>): Promise<string> {
  const { body = '', ...fields } = data
  const text = new TextEncoder().encode(versionedText(fields, String(body)))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text))
  return versionFromDigest([...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''))
}

/** A translation's state in the editor: missing while nothing of it is written. */
function stateIn(entry: EntryMap, language: Language, version: string): TranslationState {
  const data = dataIn(entry, language)
  return isBlank(data) ? 'missing' : translationState(data?.translatedFrom, version)
}

/** Each translation's state, as the English pane lists them. */
export function statesOf(
  entry: EntryMap,
  version: string,
): { language: Language; state: TranslationState }[] {
  return languageCodes
    .filter((language) => language !== defaultLanguage)
    .map((language) => ({ language, state: stateIn(entry, language, version) }))
}

/** Registers the widget; Decap must have loaded and not yet started. */
export function registerTranslationStatus(register: (name: string, control: unknown) => void) {
  const h = window.h
  const createClass = window.createClass
  if (!h || !createClass) return
  const control = createClass({
    getInitialState: () => ({ version: undefined }),
    // This field shows the other languages too: every pane agrees at once when one is marked.
    shouldComponentUpdate: () => true,
    componentDidMount(this: Widget) {
      this.stopFollowing = followFormChanges(() => this.forceUpdate())
      void this.computeVersion()
    },
    componentWillUnmount(this: Widget) {
      this.stopFollowing?.()
    },
    componentDidUpdate(this: Widget) {
      void this.computeVersion()
    },
    async computeVersion(this: Widget) {
      const english = dataIn(this.props.getEntry(), defaultLanguage) ?? {}
      const version = await englishVersion(english)
      if (version !== this.state.version) this.setState({ version })
    },
    render(this: Widget) {
      const texts = statusTexts[shownLanguage()]
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
            ...statesOf(this.props.getEntry(), version).map(({ language, state }) =>
              h(
                'li',
                { key: language, 'data-language': language, 'data-state': state },
                `${language.toUpperCase()}: ${texts.states[state]}`,
              ),
            ),
          ),
        )
      const state = isLanguage(locale)
        ? stateIn(this.props.getEntry(), locale, version)
        : translationState(value, version)
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
  props: StatusProps
  state: { version?: string }
  setState(state: { version: string }): void
  forceUpdate(): void
  computeVersion(): Promise<void>
  stopFollowing?: () => void
}

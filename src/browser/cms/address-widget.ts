import { defaultLanguage, isLanguage, type Language } from '../../i18n/languages'
import { blogItem } from '../../i18n/navigation'
import { addressPartOf, languageOfPath, languagePrefix } from '../../i18n/paths'
import type { GraphPage } from '../../node/translation-graph'
import {
  addressProblem,
  articleCollection,
  dataIn,
  itemOfFile,
  type EntryMap,
} from './entry-languages'
import { followFormChanges } from './form-changes'
import type { ControlProps } from './decap'
import { previewSite } from './site-data'

/**
 * The address (`slug`) field. An article's address in each language is proposed from its title
 * in that language, under that language's blog (`/de/blog/…`), while the writer has not written
 * one of their own: a changed title changes an empty address or the last proposal, and another
 * language's address (as "Fill in from another locale" leaves it) is replaced at once. An address
 * the writer typed, or emptied, stays. The field says at once when an address is not one, not its
 * language's, or another page's (the save refuses it: save-rules.ts).
 */

export const addressWidget = 'page-address'

interface AddressProps extends ControlProps {
  /** The entry as it is now; the `entry` prop is the entry as it was (form-changes.ts). */
  getEntry: () => EntryMap
  locale?: string
  collection: { get(key: 'name'): string }
}

interface AddressControl {
  props: AddressProps
  state: { pages: readonly GraphPage[] }
  setState(state: { pages: readonly GraphPage[] }): void
  proposed?: string
  /** The title's address part when last looked at: the proposal follows a title that changes. */
  titleSeen?: string
  stopFollowing?: () => void
  forceUpdate(): void
  language(): Language
  problem(): string | undefined
  proposeAddress(): void
}

/** The address of the blog in `language`, under which its articles' addresses are proposed. */
const blogPathIn = (language: Language, pages: readonly GraphPage[]) =>
  pages.find((page) => page.translationKey === blogItem && page.language === language)?.path ??
  `${languagePrefix(language)}/blog`

/** Registers the field in the writer's language; Decap must have loaded and not yet started. */
export function registerAddressField(
  register: (name: string, control: unknown) => void,
  cmsLanguage: Language,
) {
  const { h, createClass } = window
  if (!h || !createClass) return
  const control = createClass({
    getInitialState: () => ({ pages: [] }),
    // The title is another field: the proposal follows it.
    shouldComponentUpdate: () => true,
    componentDidMount(this: AddressControl) {
      void previewSite().then(
        ({ pages }) => this.setState({ pages }),
        () => undefined,
      )
      this.stopFollowing = followFormChanges(() => this.forceUpdate())
      this.proposeAddress()
    },
    componentWillUnmount(this: AddressControl) {
      this.stopFollowing?.()
    },
    componentDidUpdate(this: AddressControl) {
      this.proposeAddress()
    },
    language(this: AddressControl): Language {
      const { locale } = this.props
      return locale && isLanguage(locale) ? locale : defaultLanguage
    },
    proposeAddress(this: AddressControl) {
      const { value = '', onChange, getEntry, collection } = this.props
      if (collection.get('name') !== articleCollection) return
      const language = this.language()
      const title = dataIn(getEntry(), language)?.title
      const part = typeof title === 'string' ? addressPartOf(title) : ''
      const firstLook = this.titleSeen === undefined
      const titleChanged = !firstLook && part !== this.titleSeen
      this.titleSeen = part
      if (!part) return
      const proposal = `${blogPathIn(language, this.state.pages)}/${part}`
      const follows =
        value === ''
          ? firstLook || titleChanged
          : value === this.proposed
            ? titleChanged
            : languageOfPath(value) !== language
      if (!follows || value === proposal) return
      this.proposed = proposal
      onChange(proposal)
    },
    problem(this: AddressControl) {
      const { value = '', getEntry } = this.props
      const entry = getEntry()
      if (value.trim() === '') return undefined
      return addressProblem(value.trim(), this.language(), {
        item: entry.get('newRecord') ? undefined : itemOfFile(entry.get('path') as string),
        pages: this.state.pages,
        cmsLanguage,
      })
    },
    // Decap asks before it saves the English; save-rules.ts checks every language.
    isValid(this: AddressControl) {
      const message = this.problem()
      return message ? { error: { message } } : true
    },
    render(this: AddressControl) {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } =
        this.props
      const message = this.problem()
      return h(
        'div',
        null,
        h('input', {
          type: 'text',
          id: forID,
          className: classNameWrapper,
          value: value ?? '',
          'aria-describedby': message ? `${forID}-problem` : undefined,
          'aria-invalid': message ? true : undefined,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        }),
        message &&
          h(
            'p',
            { id: `${forID}-problem`, role: 'alert', style: { color: '#b00020', margin: '4px 0' } },
            message,
          ),
      )
    },
  })
  register(addressWidget, control)
}

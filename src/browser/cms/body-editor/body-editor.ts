import type { ControlProps, DecapCms } from '../decap'
import { shownLanguage } from '../interface-language'
import {
  bold,
  bulletedList,
  heading,
  image,
  link,
  numberedList,
  type MarkdownEdit,
  type Selected,
} from './markdown-edits'
import { bodyEditorTexts } from './texts'

/**
 * The Markdown text of a page: a plain text area, as the file holds it, under a toolbar whose
 * buttons write the Markdown for the writer (a heading, bold, a link, lists, a photo). Decap's own
 * Markdown field greys its toolbar out in its raw mode, and its rich-text mode would drop what
 * it cannot show (tables, footnotes, the site's components; docs/decisions/cms-body-editor.md).
 * The photo button opens Decap's media library, which saves the file in the entry's folder (the
 * field's media_folder), and writes `![](./name.jpg)` at the caret. A text area shows whatever
 * value the form holds, so "Fill in from another locale" shows the copied text at once.
 */

export const bodyEditorWidget = 'body-editor'

interface BodyEditorProps extends ControlProps {
  field: unknown
  /** The file the media library chose for a control, by the control's id. */
  mediaPaths: { get(controlID: string): string | string[] | undefined }
  onOpenMediaLibrary: (options: object) => void
  onRemoveInsertedMedia: (controlID: string) => void
  onRemoveMediaControl: (controlID: string) => void
}

interface BodyEditor {
  props: BodyEditorProps
  controlID: string
  textArea?: HTMLTextAreaElement | null
  /** The selection when the media library opened, where the photo goes. */
  photoAt?: Selected
  /** What the last button made of the text, until the form holds it. */
  edited?: Selected
  /** Where the last button left the caret. */
  caret?: { start: number; end: number }
  /** A photo went into the text, and the media library has yet to give the focus back. */
  photoAdded?: boolean
  apply(edit: MarkdownEdit, at?: Selected): void
  writeOn(): void
  selected(): Selected
}

const buttons: [keyof (typeof bodyEditorTexts)['en'], MarkdownEdit][] = [
  ['heading', heading],
  ['bold', bold],
  ['link', link],
  ['bulletedList', bulletedList],
  ['numberedList', numberedList],
]

/** Registers the field; Decap must have loaded and not yet started. */
export function registerBodyEditor(cms: DecapCms) {
  const { h, createClass } = window
  if (!h || !createClass) return
  const control = createClass({
    getInitialState(this: BodyEditor) {
      this.controlID = `body-editor-${crypto.randomUUID()}`
      return {}
    },
    // Decap draws a field again only when its value or style changes, unless the field says
    // otherwise: a photo the media library hands back comes in the media paths.
    shouldComponentUpdate(this: BodyEditor, next: BodyEditorProps & { hasActiveStyle?: boolean }) {
      const now = this.props as BodyEditorProps & { hasActiveStyle?: boolean }
      return (
        now.value !== next.value ||
        now.classNameWrapper !== next.classNameWrapper ||
        now.hasActiveStyle !== next.hasActiveStyle ||
        now.mediaPaths !== next.mediaPaths
      )
    },
    componentDidUpdate(this: BodyEditor) {
      if (this.edited && this.props.value === this.edited.text) {
        this.caret = { start: this.edited.start, end: this.edited.end }
        this.edited = undefined
        this.writeOn()
      }
      const { mediaPaths, onRemoveInsertedMedia } = this.props
      const chosen = mediaPaths.get(this.controlID)
      const file = Array.isArray(chosen) ? chosen[0] : chosen
      if (!file) return
      onRemoveInsertedMedia(this.controlID)
      this.photoAdded = true
      this.apply(image(file), this.photoAt)
    },
    componentWillUnmount(this: BodyEditor) {
      this.props.onRemoveMediaControl(this.controlID)
    },
    selected(this: BodyEditor): Selected {
      const text = this.props.value ?? ''
      const area = this.textArea
      return area
        ? { text, start: area.selectionStart, end: area.selectionEnd }
        : { text, start: text.length, end: text.length }
    },
    apply(this: BodyEditor, edit: MarkdownEdit, at?: Selected) {
      const edited = edit(at ?? this.selected())
      // The text area shows the new text once the form has it; the selection follows then
      // (componentDidUpdate), and the keys the writer types go to the text meanwhile.
      this.edited = edited
      this.props.onChange(edited.text)
      this.textArea?.focus()
    },
    /** The writer goes on typing in the text, where the last button left the caret. */
    writeOn(this: BodyEditor) {
      if (!this.caret) return
      this.textArea?.focus()
      this.textArea?.setSelectionRange(this.caret.start, this.caret.end)
    },
    render(this: BodyEditor) {
      const {
        value = '',
        onChange,
        forID,
        classNameWrapper,
        setActiveStyle,
        setInactiveStyle,
      } = this.props
      const texts = bodyEditorTexts[shownLanguage()]
      // The media library, closing, gives the focus back to the button that opened it, after
      // the photo is in the text: the focus goes on to the text, where the writer describes it.
      const onFocus = () => {
        if (!this.photoAdded) return
        this.photoAdded = false
        // The text keeps its caret, and whatever the writer has typed since.
        this.textArea?.focus()
      }
      const button = (label: string, onClick: () => void) =>
        h('button', { type: 'button', 'data-body-editor-button': '', onClick, onFocus }, label)
      return h(
        'div',
        { 'data-body-editor': '' },
        h(
          'div',
          {
            role: 'toolbar',
            'aria-label': texts.toolbar,
            'aria-controls': forID,
            style: { display: 'flex', flexWrap: 'wrap', gap: '4px', marginBottom: '6px' },
          },
          ...buttons.map(([name, edit]) => button(texts[name], () => this.apply(edit))),
          button(texts.image, () => {
            this.photoAt = this.selected()
            this.props.onOpenMediaLibrary({
              controlID: this.controlID,
              forImage: true,
              privateUpload: false,
              // One file, not a list: the library then hands back its path alone.
              value: '',
              allowMultiple: false,
              field: this.props.field,
            })
          }),
        ),
        h('textarea', {
          id: forID,
          className: classNameWrapper,
          value,
          rows: 24,
          spellCheck: true,
          style: { width: '100%', resize: 'vertical', fontFamily: 'monospace', lineHeight: 1.5 },
          ref: (area: HTMLTextAreaElement | null) => (this.textArea = area),
          onChange: (event: { target: HTMLTextAreaElement }) => onChange(event.target.value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
      )
    },
  })
  cms.registerWidget(bodyEditorWidget, control)
}

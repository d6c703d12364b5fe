import type { DecapCms } from './decap'

/**
 * The Markdown text of a page, in Decap's own Markdown field, redrawn when its value changes from
 * outside the field. Decap's raw Markdown editor reads its value once (decap-cms#7507), so "Copy
 * from another language" filled the other fields and left the text as it was; here a value the
 * field did not write itself gives the editor a new key, and React draws it again with the value.
 */

export const markdownTextWidget = 'markdown-text'

interface MarkdownTextProps {
  value?: string
  onChange: (value: string, metadata?: unknown) => void
}

interface MarkdownText {
  props: MarkdownTextProps
  /** The last value the editor wrote, and how many times a value came from elsewhere. */
  written?: string
  generation: number
}

/** Registers the field; Decap must have loaded and not yet started. */
export function registerMarkdownText(cms: DecapCms) {
  const { h, createClass } = window
  const markdown = cms.getWidget('markdown')
  if (!h || !createClass || !markdown) return
  const control = createClass({
    render(this: MarkdownText) {
      const { value = '', onChange } = this.props
      this.generation ??= 0
      if (this.written !== undefined && value !== this.written) this.generation += 1
      this.written = value
      return h(markdown.control as string, {
        ...this.props,
        key: this.generation,
        onChange: (next: string, metadata?: unknown) => {
          this.written = next
          onChange(next, metadata)
        },
      })
    },
  })
  cms.registerWidget(markdownTextWidget, control, markdown.preview)
}

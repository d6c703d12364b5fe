/**
 * What each button of the body editor's toolbar does to the text: a pure function of the text and
 * its selection, giving the new text and selection, so that the writer can go on typing where
 * the Markdown wants the words (a link's address selected, an image's description between its
 * brackets).
 */

export interface Selected {
  text: string
  start: number
  end: number
}

export type MarkdownEdit = (selected: Selected) => Selected

/** The start of the line the selection starts on, and the end of the line it ends on. */
function lineSpan({ text, start, end }: Selected): [number, number] {
  const from = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', end)
  return [from, lineEnd === -1 ? text.length : lineEnd]
}

/** Each selected line given a prefix (its number, for a numbered list), or losing it if all have it. */
const prefixLines =
  (prefix: (index: number) => string, written: RegExp): MarkdownEdit =>
  (selected) => {
    const [from, to] = lineSpan(selected)
    const lines = selected.text.slice(from, to).split('\n')
    const all = lines.every((line) => written.test(line))
    const changed = lines
      .map((line, index) =>
        all ? line.replace(written, '') : `${prefix(index)}${line.replace(written, '')}`,
      )
      .join('\n')
    const text = selected.text.slice(0, from) + changed + selected.text.slice(to)
    return { text, start: from, end: from + changed.length }
  }

/** The selection between two marks, or the marks around the caret for what comes next. */
const wrap =
  (before: string, after: string): MarkdownEdit =>
  ({ text, start, end }) => ({
    text: text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end),
    start: start + before.length,
    end: end + before.length,
  })

/** A block of its own, after the line the caret is on, with blank lines around it. */
function block(selected: Selected, written: string, caret: number): Selected {
  const { text } = selected
  const [, lineEnd] = lineSpan(selected)
  const before = text.slice(0, lineEnd).replace(/\s*$/, '')
  const after = text.slice(lineEnd).replace(/^\s*/, '')
  const head = before === '' ? '' : `${before}\n\n`
  const result = `${head}${written}${after === '' ? '\n' : `\n\n${after}`}`
  return { text: result, start: head.length + caret, end: head.length + caret }
}

export const heading: MarkdownEdit = prefixLines(() => '## ', /^#{1,6} /)
export const bold: MarkdownEdit = wrap('**', '**')
export const bulletedList: MarkdownEdit = prefixLines(() => '- ', /^[-*] /)
export const numberedList: MarkdownEdit = prefixLines((index) => `${index + 1}. `, /^\d+\. /)

/** A link around the selection, its address selected to be typed over. */
export const link: MarkdownEdit = (selected) => {
  const address = 'https://'
  const { text, end } = wrap('[', `](${address})`)(selected)
  const addressStart = end + 2
  return { text, start: addressStart, end: addressStart + address.length }
}

/**
 * A photo saved beside the entry, on a line of its own, the caret between the brackets where its
 * description goes (the build refuses a photo without one).
 */
export const image =
  (fileName: string): MarkdownEdit =>
  (selected) =>
    block(selected, `![](./${fileName.replace(/^\.?\//, '')})`, 2)

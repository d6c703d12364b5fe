import { defaultLanguage, toLanguage, type Language } from '../../../i18n/languages'
import { kindOf, locateContentFile, type ContentLocation } from '../../../node/content-item'
import type { ContentKind } from '../../../node/frontmatter/kinds'

/** The parts of Decap's Immutable.js maps the preview reads. */
interface DecapMap {
  get(key: string): unknown
  getIn(path: readonly string[]): unknown
}

/**
 * What Decap gives a preview template (decap-cms-core's EditorPreviewPane): the entry with the
 * data of the pane's language (`locale`), its collection, the CMS's copy of a file
 * (`getAsset`), the preview's frame, and the CMS's whole state.
 */
export interface DecapPreviewProps {
  entry: DecapMap
  collection: DecapMap
  locale?: string
  getAsset: (path: string) => { toString(): string }
  document: Document
  window: Window & typeof globalThis
  state?: { entryDraft?: DecapMap }
}

/** The content file the writer is editing, in the pane's language, as the CMS holds it now. */
export interface EditedFile extends ContentLocation {
  language: Language
  kind: ContentKind
  displayPath: string
  frontmatter: Record<string, unknown>
  body: string
  /** The English file's fields, whose shared facts (a post's date, author, cover) it shows. */
  english: Record<string, unknown>
  /** The names of the other files the CMS holds in the item's folder: a post's images. */
  folderFiles: string[]
}

const toJs = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? (value.toJS as () => unknown)()
    : value

const fieldsOf = (value: unknown): Record<string, unknown> => {
  const plain = toJs(value)
  return plain !== null && typeof plain === 'object' ? (plain as Record<string, unknown>) : {}
}

/** The folder a new item will have once saved (Decap names it from the title then). */
const newItemFolder = '(new)'

/**
 * The file from Decap's props, or undefined for a collection outside the content folders. With
 * languages in separate files, Decap names an entry's file `<folder>/<slug>.<language>.mdx`; an
 * item not saved yet has no slug, and its path template stands in with a placeholder folder.
 */
export function editedFile(props: DecapPreviewProps): EditedFile | undefined {
  const { entry, collection } = props
  const language = toLanguage(props.locale)
  const slug =
    String(entry.get('slug') ?? '') ||
    String(collection.get('path') ?? '').replace('{{slug}}', newItemFolder)
  const displayPath = `${String(collection.get('folder'))}/${slug}.${language}.mdx`
  const location = locateContentFile(displayPath.replace(/^content\//, ''))
  const kind = location && kindOf(location.section, location.translationKey)
  if (!location || !kind) return undefined
  const { body = '', ...frontmatter } = fieldsOf(entry.get('data'))
  // Decap hands the preview the pane's language only; the English fields are in its draft.
  const english =
    language === defaultLanguage
      ? frontmatter
      : fieldsOf(props.state?.entryDraft?.getIn(['entry', 'data']))
  const media = toJs(entry.get('mediaFiles'))
  const folderFiles = (Array.isArray(media) ? media : [])
    .map((file: { name?: unknown }) => String(file.name ?? ''))
    .filter((name) => name !== '' && !name.endsWith('.mdx'))
  return {
    ...location,
    language,
    kind,
    displayPath,
    frontmatter,
    body: String(body),
    english,
    folderFiles,
  }
}

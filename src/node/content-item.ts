import { pageKinds, type ContentKind } from './frontmatter/kinds'
import { componentUses, type ComponentUse } from './body-components'
import { bodyFindings, type BodyProblem, type ImageUse } from './body-findings'
import { bodyStartIndex, frontmatterFieldLines } from './frontmatter/field-lines'

/**
 * What a content file is to the checks: where it sits, its kind, and what was read of it. Reading
 * the files from disk is content-files.ts's; this part runs in the CMS preview too.
 */

/** Where a content file sits, read from its path: content/<section>/<translationKey>/index.<language>.mdx */
export interface ContentLocation {
  section: string
  translationKey: string
  /** The language code in the file name, as written (it may be unknown; validation reports it). */
  language: string
}

/** One content file as the validator sees it: where it is and its frontmatter exactly as written. */
export interface ContentFile extends ContentLocation {
  /** Path relative to the project root, used in every message to the writer. */
  displayPath: string
  /** The version of the file's text (see sourceVersion); translations record the English one. */
  version: string
  /** Frontmatter as parsed YAML; dates stay text so that a malformed one can be reported. */
  frontmatter: unknown
  /** The line of each frontmatter field, by its path (see frontmatterFieldLines). */
  fieldLines: Readonly<Record<string, number>>
  /** The other files in the item's folder (images), by name, each with what keeps it from a page. */
  siblingFiles: ReadonlyMap<string, readonly string[]>
  /** Line numbers (from 1) that still hold the scaffold's placeholder (see scaffold.ts). */
  unwrittenLines?: readonly number[]
  /** The file holds nothing but white space. */
  blank?: boolean
  /** Why the frontmatter could not be read, with its line, when it is not valid YAML. */
  syntaxError?: string
  /** The fact components its body uses (see body-components.ts). */
  components?: readonly ComponentUse[]
  /** The images its body shows (see body-findings.ts). */
  images?: readonly ImageUse[]
  /** What is wrong in its body's Markdown (see body-findings.ts). */
  bodyProblems?: readonly BodyProblem[]
  /** The first line of text below the frontmatter, if any: not every kind of page shows one. */
  bodyTextLine?: number
}

/** The id of the item a file belongs to, shared by all its languages: <section>/<folder name>. */
export function itemKey({
  section,
  translationKey,
}: Pick<ContentLocation, 'section' | 'translationKey'>): string {
  return `${section}/${translationKey}`
}

/**
 * What `npm run new` writes where a writer has to write something; the build names every line
 * that still holds it, so no page goes out half-written.
 */
export const placeholderMark = 'TO WRITE'

/**
 * What the checks read from a file's text besides its fields: whether it is blank, the lines that
 * still hold the placeholder, the line of each field, and what its body uses and gets wrong.
 */
export function sourceFindings(
  source: string,
): Pick<
  ContentFile,
  | 'unwrittenLines'
  | 'fieldLines'
  | 'components'
  | 'blank'
  | 'images'
  | 'bodyProblems'
  | 'bodyTextLine'
> {
  const lines = source.split('\n')
  const bodyStart = bodyStartIndex(lines)
  const textIndex = lines.findIndex((line, index) => index >= bodyStart && line.trim() !== '')
  return {
    ...(bodyStart > 0 && textIndex >= 0 && { bodyTextLine: textIndex + 1 }),
    ...bodyFindings(source),
    blank: source.trim() === '',
    unwrittenLines: source
      .split('\n')
      .flatMap((line, index) => (line.includes(placeholderMark) ? [index + 1] : [])),
    fieldLines: frontmatterFieldLines(source),
    components: componentUses(source),
  }
}

const fileNamePattern = /^index\.([^.]+)\.mdx$/

/**
 * Reads section, translation key and language from a path relative to the content folder, with
 * the system's separators or the CMS's slashes.
 */
export function locateContentFile(pathInContent: string): ContentLocation | undefined {
  const parts = pathInContent.split(/[\\/]/)
  if (parts.length !== 3) return undefined
  const [section, translationKey, fileName] = parts as [string, string, string]
  const language = fileNamePattern.exec(fileName)?.[1]
  return language ? { section, translationKey, language } : undefined
}

/** The kind of a content item follows from its folder; undefined when the folder is not a known kind. */
export function kindOf(section: string, translationKey: string): ContentKind | undefined {
  if (section === 'legal') return 'legal'
  if (section === 'blog') return 'post'
  if (section === 'categories') return 'category'
  if (section === 'authors') return 'author'
  if (section === 'pages') {
    return (pageKinds as readonly string[]).includes(translationKey)
      ? (translationKey as ContentKind)
      : 'page'
  }
  return undefined
}

/**
 * Whether an item of this kind may leave languages out: an article goes out in each language once
 * it is written there (always in English, which holds its shared facts and which translations
 * are checked against); every page and legal document exists in all languages.
 */
export const mayLeaveLanguagesOut = (kind: ContentKind | undefined) => kind === 'post'

/** Frontmatter as its fields by name; undefined when the YAML there is not a mapping. */
export function frontmatterFields(frontmatter: unknown): Record<string, unknown> | undefined {
  return frontmatter !== null && typeof frontmatter === 'object' && !Array.isArray(frontmatter)
    ? (frontmatter as Record<string, unknown>)
    : undefined
}

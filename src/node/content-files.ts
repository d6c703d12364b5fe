import { createHash } from 'node:crypto'
import { versionFromDigest, versionedText } from '../i18n/source-version'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import matter from 'gray-matter'
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml'
import { componentUses, type ComponentUse } from './body-components'
import { frontmatterFieldLines } from './frontmatter/field-lines'
import { pageKinds, type ContentKind } from './frontmatter/kinds'
import { isSvgFile, prepareSvgFile } from './inline-svg'

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
  /** Why the frontmatter could not be read, with its line, when it is not valid YAML. */
  syntaxError?: string
  /** The fact components its body uses (see body-components.ts). */
  components?: readonly ComponentUse[]
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
 * A short fingerprint of what a content file says: its fields and its body, not how they are
 * written. A translation records the one of its English file (`translatedFrom`), so any later
 * change to the English shows the translation as outdated; quoting, folding or reordering the
 * fields (as the CMS does when it saves) changes nothing. A file whose frontmatter cannot be read
 * is fingerprinted by its text.
 */
export function sourceVersion(text: string): string {
  const normalized = text.replace(/\r\n/g, '\n')
  let said: string
  try {
    const { frontmatter, body } = splitContentFile(normalized)
    said = versionedText(frontmatter, body)
  } catch {
    said = normalized
  }
  return versionFromDigest(createHash('sha256').update(said).digest('hex'))
}

const fileNamePattern = /^index\.([^.]+)\.mdx$/

/** Reads section, translation key and language from a path relative to the content folder. */
export function locateContentFile(pathInContent: string): ContentLocation | undefined {
  const parts = pathInContent.split(sep).join('/').split('/')
  if (parts.length !== 3) return undefined
  const [section, translationKey, fileName] = parts as [string, string, string]
  const language = fileNamePattern.exec(fileName)?.[1]
  return language ? { section, translationKey, language } : undefined
}

/** The kind of a content item follows from its folder; undefined when the folder is not a known kind. */
export function kindOf(section: string, translationKey: string): ContentKind | undefined {
  if (section === 'legal') return 'legal'
  if (section === 'blog') return 'post'
  if (section === 'pages') {
    return (pageKinds as readonly string[]).includes(translationKey)
      ? (translationKey as ContentKind)
      : 'page'
  }
  return undefined
}

/** Frontmatter as its fields by name; undefined when the YAML there is not a mapping. */
export function frontmatterFields(frontmatter: unknown): Record<string, unknown> | undefined {
  return frontmatter !== null && typeof frontmatter === 'object' && !Array.isArray(frontmatter)
    ? (frontmatter as Record<string, unknown>)
    : undefined
}

/**
 * YAML without its timestamp type, so a date is validated as the writer typed it. Given options,
 * gray-matter also keeps no copy of each file it reads (its cache would hold every content file
 * and its parse for the whole build: about 40 KB a file).
 */
const matterOptions = {
  engines: { yaml: (text: string) => load(text, { schema: CORE_SCHEMA }) as object },
}

/** A content file's frontmatter, parsed, and its Markdown body. */
export function splitContentFile(source: string): { frontmatter: unknown; body: string } {
  const { data, content } = matter(source, matterOptions)
  return { frontmatter: data, body: content }
}

export function parseFrontmatter(source: string): unknown {
  return splitContentFile(source).frontmatter
}

export function readContentFile(
  absolutePath: string,
  contentRoot: string,
  projectRoot: string,
): ContentFile | { displayPath: string; unplaced: true } {
  const displayPath = relative(projectRoot, absolutePath)
  const location = locateContentFile(relative(contentRoot, absolutePath))
  if (!location) return { displayPath, unplaced: true }
  const folder = dirname(absolutePath)
  const source = readFileSync(absolutePath, 'utf8')
  const unwrittenLines = source
    .split('\n')
    .flatMap((line, index) => (line.includes(placeholderMark) ? [index + 1] : []))
  const read = {
    ...location,
    displayPath,
    unwrittenLines,
    version: sourceVersion(source),
    fieldLines: frontmatterFieldLines(source),
    components: componentUses(source),
  }
  const siblingFiles = new Map(
    readdirSync(folder)
      .filter((name) => !name.endsWith('.mdx'))
      .map((name) => [name, isSvgFile(name) ? prepareSvgFile(join(folder, name)).problems : []]),
  )
  try {
    return { ...read, frontmatter: parseFrontmatter(source), siblingFiles }
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error
    // The parser counts from 0, starting at the opening "---" line, whose line break it is given.
    const line = error.mark ? error.mark.line + 1 : undefined
    const reason = error.reason ?? error.message
    return {
      ...read,
      frontmatter: {},
      siblingFiles,
      syntaxError: `${line ? `line ${line}: ` : ''}the frontmatter is not valid YAML (${reason}). Check the quotes, colons and indentation there.`,
    }
  }
}

/** Every .mdx file below a folder, for tools that read content without Gatsby. */
export function listMdxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

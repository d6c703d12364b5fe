import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import matter from 'gray-matter'
import { CORE_SCHEMA, load } from 'js-yaml'

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
  /** Frontmatter as parsed YAML; dates stay text so that a malformed one can be reported. */
  frontmatter: unknown
  /** Names of the other files in the item's folder (images). */
  siblingFiles: readonly string[]
}

/** The id of the item a file belongs to, shared by all its languages: <section>/<folder name>. */
export function itemKey({
  section,
  translationKey,
}: Pick<ContentLocation, 'section' | 'translationKey'>): string {
  return `${section}/${translationKey}`
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

/** Parses frontmatter without YAML's timestamp type, so a date is validated as the writer typed it. */
export function parseFrontmatter(source: string): unknown {
  return matter(source, {
    engines: { yaml: (text: string) => load(text, { schema: CORE_SCHEMA }) as object },
  }).data
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
  return {
    ...location,
    displayPath,
    frontmatter: parseFrontmatter(readFileSync(absolutePath, 'utf8')),
    siblingFiles: readdirSync(folder).filter((name) => !name.endsWith('.mdx')),
  }
}

/** Every .mdx file below a folder, for tools that read content without Gatsby. */
export function listMdxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

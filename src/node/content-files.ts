import { createHash } from 'node:crypto'
import { versionFromDigest, versionedText } from '../i18n/source-version'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import matter from 'gray-matter'
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml'
import { locateContentFile, sourceFindings, type ContentFile } from './content-item'
import { isSvgFile } from './inline-svg'
import { prepareSvgFile } from './inline-svg-file'
import { isRasterImageFile } from './image-formats'
import { rasterImageProblems } from './raster-image-file'

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

/** What keeps a file beside a content file from being shown as an image there. */
function siblingFileProblems(path: string): readonly string[] {
  if (isSvgFile(path)) return prepareSvgFile(path).problems
  if (isRasterImageFile(path)) return rasterImageProblems(path)
  return []
}

/**
 * What each file's text was found to hold (its body parsed, about 6 ms a file), kept by file until
 * the text changes: the content is checked before Gatsby reads it and again whenever the pages are
 * made, which in `npm start` is at every save of any file.
 */
const findingsByFile = new Map<
  string,
  { digest: string; findings: ReturnType<typeof sourceFindings> }
>()

function findingsOf(absolutePath: string, source: string) {
  const digest = createHash('sha256').update(source).digest('hex')
  const known = findingsByFile.get(absolutePath)
  if (known?.digest === digest) return known.findings
  const findings = sourceFindings(source)
  findingsByFile.set(absolutePath, { digest, findings })
  return findings
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
  const read = {
    ...location,
    displayPath,
    version: sourceVersion(source),
    ...findingsOf(absolutePath, source),
  }
  const siblingFiles = new Map(
    readdirSync(folder)
      .filter((name) => !name.endsWith('.mdx'))
      .map((name) => [name, siblingFileProblems(join(folder, name))]),
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

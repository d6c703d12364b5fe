import { createHash } from 'node:crypto'
import { versionFromDigest, versionedText } from '../i18n/source-version'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
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

type Findings = ReturnType<typeof sourceFindings> & Pick<ContentFile, 'version'>

/**
 * What each text was found to hold (its body parsed, 10 to 25 ms a file) and its version, by the
 * text's digest: the content is checked before Gatsby reads it and again whenever the pages are
 * made, which in `npm start` is at every save of any file. Kept between builds too
 * (`keepFindings`), so that a rebuild parses only the files that changed, not a blog's thousands.
 */
const findingsByDigest = new Map<string, Findings>()
/** The digests read since the findings were last kept: those of the content as it is now. */
const readSinceKept = new Set<string>()
/** Whether the findings differ from those last kept (a text parsed, or one gone). */
let changedSinceKept = false

function findingsOf(source: string): Findings {
  const digest = createHash('sha256').update(source).digest('hex')
  readSinceKept.add(digest)
  let findings = findingsByDigest.get(digest)
  if (!findings) {
    findings = { ...sourceFindings(source), version: sourceVersion(source) }
    findingsByDigest.set(digest, findings)
    changedSinceKept = true
  }
  return findings
}

/** Takes up the findings `keepFindings` left in `file` (a build's cache), if there are any. */
export function recallFindings(file: string) {
  if (findingsByDigest.size > 0 || !existsSync(file)) return
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Findings>
    for (const [digest, findings] of Object.entries(kept)) findingsByDigest.set(digest, findings)
  } catch {
    // A cache that cannot be read is rebuilt by parsing the files again.
  }
}

/**
 * Writes the findings of the files read since the last call to `file`, for the next build, and
 * forgets those of texts no longer in the content (a file's earlier versions in `npm start`).
 * Unchanged findings are not written again: the check runs twice a build, and at every save.
 */
export function keepFindings(file: string) {
  for (const digest of findingsByDigest.keys())
    if (!readSinceKept.has(digest)) {
      findingsByDigest.delete(digest)
      changedSinceKept = true
    }
  readSinceKept.clear()
  if (!changedSinceKept && existsSync(file)) return
  changedSinceKept = false
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(Object.fromEntries(findingsByDigest)))
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
    ...findingsOf(source),
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

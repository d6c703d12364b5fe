import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { searchBundleFolder, searchIndexFolder } from '../../config/search-index'
import { languageCodes, type Language } from '../../i18n/languages'
import { projectRoot } from '../project-paths'

/** The folders the paths start in: `/de/preise` → `de`; the root page's is ''. */
const firstSegmentsOf = (paths: readonly string[]) =>
  new Set(paths.map((path) => path.split('/')[1] ?? ''))

/**
 * Pagefind's glob for the pages of one language: the folders their paths start in (a
 * language's prefix, or the default language's top-level pages) and the root page.
 */
export function languageGlob(paths: readonly string[]): string {
  const alternatives = (patterns: string[]) =>
    patterns.length === 1 ? (patterns[0] as string) : `{${patterns.join(',')}}`
  const firstSegments = firstSegmentsOf(paths)
  const folders = [...firstSegments].filter(Boolean)
  return alternatives([
    ...(firstSegments.has('') ? ['index.html'] : []),
    ...(folders.length > 0 ? [`${alternatives(folders)}/**/index.html`] : []),
  ])
}

/**
 * A digest of what Pagefind reads for a language: every page file its glob covers, by name and
 * content. A language whose pages are unchanged since the last build keeps its bundle.
 */
export function languagePagesDigest(publicDir: string, paths: readonly string[]): string {
  const firstSegments = firstSegmentsOf(paths)
  const files = [
    ...(firstSegments.has('') ? [join(publicDir, 'index.html')] : []),
    ...[...firstSegments]
      .filter(Boolean)
      .map((folder) => join(publicDir, folder))
      .filter((folder) => existsSync(folder))
      .flatMap((folder) =>
        readdirSync(folder, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && entry.name === 'index.html')
          .map((entry) => join(entry.parentPath, entry.name)),
      ),
  ].sort()
  const digest = createHash('sha256')
  for (const file of files) digest.update(relative(publicDir, file)).update(readFileSync(file))
  return digest.digest('hex')
}

async function runPagefind(args: string[]) {
  const pagefind = join(projectRoot, 'node_modules', '.bin', 'pagefind')
  try {
    await promisify(execFile)(pagefind, [...args, '--quiet'], { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stderr, stdout, message } = error as Error & { stderr?: string; stdout?: string }
    throw new Error([message, stderr, stdout].filter(Boolean).join('\n'))
  }
}

/** What the search index of each language was made from: its pages' digest (languagePagesDigest). */
export type SearchIndexDigests = Partial<Record<Language, string>>

/**
 * Writes the site search's index with Pagefind: it reads the built pages, indexes the part of
 * each marked `data-pagefind-body` (the main content of the pages search engines may list) with
 * its language's stemming, and writes a bundle per language (index and browser script) under
 * public/pagefind/<language>/, written afresh (Pagefind adds to a folder, and the parts of an
 * earlier index would stay). A language whose pages are those its bundle was made from, by
 * `previous`, keeps it: an edit in one language indexes that language alone. The languages are
 * indexed one after another: Pagefind holds a whole index in memory until it writes it. Returns
 * the number of pages indexed in each language indexed again, and the digests to pass next time.
 *
 * Pagefind's Node API is an ES module only, which Gatsby's CommonJS build of this file cannot
 * load, so its command runs instead (the same binary, from its per-platform npm package).
 */
export async function writeSearchIndex(
  publicDir: string,
  pages: readonly { path: string; language: Language }[],
  previous: SearchIndexDigests = {},
): Promise<{ pagesIndexed: Record<string, number>; digests: SearchIndexDigests }> {
  const pagesIndexed: Record<string, number> = {}
  const digests: SearchIndexDigests = {}
  const indexFolder = join(publicDir, searchIndexFolder)
  for (const language of languageCodes) {
    const paths = pages.filter((page) => page.language === language).map(({ path }) => path)
    const bundle = searchBundleFolder(language)
    if (paths.length === 0) {
      await rm(join(publicDir, bundle), { recursive: true, force: true })
      continue
    }
    const digest = languagePagesDigest(publicDir, paths)
    digests[language] = digest
    if (previous[language] === digest && existsSync(join(publicDir, bundle, 'pagefind.js')))
      continue
    await rm(join(publicDir, bundle), { recursive: true, force: true })
    await runPagefind([
      '--site',
      publicDir,
      '--glob',
      languageGlob(paths),
      '--output-subdir',
      bundle,
    ])
    const entry = JSON.parse(
      await readFile(join(publicDir, bundle, 'pagefind-entry.json'), 'utf8'),
    ) as { languages: Record<string, { page_count: number }> }
    for (const [indexed, { page_count }] of Object.entries(entry.languages))
      pagesIndexed[indexed] = (pagesIndexed[indexed] ?? 0) + page_count
  }
  // A folder of a language the site no longer has (or of an index made before bundles per language).
  if (existsSync(indexFolder))
    for (const name of readdirSync(indexFolder))
      if (!(name in digests)) await rm(join(indexFolder, name), { recursive: true, force: true })
  return { pagesIndexed, digests }
}

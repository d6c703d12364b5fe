import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { searchBundleFolder, searchIndexFolder } from '../../config/search-index'
import { languageCodes, type Language } from '../../i18n/languages'
import { projectRoot } from '../project-paths'

/**
 * Pagefind's glob for the pages of one language: the folders their paths start in (a
 * language's prefix, or the default language's top-level pages) and the root page.
 */
export function languageGlob(paths: readonly string[]): string {
  const alternatives = (patterns: string[]) =>
    patterns.length === 1 ? (patterns[0] as string) : `{${patterns.join(',')}}`
  const firstSegments = new Set(paths.map((path) => path.split('/')[1] ?? ''))
  const folders = [...firstSegments].filter(Boolean)
  return alternatives([
    ...(firstSegments.has('') ? ['index.html'] : []),
    ...(folders.length > 0 ? [`${alternatives(folders)}/**/index.html`] : []),
  ])
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

/**
 * Writes the site search's index with Pagefind: it reads the built pages, indexes the part of
 * each marked `data-pagefind-body` (the main content of the pages search engines may list) with
 * its language's stemming, and writes a bundle per language (index and browser script) under
 * public/pagefind/<language>/, written afresh (Pagefind adds to a folder, and the parts of an
 * earlier index would stay). The languages are indexed one after another: Pagefind holds a whole
 * index in memory until it writes it. Returns the number of pages indexed in each language.
 *
 * Pagefind's Node API is an ES module only, which Gatsby's CommonJS build of this file cannot
 * load, so its command runs instead (the same binary, from its per-platform npm package).
 */
export async function writeSearchIndex(
  publicDir: string,
  pages: readonly { path: string; language: Language }[],
): Promise<Record<string, number>> {
  await rm(join(publicDir, searchIndexFolder), { recursive: true, force: true })
  const pagesIndexed: Record<string, number> = {}
  for (const language of languageCodes) {
    const paths = pages.filter((page) => page.language === language).map(({ path }) => path)
    if (paths.length === 0) continue
    const bundle = searchBundleFolder(language)
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
  return pagesIndexed
}

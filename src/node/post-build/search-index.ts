import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { searchIndexFolder } from '../../config/search-index'
import { projectRoot } from '../project-paths'

/**
 * Writes the site search's index with Pagefind: it reads the built pages, indexes the part of
 * each marked `data-pagefind-body` (the main content of the pages search engines may list), one
 * index per `<html lang>` with that language's stemming, and writes the index and its browser
 * script to public/pagefind/, written afresh (Pagefind adds to the folder, and the parts of an
 * earlier index would stay). Returns the number of pages indexed in each language.
 *
 * Pagefind's Node API is an ES module only, which Gatsby's CommonJS build of this file cannot
 * load, so its command runs instead (the same binary, from its per-platform npm package).
 */
export async function writeSearchIndex(publicDir: string): Promise<Record<string, number>> {
  const pagefind = join(projectRoot, 'node_modules', '.bin', 'pagefind')
  // Every page is <path>/index.html; other HTML files (Gatsby's own) are not pages.
  const args = [
    '--site',
    publicDir,
    '--glob',
    '**/index.html',
    '--output-subdir',
    searchIndexFolder,
  ]
  await rm(join(publicDir, searchIndexFolder), { recursive: true, force: true })
  try {
    await promisify(execFile)(pagefind, [...args, '--quiet'], { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stderr, stdout, message } = error as Error & { stderr?: string; stdout?: string }
    throw new Error([message, stderr, stdout].filter(Boolean).join('\n'))
  }
  const entry = JSON.parse(
    await readFile(join(publicDir, searchIndexFolder, 'pagefind-entry.json'), 'utf8'),
  ) as { languages: Record<string, { page_count: number }> }
  return Object.fromEntries(
    Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]),
  )
}

import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { searchIndexFolder } from '../../config/search-index'

/**
 * What Gatsby writes into public/ for its client runtime, which the pages do without
 * (src/ssr/without-runtime.tsx): the runtime's bundles and their maps and licence notes, the
 * page data and slices it loads, its webpack records and Partytown's worker. No page, header
 * rule, feed or crawler file refers to them.
 */
export function isGatsbyRuntimeFile(name: string): boolean {
  return (
    /\.js(\.map|\.LICENSE\.txt)?$/.test(name) ||
    ['page-data', '_gatsby', '~partytown', 'chunk-map.json', 'webpack.stats.json'].includes(name)
  )
}

/**
 * Pagefind's ready-made search interfaces (the site has its own, src/browser/enhance) and the
 * index of pages with no language (every page has one).
 */
export const isUnusedSearchFile = (name: string) =>
  /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name) ||
  name === 'wasm.unknown.pagefind'

/** Where the runtime's files wait for the next build, inside Gatsby's cache. */
const setAsideFolder = (cacheRoot: string) => join(cacheRoot, 'runtime-files')

/**
 * Leaves public/ holding only the site: Gatsby's runtime files are moved into its cache, because
 * the next build reads them back (it renders a page again from the page data it kept, and does
 * not write page data it believes unchanged); Pagefind's unused files are removed.
 */
export function setAsideUnshippedFiles(publicDir: string, cacheRoot: string) {
  const folder = setAsideFolder(cacheRoot)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  for (const name of readdirSync(publicDir).filter(isGatsbyRuntimeFile))
    renameSync(join(publicDir, name), join(folder, name))
  const searchDir = join(publicDir, searchIndexFolder)
  if (existsSync(searchDir)) {
    for (const bundle of readdirSync(searchDir)) {
      for (const name of readdirSync(join(searchDir, bundle)).filter(isUnusedSearchFile))
        rmSync(join(searchDir, bundle, name), { recursive: true })
    }
  }
}

/**
 * Before Gatsby looks at its cache, puts the runtime files of the last build back where it left
 * them, unless something wrote them since (a development server) or public/ is gone (a fresh
 * start, for which they would be stale).
 */
export function restoreGatsbyRuntimeFiles(publicDir: string, cacheRoot: string) {
  const folder = setAsideFolder(cacheRoot)
  if (!existsSync(folder)) return
  if (existsSync(publicDir)) {
    for (const name of readdirSync(folder)) {
      if (!existsSync(join(publicDir, name))) renameSync(join(folder, name), join(publicDir, name))
    }
  }
  rmSync(folder, { recursive: true, force: true })
}

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { listBuiltPages } from './built-pages'

/**
 * Gatsby writes the page `/pricing` as pricing/index.html, which static hosts serve at
 * `/pricing/` and reach from `/pricing` only by a redirect (Cloudflare Pages answers 308). As
 * pricing.html it is served at `/pricing` itself on Cloudflare Pages, Netlify and nginx, and
 * `/pricing/` redirects to it (docs/deploying.md).
 */
const htmlFileOf = (path: string) => `${path.slice(1)}.html`
const folderIndexOf = (path: string) => `${path.slice(1)}/index.html`

/** Where the list of moved pages waits for the next build, inside Gatsby's cache. */
const movedPagesFile = (cacheRoot: string) => join(cacheRoot, 'moved-pages.json')

interface MovedPage {
  path: string
  /** Gatsby also wrote the `.html` file itself (its /404.html beside /404), so it stays. */
  alsoWrittenByGatsby: boolean
}

function removeEmptyFolders(publicDir: string, folder: string) {
  for (let current = folder; current !== publicDir; current = dirname(current)) {
    if (readdirSync(current).length > 0) return
    rmdirSync(current)
  }
}

/**
 * Moves every page but the home page from `<path>/index.html` to `<path>.html`, and notes the
 * moves in Gatsby's cache so that the next build can put the files back first.
 */
export function writePagesAsHtmlFiles(publicDir: string, cacheRoot: string) {
  const moved: MovedPage[] = []
  for (const { path, file } of listBuiltPages(publicDir)) {
    if (path === '/' || !file.endsWith(`/${folderIndexOf(path)}`)) continue
    const target = join(publicDir, htmlFileOf(path))
    const alsoWrittenByGatsby = existsSync(target)
    if (alsoWrittenByGatsby) rmSync(file)
    else renameSync(file, target)
    removeEmptyFolders(publicDir, dirname(file))
    moved.push({ path, alsoWrittenByGatsby })
  }
  mkdirSync(cacheRoot, { recursive: true })
  writeFileSync(movedPagesFile(cacheRoot), JSON.stringify(moved))
}

/**
 * Before Gatsby looks at its cache, puts the pages of the last build back where Gatsby wrote
 * them: a later build writes again only the pages that changed and deletes those that went, by
 * the file names it used, so public/ must hold them under those names.
 */
export function restoreGatsbyPageFiles(publicDir: string, cacheRoot: string) {
  const record = movedPagesFile(cacheRoot)
  if (!existsSync(record)) return
  const moved = JSON.parse(readFileSync(record, 'utf8')) as MovedPage[]
  for (const { path, alsoWrittenByGatsby } of moved) {
    const htmlFile = join(publicDir, htmlFileOf(path))
    const folderIndex = join(publicDir, folderIndexOf(path))
    if (!existsSync(htmlFile) || existsSync(folderIndex)) continue
    mkdirSync(dirname(folderIndex), { recursive: true })
    if (alsoWrittenByGatsby) copyFileSync(htmlFile, folderIndex)
    else renameSync(htmlFile, folderIndex)
  }
  rmSync(record)
}

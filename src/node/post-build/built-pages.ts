import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { adminFolder } from '../cms/admin'

export interface BuiltPage {
  /** The path the file answers: `/de/preise` for de/preise.html (or de/preise/index.html, as Gatsby writes it). */
  path: string
  file: string
}

/**
 * Every HTML page of a built site. Gatsby's `_gatsby/` fragments are stitched into the pages at
 * build time and never served on their own; the CMS under /admin/ is a tool, not a page of it.
 */
export function listBuiltPages(publicDir: string): BuiltPage[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('_gatsby/') && !file.startsWith(`${adminFolder}/`))
    .map((file) => ({
      path: `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`,
      file: join(publicDir, file),
    }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { restoreGatsbyPageFiles, writePagesAsHtmlFiles } from '../src/node/post-build/page-files'
import { filesBelow } from './support/files'

/** public/ as Gatsby leaves it: every page a folder's index.html, and its own /404.html. */
function gatsbyOutput() {
  const root = mkdtempSync(join(tmpdir(), 'page-files-'))
  const publicDir = join(root, 'public')
  const cacheRoot = join(root, '.cache')
  const files = [
    'index.html',
    '404.html',
    '404/index.html',
    'pricing/index.html',
    'blog/index.html',
    'blog/post/index.html',
    'de/index.html',
    'de/preise/index.html',
    'de/404/index.html',
    'admin/index.html',
    'pagefind/de/pagefind.js',
  ]
  for (const file of files) {
    mkdirSync(dirname(join(publicDir, file)), { recursive: true })
    writeFileSync(join(publicDir, file), file === '404.html' ? '404/index.html' : file)
  }
  return { publicDir, cacheRoot }
}

describe('page files', () => {
  it('writes every page but the home page as <path>.html, which hosts serve at the path itself', () => {
    const { publicDir, cacheRoot } = gatsbyOutput()
    writePagesAsHtmlFiles(publicDir, cacheRoot)
    expect(filesBelow(publicDir)).toEqual([
      '404.html',
      'admin/index.html',
      'blog.html',
      'blog/post.html',
      'de.html',
      'de/404.html',
      'de/preise.html',
      'index.html',
      'pagefind/de/pagefind.js',
      'pricing.html',
    ])
    expect(readFileSync(join(publicDir, 'de/preise.html'), 'utf8')).toBe('de/preise/index.html')
  })

  it('puts the pages back where Gatsby wrote them before the next build, its own 404.html included', () => {
    const { publicDir, cacheRoot } = gatsbyOutput()
    const asGatsbyWroteThem = filesBelow(publicDir)
    writePagesAsHtmlFiles(publicDir, cacheRoot)
    restoreGatsbyPageFiles(publicDir, cacheRoot)
    expect(filesBelow(publicDir)).toEqual(asGatsbyWroteThem)
    expect(existsSync(join(cacheRoot, 'moved-pages.json'))).toBe(false)
  })

  it('leaves alone a page Gatsby has written again since', () => {
    const { publicDir, cacheRoot } = gatsbyOutput()
    writePagesAsHtmlFiles(publicDir, cacheRoot)
    mkdirSync(join(publicDir, 'pricing'))
    writeFileSync(join(publicDir, 'pricing/index.html'), 'new pricing')
    restoreGatsbyPageFiles(publicDir, cacheRoot)
    expect(readFileSync(join(publicDir, 'pricing/index.html'), 'utf8')).toBe('new pricing')
  })
})

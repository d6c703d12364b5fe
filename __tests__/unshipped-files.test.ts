/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  restoreGatsbyRuntimeFiles,
  setAsideUnshippedFiles,
} from '../src/node/post-build/unshipped-files'
import { filesBelow } from './support/files'

function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'unshipped-'))
  const publicDir = join(root, 'public')
  const cacheRoot = join(root, '.cache')
  for (const folder of ['page-data/pricing', '_gatsby/slices', 'pagefind/en', 'pricing', 'enhance'])
    mkdirSync(join(publicDir, folder), { recursive: true })
  const files = [
    'index.html',
    'pricing/index.html',
    'enhance/site-abc.js',
    'app-123.js',
    'app-123.js.map',
    'framework-456.js.LICENSE.txt',
    'webpack.stats.json',
    'chunk-map.json',
    'page-data/pricing/page-data.json',
    '_gatsby/slices/_gatsby-scripts-1.html',
    'pagefind/en/pagefind.js',
    'pagefind/en/pagefind-ui.js',
    'pagefind/en/pagefind-modular-ui.css',
    'pagefind/en/pagefind-highlight.js',
    'pagefind/en/wasm.unknown.pagefind',
    'pagefind/en/wasm.en.pagefind',
  ]
  for (const file of files) writeFileSync(join(publicDir, file), file)
  return { publicDir, cacheRoot }
}

describe("the build folder after Gatsby's build", () => {
  it("keeps the site and sets Gatsby's runtime files aside; Pagefind's unused files go", () => {
    const { publicDir, cacheRoot } = builtSite()
    setAsideUnshippedFiles(publicDir, cacheRoot)
    expect(filesBelow(publicDir)).toEqual([
      'enhance/site-abc.js',
      'index.html',
      'pagefind/en/pagefind.js',
      'pagefind/en/wasm.en.pagefind',
      'pricing/index.html',
    ])
  })

  it('gets the runtime files back before the next build, which reads the page data again', () => {
    const { publicDir, cacheRoot } = builtSite()
    setAsideUnshippedFiles(publicDir, cacheRoot)
    restoreGatsbyRuntimeFiles(publicDir, cacheRoot)
    expect(filesBelow(publicDir)).toEqual(
      expect.arrayContaining([
        'app-123.js',
        'chunk-map.json',
        'page-data/pricing/page-data.json',
        '_gatsby/slices/_gatsby-scripts-1.html',
      ]),
    )
    expect(existsSync(join(cacheRoot, 'runtime-files'))).toBe(false)
  })

  it('does not bring them back over a fresh start or over newer files', () => {
    const { publicDir, cacheRoot } = builtSite()
    setAsideUnshippedFiles(publicDir, cacheRoot)
    mkdirSync(join(publicDir, 'page-data'))
    writeFileSync(join(publicDir, 'page-data', 'app-data.json'), 'written by npm start')
    restoreGatsbyRuntimeFiles(publicDir, cacheRoot)
    expect(filesBelow(join(publicDir, 'page-data'))).toEqual(['app-data.json'])

    const fresh = builtSite()
    setAsideUnshippedFiles(fresh.publicDir, fresh.cacheRoot)
    rmSync(fresh.publicDir, { recursive: true })
    restoreGatsbyRuntimeFiles(fresh.publicDir, fresh.cacheRoot)
    expect(existsSync(fresh.publicDir)).toBe(false)
    expect(existsSync(join(fresh.cacheRoot, 'runtime-files'))).toBe(false)
  })
})

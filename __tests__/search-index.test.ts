import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { writeSearchIndex } from '../src/node/post-build/search-index'

/** A built page as Gatsby writes it, its main content marked for the index. */
const writePage = (publicDir: string, path: string, language: string, text: string) => {
  const file = join(publicDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(
    file,
    `<!doctype html><html lang="${language}"><head><title>${text}</title></head><body><main data-pagefind-body><h1>${text}</h1><p>${text}</p></main></body></html>`,
  )
}

describe('the search index after an edit', () => {
  let publicDir: string
  const pages = [
    { path: '/', language: 'en' as const },
    { path: '/pricing', language: 'en' as const },
    { path: '/de', language: 'de' as const },
    { path: '/de/preise', language: 'de' as const },
  ]
  const bundleTime = (language: string) =>
    statSync(join(publicDir, 'pagefind', language, 'pagefind-entry.json')).mtimeMs

  beforeAll(() => {
    publicDir = mkdtempSync(join(tmpdir(), 'search-index-'))
    writePage(publicDir, '/', 'en', 'Welcome home')
    writePage(publicDir, '/pricing', 'en', 'Monthly plans')
    writePage(publicDir, '/de', 'de', 'Willkommen')
    writePage(publicDir, '/de/preise', 'de', 'Monatliche Pakete')
  })
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

  it('indexes again only the languages whose pages changed, and keeps the others’ bundles', async () => {
    const first = await writeSearchIndex(publicDir, pages)
    expect(first.pagesIndexed).toEqual({ en: 2, de: 2 })
    const englishBundle = bundleTime('en')

    const unchanged = await writeSearchIndex(publicDir, pages, first.digests)
    expect(unchanged.pagesIndexed).toEqual({})
    expect(unchanged.digests).toEqual(first.digests)

    writePage(publicDir, '/de/preise', 'de', 'Monatliche Pakete ohne Laufzeit')
    const edited = await writeSearchIndex(publicDir, pages, first.digests)
    expect(edited.pagesIndexed).toEqual({ de: 2 })
    expect(edited.digests.en).toBe(first.digests.en)
    expect(edited.digests.de).not.toBe(first.digests.de)
    expect(bundleTime('en')).toBe(englishBundle)
    const germanIndex = readFileSync(
      join(publicDir, 'pagefind', 'de', 'pagefind-entry.json'),
      'utf8',
    )
    expect(JSON.parse(germanIndex).languages.de.page_count).toBe(2)
  }, 60_000)

  it('removes the bundle of a language the site no longer has', async () => {
    const english = pages.filter(({ language }) => language === 'en')
    const { digests } = await writeSearchIndex(publicDir, english)
    expect(Object.keys(digests)).toEqual(['en'])
    expect(() => statSync(join(publicDir, 'pagefind', 'de'))).toThrow()
  }, 60_000)
})

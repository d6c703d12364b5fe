import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cmsSerialization } from '../src/node/cms/serialize'
import { listMdxFiles, sourceVersion } from '../src/node/content-files'
import { formatStatus, translationStatus } from '../src/node/translation-status'
import { checkContentFiles } from '../src/node/validate'

const missingLanguage = join(__dirname, 'fixtures/content-problems/missing-language/content')
const versions = join(__dirname, 'fixtures/translation-status/content')
const articleInSomeLanguages = join(
  __dirname,
  'fixtures/content-problems/article-in-some-languages/content',
)

function runStatus(args: string[]): { output: string; exitCode: number } {
  try {
    const output = execFileSync(
      join(__dirname, '../node_modules/.bin/tsx'),
      ['scripts/i18n-status.ts', ...args],
      {
        encoding: 'utf8',
      },
    )
    return { output, exitCode: 0 }
  } catch (error) {
    const failed = error as { stdout: string; status: number }
    return { output: failed.stdout, exitCode: failed.status }
  }
}

describe('translation status', () => {
  it('lists each item and language with its path, or MISSING', () => {
    const { files } = checkContentFiles(
      listMdxFiles(missingLanguage),
      missingLanguage,
      missingLanguage,
    )
    const [privacy] = translationStatus(files)
    expect(privacy?.item).toBe('legal/privacy')
    expect(privacy?.languages.de.path).toBe('/de/datenschutz')
    expect(privacy?.languages.pl).toEqual({ state: 'missing' })
    const table = formatStatus(translationStatus(files))
    expect(table).toMatch(/^legal\/privacy\s+de\s+\/de\/datenschutz\s+OUTDATED$/m)
    expect(table).toMatch(/^legal\/privacy\s+pl\s+MISSING$/m)
    expect(table).toMatch(
      /5 translation\(s\) of pages missing: every page needs all 7 languages, and the build stops without them\./,
    )
  })

  it('tells up-to-date, outdated and missing translations apart by the English version they record', () => {
    const { files } = checkContentFiles(listMdxFiles(versions), versions, versions)
    const [privacy] = translationStatus(files)
    expect(privacy?.languages).toEqual({
      en: { state: 'source', path: '/privacy-policy' },
      de: { state: 'up to date', path: '/de/datenschutz' },
      fr: { state: 'outdated', path: '/fr/confidentialite' },
      // A translation that never recorded its source cannot be vouched for.
      pl: { state: 'outdated', path: '/pl/prywatnosc' },
      es: { state: 'missing' },
      it: { state: 'missing' },
      pt: { state: 'missing' },
    })
  })

  it('npm run i18n:status exits non-zero when a page misses a translation', () => {
    const { output, exitCode } = runStatus(['--content', missingLanguage])
    expect(exitCode).toBe(1)
    expect(output).toContain('5 translation(s) of pages missing')
  })

  it('lists an article’s languages still to write as MISSING, a to-do that the build accepts', () => {
    const { output, exitCode } = runStatus(['--content', articleInSomeLanguages])
    expect(exitCode).toBe(0)
    expect(output).toMatch(/^blog\/launch\s+de\s+\/de\/blog\/start\s+OUTDATED$/m)
    for (const language of ['es', 'it', 'fr', 'pt', 'pl'])
      expect(output).toMatch(new RegExp(`^blog/launch\\s+${language}\\s+MISSING$`, 'm'))
    expect(output).toContain(
      '5 article translation(s) still to write: until then the site leaves the article out of those languages.',
    )
  })

  it('--mark records the current English version; a later English change makes it outdated again', () => {
    const copy = mkdtempSync(join(tmpdir(), 'i18n-status-'))
    cpSync(versions, copy, { recursive: true })
    const english = join(copy, 'legal/privacy/index.en.mdx')
    const french = join(copy, 'legal/privacy/index.fr.mdx')
    const frenchBefore = readFileSync(french, 'utf8')
    expect(runStatus(['--content', copy, '--mark', 'legal/privacy', 'fr', 'pl']).exitCode).toBe(0)
    // Written as the CMS writes files: only the recorded version differs from the CMS's own save.
    expect(readFileSync(french, 'utf8')).toBe(
      cmsSerialization(frenchBefore, 'legal', {
        translatedFrom: sourceVersion(readFileSync(english, 'utf8')),
      }),
    )
    expect(readFileSync(join(copy, 'legal/privacy/index.pl.mdx'), 'utf8')).toMatch(
      /\ntranslatedFrom: [0-9a-f]{12}\n---\n/,
    )
    const status = () => runStatus(['--content', copy]).output
    expect(status()).toMatch(/^legal\/privacy\s+fr\s+\/fr\/confidentialite\s+UP TO DATE$/m)
    writeFileSync(english, `${readFileSync(english, 'utf8')}\nAnd we delete it after a year.\n`)
    expect(status()).toMatch(/^legal\/privacy\s+fr\s+\/fr\/confidentialite\s+OUTDATED$/m)
    expect(status()).toMatch(/3 translation\(s\) outdated/)
  })

  it('keeps a translation up to date when the English file is only written differently, as the CMS saves it', () => {
    const copy = mkdtempSync(join(tmpdir(), 'i18n-status-'))
    cpSync(versions, copy, { recursive: true })
    const english = join(copy, 'legal/privacy/index.en.mdx')
    expect(runStatus(['--content', copy, '--mark', 'legal/privacy']).exitCode).toBe(0)
    writeFileSync(
      english,
      [
        '---',
        'title: "Privacy"',
        "description: 'How we handle your data.'",
        'slug: /privacy-policy',
        'lastUpdated: 2025-09-01',
        '---',
        '',
        'We keep only what we need.',
        '',
      ].join('\n'),
    )
    expect(runStatus(['--content', copy]).output).toMatch(
      /^legal\/privacy\s+fr\s+\/fr\/confidentialite\s+UP TO DATE$/m,
    )
  })

  it('--mark refuses a language the item does not have', () => {
    const { exitCode } = runStatus(['--content', versions, '--mark', 'legal/privacy', 'es'])
    expect(exitCode).toBe(2)
  })

  it('npm run i18n:status reports the site complete and up to date', () => {
    const { output, exitCode } = runStatus([])
    expect(output).toMatch(/All \d+ items are translated, up to date, in 7 languages\./)
    expect(exitCode).toBe(0)
  })
})

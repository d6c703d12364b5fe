import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { listMdxFiles } from '../src/node/content-files'
import { formatStatus, isComplete, translationStatus } from '../src/node/translation-status'
import { checkContentFiles } from '../src/node/validate'

const fixture = join(__dirname, 'fixtures/content-problems/missing-language/content')

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
    const { files } = checkContentFiles(listMdxFiles(fixture), fixture, fixture)
    const [privacy] = translationStatus(files)
    expect(privacy?.item).toBe('legal/privacy')
    expect(privacy?.paths).toEqual({
      en: '/privacy-policy',
      es: undefined,
      de: '/de/datenschutz',
      it: undefined,
      fr: undefined,
      pt: undefined,
      pl: undefined,
    })
    expect(privacy && isComplete(privacy)).toBe(false)
    const table = formatStatus(translationStatus(files))
    expect(table).toMatch(/^legal\/privacy\s+de\s+\/de\/datenschutz$/m)
    expect(table).toMatch(/^legal\/privacy\s+pl\s+MISSING$/m)
    expect(table).toMatch(/5 translation\(s\) missing\.$/)
  })

  it('npm run i18n:status exits non-zero when a translation is missing', () => {
    const { output, exitCode } = runStatus(['--content', fixture])
    expect(exitCode).toBe(1)
    expect(output).toContain('5 translation(s) missing.')
  })

  it('npm run i18n:status reports the site complete', () => {
    const { output, exitCode } = runStatus([])
    expect(output).toMatch(/All \d+ items are complete in 7 languages\./)
    expect(exitCode).toBe(0)
  })
})

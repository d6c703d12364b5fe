import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { OwnerFacts } from '../src/config/owner-facts'
import { pendingFacts } from '../src/node/owner-facts-check'
import { resolveFile } from '../tools/static-server'
import { copyProject } from '../tools/project-copy'
import { formatMonthRange } from '../src/i18n/format'
import { fill } from '../src/i18n/strings'
import { expectedPages, uiStringsOf } from './harness/content'

const factsFile = join('content', 'facts', 'owner.json')
const entered = join('__tests__', 'fixtures', 'owner-facts', 'entered.json')

/** `npm run build` in the copy as a host builds for production (Netlify's CONTEXT). */
function productionBuild(copy: string) {
  const run = spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CONTEXT: 'production' },
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/**
 * docs/owner-decisions.md, "Legal facts to fill in": a production build refuses the example facts and names each;
 * with the operator's facts it builds, and the legal notice states them.
 */
describe("a production build and the operator's facts", () => {
  let copy: string
  beforeAll(() => {
    copy = copyProject('owner-facts-')
  })
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  it('fails while any fact is an example, listing each and where to set it', () => {
    const { status, output } = productionBuild(copy)
    expect(status).not.toBe(0)
    for (const name of pendingFacts()) expect(output).toContain(`- ${name}`)
    expect(output).toContain(factsFile)
  })

  it('fails on a VAT number whose check letter is wrong, naming the field', () => {
    const facts = JSON.parse(readFileSync(join(copy, entered), 'utf8')) as {
      legal: { vatId: { value: string } }
    }
    facts.legal.vatId.value = 'ESW0123456J'
    writeFileSync(join(copy, factsFile), JSON.stringify(facts))
    const { status, output } = productionBuild(copy)
    expect(status).not.toBe(0)
    expect(output).toContain('legal.vatId "ESW0123456J" is not a valid EU VAT number')
  })

  it('builds with the real facts, and the legal notice states them instead of placeholders', () => {
    copyFileSync(join(copy, entered), join(copy, factsFile))
    const { status, output } = productionBuild(copy)
    expect({ status, output: status === 0 ? '' : output }).toEqual({ status: 0, output: '' })
    const notice = expectedPages().find(
      ({ translationKey, language }) =>
        translationKey === 'legal/legal-notice' && language === 'de',
    )
    const html = readFileSync(
      resolveFile(join(copy, 'public'), notice?.path ?? '') ?? 'missing',
      'utf8',
    )
    const { legal, company, partner, figureBasis } = JSON.parse(
      readFileSync(join(copy, entered), 'utf8'),
    ) as OwnerFacts
    expect(html).toContain(legal.vatId.value)
    expect(html).not.toContain(uiStringsOf('de').legal.ownerFactPending)
    // Search engines get the address and phone too, once they are the operator's.
    const home = readFileSync(join(copy, 'public', 'index.html'), 'utf8')
    expect(home).toContain(`"streetAddress":"${company.address.value.street}"`)
    expect(home).toContain(`"telephone":"${company.phone.value}"`)
    // The home page's proof names the programme, linked to Amazon's listing, and each basis.
    const germanHome = readFileSync(resolveFile(join(copy, 'public'), '/de') ?? 'missing', 'utf8')
    expect(germanHome).toContain(
      `<a href="${partner.directoryUrl.value}">${partner.programme.value}</a>`,
    )
    const { clients, from, to } = figureBasis.revenueGrowth.value
    expect(germanHome).toContain(
      fill(uiStringsOf('de').figureBasis.revenueGrowth, {
        clients: String(clients),
        period: formatMonthRange(from, to, 'de'),
      }),
    )
    expect(germanHome).not.toContain(uiStringsOf('de').legal.ownerFactPending)
  }, 300_000)
})

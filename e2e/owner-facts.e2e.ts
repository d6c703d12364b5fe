import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { caseStudyKeys } from '../src/config/case-studies'
import type { CaseBasis, OwnerFacts } from '../src/config/owner-facts'
import { pendingFacts } from '../src/node/owner-facts-check'
import { resolveFile } from '../tools/static-server'
import { copyProject } from '../tools/project-copy'
import { formatList, monthSpan } from '../src/i18n/format'
import { fill } from '../src/i18n/strings'
import { expectedPages, uiStringsOf } from './harness/content'

const factsFile = join('content', 'facts', 'owner.json')
const entered = join('__tests__', 'fixtures', 'owner-facts', 'entered.json')

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

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

  it('fails on a case study without its basis and an offer without its conditions, naming each', () => {
    const facts = JSON.parse(readFileSync(join(copy, entered), 'utf8')) as OwnerFacts
    delete facts.caseBasis.lighting
    delete facts.offerConditions.custom
    writeFileSync(join(copy, factsFile), JSON.stringify(facts))
    const { status, output } = productionBuild(copy)
    expect(status).not.toBe(0)
    expect(output).toContain('- caseBasis.lighting\n- offerConditions.custom\n')
  })

  it('builds with the real facts, and the legal notice states them instead of placeholders', () => {
    copyFileSync(join(copy, entered), join(copy, factsFile))
    const { status, output } = productionBuild(copy)
    expect({ status, output: status === 0 ? '' : output }).toEqual({ status: 0, output: '' })
    const notice = expectedPages().find(
      ({ translationKey, language }) =>
        translationKey === 'legal/legal-notice' && language === 'de',
    )
    const pageHtml = (kind: string, language: string) => {
      const page = expectedPages().find(
        (expected) => expected.translationKey === `pages/${kind}` && expected.language === language,
      )
      return readFileSync(resolveFile(join(copy, 'public'), page?.path ?? '') ?? 'missing', 'utf8')
    }
    const html = readFileSync(
      resolveFile(join(copy, 'public'), notice?.path ?? '') ?? 'missing',
      'utf8',
    )
    const { legal, company, partner, figureBasis, caseBasis } = JSON.parse(
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
        ...monthSpan(from, to, 'de'),
      }),
    )
    expect(germanHome).not.toContain(uiStringsOf('de').legal.ownerFactPending)
    // Each case's results and the home page's case result stand with their basis.
    const strings = uiStringsOf('de')
    const basis = (key: string, template: string) => {
      const { stores, from, to, baseline } = caseBasis[key]?.value ?? ({} as CaseBasis)
      return escapeHtml(
        fill(template, {
          stores: formatList(stores, 'de'),
          ...monthSpan(from, to, 'de'),
          baseline: strings.caseBasis.baselines[baseline],
        }),
      )
    }
    expect(germanHome).toContain(basis('lighting', strings.caseBasis.short))
    const caseStudies = pageHtml('case-studies', 'de')
    for (const key of caseStudyKeys)
      expect(caseStudies).toContain(basis(key, strings.caseBasis.note))
    expect(caseStudies).not.toContain(strings.legal.ownerFactPending)
    // The operator's decisions select the passages written for them: no UK clients, a Munich branch.
    expect(html).toContain(escapeHtml(legal.germanBranchRegistration.value))
    const privacy = expectedPages().find(
      ({ translationKey, language }) => translationKey === 'legal/privacy' && language === 'en',
    )
    const englishPrivacy = readFileSync(
      resolveFile(join(copy, 'public'), privacy?.path ?? '') ?? 'missing',
      'utf8',
    )
    expect(englishPrivacy).toContain('do not currently take on clients based in the United Kingdom')
    expect(englishPrivacy).not.toContain('Article 27 UK GDPR')
    // Each offer stands with its conditions.
    const pricing = pageHtml('pricing', 'de')
    expect(pricing).toContain(escapeHtml(strings.offers.audience.newClients))
    expect(pricing).toContain(escapeHtml(strings.offers.notCombinable))
    expect(pricing).not.toContain(strings.legal.ownerFactPending)
  }, 300_000)
})

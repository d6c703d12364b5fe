import { screen } from '@testing-library/react'
import { factComponents } from '../src/components/facts/company-facts'
import { FigureBasisNote } from '../src/components/facts/figure-basis'
import { ownerFacts, type OwnerFacts } from '../src/config/owner-facts'
import {
  checkOwnerFacts,
  invalidFacts,
  isProductionBuild,
  pendingFacts,
} from '../src/node/owner-facts-check'
import enteredFacts from './fixtures/owner-facts/entered.json'
import { renderPage, stringsOf } from './support/render'

/** The operator's facts as entered: real in form, with valid check digits and numbers. */
const entered: OwnerFacts = enteredFacts

const reporter = () => ({ warn: jest.fn(), panic: jest.fn() })

describe("the operator's facts", () => {
  it('are all examples until the operator enters them, each named where it is set', () => {
    expect(pendingFacts()).toEqual([
      'company.address',
      'company.phone',
      ...Object.keys(ownerFacts.figureBasis).map((name) => `figureBasis.${name}`),
      ...Object.keys(ownerFacts.legal).map((name) => `legal.${name}`),
      'partner.directoryUrl',
      'partner.programme',
    ])
    expect(pendingFacts(entered)).toEqual([])
  })

  it('stop a production build while any is an example, listing each and where to set it', () => {
    const production = reporter()
    checkOwnerFacts(production, ownerFacts, true)
    expect(production.panic).toHaveBeenCalledTimes(1)
    const message = String(production.panic.mock.calls[0]?.[0])
    for (const name of pendingFacts()) expect(message).toContain(`- ${name}\n`)
    expect(message).toContain('content/facts/owner.json')
  })

  it('let other builds through with one warning, and a production build with real values', () => {
    const local = reporter()
    checkOwnerFacts(local, ownerFacts, false)
    expect([local.warn.mock.calls.length, local.panic.mock.calls.length]).toEqual([1, 0])
    const production = reporter()
    checkOwnerFacts(production, entered, true)
    expect([production.warn.mock.calls.length, production.panic.mock.calls.length]).toEqual([0, 0])
  })

  it('stop every build on a VAT number whose check letter is wrong, a phone that is no number, a listing that is no address or a basis that is no span of months, naming the field', () => {
    const mistyped: OwnerFacts = {
      ...entered,
      company: { ...entered.company, phone: { value: '+34 931 22' } },
      legal: { ...entered.legal, vatId: { value: 'ESW0123456J' } },
      partner: { ...entered.partner, directoryUrl: { value: 'advertising.amazon.com/partners' } },
      figureBasis: {
        ...entered.figureBasis,
        revenueGrowth: { value: { clients: 84, from: '2025-12', to: '2023-01' } },
        countries: { value: { from: '12/2025', to: '2025-12' } },
      },
    }
    expect(invalidFacts(mistyped)).toEqual([
      expect.stringMatching(/^legal\.vatId "ESW0123456J" is not a valid EU VAT number/),
      expect.stringMatching(/^company\.phone "\+34 931 22" is not a valid phone number/),
      expect.stringMatching(
        /^partner\.directoryUrl "advertising\.amazon\.com\/partners" is not a web address/,
      ),
      'figureBasis.revenueGrowth: "from" (2025-12) comes after "to" (2023-01).',
      expect.stringMatching(
        /^figureBasis\.countries: "from" and "to" are months written as YYYY-MM/,
      ),
    ])
    const local = reporter()
    checkOwnerFacts(local, mistyped, false)
    expect(local.panic).toHaveBeenCalledWith(expect.stringContaining('legal.vatId'))
  })

  it('are required by Netlify’s production context or the REQUIRE_OWNER_FACTS flag', () => {
    expect(isProductionBuild({ CONTEXT: 'production' })).toBe(true)
    expect(isProductionBuild({ REQUIRE_OWNER_FACTS: '1' })).toBe(true)
    expect(isProductionBuild({ CONTEXT: 'deploy-preview' })).toBe(false)
  })

  it('show as a placeholder in the page language while they are examples, never as a plausible value', () => {
    const { LegalFact, CompanyPhone } = factComponents
    renderPage(
      <p>
        <LegalFact name="vatId" /> · <CompanyPhone /> · <LegalFact name="legalName" />
      </p>,
      { language: 'de' },
    )
    const pending = stringsOf('de').legal.ownerFactPending
    expect(screen.getByText(`${pending} · ${pending} · Brightshelf Consulting LLC`)).toBeTruthy()
    expect(document.body.textContent).not.toContain(ownerFacts.legal.vatId.value)
  })

  it('name the partner programme only once the operator has entered it, linked to Amazon’s listing', () => {
    const { PartnerProgramme } = factComponents
    renderPage(<PartnerProgramme />, { language: 'fr' })
    expect(document.body.textContent).toBe(stringsOf('fr').legal.ownerFactPending)
    expect(document.body.textContent).not.toContain(ownerFacts.partner.programme.value)
  })

  it('give each measured figure its basis in the page language, or the placeholder while it is pending', () => {
    renderPage(<FigureBasisNote figure="revenueGrowth" />, { language: 'de' })
    expect(document.body.textContent).toBe(stringsOf('de').legal.ownerFactPending)
    document.body.innerHTML = ''
    renderPage(<FigureBasisNote figure="years" />, { language: 'de' })
    expect(document.body.textContent).toBe('')
  })
})

import { screen } from '@testing-library/react'
import { factComponents } from '../src/components/facts/company-facts'
import { FigureBasisNote } from '../src/components/facts/figure-basis'
import { caseStudyKeys } from '../src/config/case-studies'
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
const entered = enteredFacts as OwnerFacts

const reporter = () => ({ warn: jest.fn(), panic: jest.fn() })

describe("the operator's facts", () => {
  it('are all examples until the operator enters them, each named where it is set', () => {
    expect(pendingFacts()).toEqual([
      ...caseStudyKeys.map((key) => `caseBasis.${key}`),
      'company.address',
      'company.phone',
      'decisions.munichOffice',
      'decisions.ukClients',
      ...Object.keys(ownerFacts.figureBasis).map((name) => `figureBasis.${name}`),
      ...Object.keys(ownerFacts.legal)
        .filter((name) => !name.startsWith('germanBranch'))
        .map((name) => `legal.${name}`),
      'offerConditions.content',
      'offerConditions.custom',
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

  it('count a case without its basis, or an offer without its conditions, as pending: a production build stops on them', () => {
    const incomplete: OwnerFacts = {
      ...entered,
      caseBasis: { ...entered.caseBasis, lighting: undefined },
      offerConditions: { ...entered.offerConditions, custom: undefined },
    }
    expect(pendingFacts(incomplete)).toEqual(['caseBasis.lighting', 'offerConditions.custom'])
    const production = reporter()
    checkOwnerFacts(production, incomplete, true)
    expect(production.panic).toHaveBeenCalledWith(
      expect.stringContaining('- caseBasis.lighting\n- offerConditions.custom\n'),
    )
  })

  it('let other builds through with one warning, and a production build with real values', () => {
    const local = reporter()
    checkOwnerFacts(local, ownerFacts, false)
    expect([local.warn.mock.calls.length, local.panic.mock.calls.length]).toEqual([1, 0])
    const production = reporter()
    checkOwnerFacts(production, entered, true)
    expect([production.warn.mock.calls.length, production.panic.mock.calls.length]).toEqual([0, 0])
  })

  it('stop every build on a VAT number whose check letter is wrong, a phone that is no number, a listing that is no address, a basis that is no span of months, a store that is no Amazon store, a deadline that is no day or conditions for a plan without an offer, naming the field', () => {
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
      caseBasis: {
        ...entered.caseBasis,
        media: {
          value: { from: '2025-01', to: '2025-06', stores: ['Amazon US'], baseline: 'yearBefore' },
        },
      },
      offerConditions: {
        content: {
          value: {
            audience: 'newClients',
            endsOn: '30/06/2099',
            minimumTermMonths: 3,
            combinable: false,
          },
        },
        strategy: { value: { audience: 'allClients', minimumTermMonths: 0, combinable: true } },
      },
    }
    expect(invalidFacts(mistyped)).toEqual([
      expect.stringMatching(/^legal\.vatId "ESW0123456J" is not a valid EU VAT number/),
      expect.stringMatching(/^company\.phone "\+34 931 22" is not a valid phone number/),
      expect.stringMatching(
        /^partner\.directoryUrl "advertising\.amazon\.com\/partners" is not a web address/,
      ),
      expect.stringMatching(
        /^figureBasis\.countries: "from" and "to" are months written as YYYY-MM/,
      ),
      'figureBasis.revenueGrowth: "from" (2025-12) comes after "to" (2023-01).',
      'caseBasis.media: "stores" are Amazon stores by their addresses (amazon.de, amazon.co.uk), not "Amazon US".',
      expect.stringMatching(
        /^offerConditions\.content: "endsOn" is the last day, written as YYYY-MM-DD/,
      ),
      expect.stringMatching(/^offerConditions\.strategy: the strategy plan has no offer/),
    ])
    const local = reporter()
    checkOwnerFacts(local, mistyped, false)
    expect(local.panic).toHaveBeenCalledWith(expect.stringContaining('legal.vatId'))
  })

  it('stop every build on an offer whose deadline has passed', () => {
    const ended: OwnerFacts = {
      ...entered,
      offerConditions: {
        ...entered.offerConditions,
        content: {
          value: {
            audience: 'newClients',
            endsOn: '2020-01-31',
            minimumTermMonths: 0,
            combinable: false,
          },
        },
      },
    }
    expect(invalidFacts(ended)).toEqual([
      'offerConditions.content: the offer ended on 2020-01-31: remove it from content/facts/prices.json, or move its deadline.',
    ])
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

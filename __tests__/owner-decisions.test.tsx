import { factComponents } from '../src/components/facts/company-facts'
import { ownerFacts, type OwnerFacts } from '../src/config/owner-facts'
import { componentProblem } from '../src/node/body-components'
import { pendingFacts } from '../src/node/owner-facts-check'
import enteredFacts from './fixtures/owner-facts/entered.json'
import { renderPage } from './support/render'

const { OwnerDecision } = factComponents
const entered = enteredFacts as OwnerFacts
const use = (attributes: Record<string, string>) => ({
  name: 'OwnerDecision',
  attributes,
  line: 12,
})

describe("the operator's decisions", () => {
  it('show a passage only under the value they are written for, the example’s until one is entered', () => {
    renderPage(
      <>
        <OwnerDecision name="ukClients" is="served">
          UK GDPR applies.
        </OwnerDecision>
        <OwnerDecision name="ukClients" is="notServed">
          We take on no clients in the United Kingdom.
        </OwnerDecision>
      </>,
    )
    expect(ownerFacts.decisions.ukClients).toEqual({ example: true, value: 'served' })
    expect(document.body.textContent).toBe('UK GDPR applies.')
  })

  it('call for the facts their value needs, and only those', () => {
    expect(pendingFacts()).toContain('legal.ukRepresentative')
    expect(pendingFacts()).not.toContain('legal.germanBranch')
    expect(pendingFacts(entered)).toEqual([])
    const servingTheUk: OwnerFacts = {
      ...entered,
      decisions: { ...entered.decisions, ukClients: { value: 'served' } },
    }
    expect(pendingFacts(servingTheUk)).toEqual(['legal.ukRepresentative'])
    const withoutBranch: OwnerFacts = {
      ...entered,
      decisions: { ...entered.decisions, munichOffice: { value: 'noEstablishment' } },
      legal: { ...entered.legal, germanBranch: { ...entered.legal.germanBranch, example: true } },
    }
    expect(pendingFacts(withoutBranch)).toEqual([])
  })

  it('are refused in a body under a name or value that does not exist, with the right ones', () => {
    expect(componentProblem(use({ name: 'munichOffice', is: 'branch' }))).toBeUndefined()
    expect(componentProblem(use({ name: 'ukClient', is: 'served' }))).toBe(
      '<OwnerDecision name="ukClient"> needs the name of one of the operator\'s decisions (ukClients, munichOffice), e.g. <OwnerDecision name="ukClients" is="served">…</OwnerDecision>. Did you mean "ukClients"?',
    )
    expect(componentProblem(use({ name: 'munichOffice', is: 'office' }))).toBe(
      '<OwnerDecision name="munichOffice"> shows its passage for one value of the decision: is="branch" or is="noEstablishment".',
    )
  })
})

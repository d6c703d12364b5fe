import type { ComponentType, ReactNode } from 'react'
import type { FactComponentName } from '../../config/fact-components'
import { legalFacts, type Authority, type LegalFactName } from '../../config/legal'
import {
  decided,
  enteredValue,
  ownerDecisions,
  type OwnerDecisionName,
  type OwnerFact,
  type PostalAddress as Address,
} from '../../config/owner-facts'
import { company, partnerProgramme } from '../../config/site'
import type { Language } from '../../i18n/languages'
import { useLanguage, useStrings } from '../layout/page-frame'
import { PostalAddress } from './postal-address'

/** What stands in a page for a fact the operator has not entered yet: plainly a placeholder. */
function Pending() {
  return <>{useStrings().legal.ownerFactPending}</>
}

/**
 * A fact of the operator's (content/facts/owner.json), or the placeholder while it is pending:
 * an example, or missing where other facts call for it (a case's basis, an offer's conditions).
 */
export function OwnerFactText<T>({
  fact,
  show,
}: {
  fact: OwnerFact<T> | undefined
  show: (value: T) => ReactNode
}) {
  const value = fact && enteredValue(fact)
  return value === undefined ? <Pending /> : <>{show(value)}</>
}

const showFact = (value: string | Address) =>
  typeof value === 'string' ? value : <PostalAddress address={value} />

/**
 * A fact that differs by market: the value for the page's language (the content check refuses it
 * in a language that has none), an authority with its address and website. The website is named,
 * not linked: the site links to no host but its own and the form service (e2e/links.e2e.ts).
 */
function MarketFact({
  name,
  values,
}: {
  name: string
  values: Partial<Record<Language, Authority>>
}) {
  const language = useLanguage()
  const authority = values[language]
  if (!authority) throw new Error(`The legal fact "${name}" has no value for ${language}.`)
  return (
    <>
      <PostalAddress address={authority} />, {authority.website}
    </>
  )
}

/**
 * A legal fact: a name or number as registered, a place as the page's language names it, an
 * address, or the value for the page's market.
 */
function LegalFact({ name }: { name: LegalFactName }) {
  const strings = useStrings()
  const fact = legalFacts[name]
  if (typeof fact === 'string') return <>{fact}</>
  if ('place' in fact) return <>{strings.places[fact.place]}</>
  if ('byLanguage' in fact) return <MarketFact name={name} values={fact.byLanguage} />
  if (!('value' in fact)) return <PostalAddress address={fact} />
  return <OwnerFactText fact={fact} show={showFact} />
}

/**
 * The agency's Amazon programme and tier, linked to Amazon's listing of the agency where a
 * visitor can check the claim.
 */
function PartnerProgramme() {
  const programme = enteredValue(partnerProgramme.programme)
  const listing = enteredValue(partnerProgramme.directoryUrl)
  if (programme === undefined) return <Pending />
  return listing === undefined ? <>{programme}</> : <a href={listing}>{programme}</a>
}

/**
 * `<OwnerDecision name="ukClients" is="served">…</OwnerDecision>`: a passage that holds only
 * under one value of an operator's decision; a body writes each alternative, and the page shows
 * the one the operator's value (or, until it is entered, the example's) selects.
 */
function OwnerDecision({ name, is, children }: { name: string; is: string; children?: ReactNode }) {
  if (!(name in ownerDecisions))
    throw new Error(`<OwnerDecision name="${name}"> names no decision.`)
  return decided(name as OwnerDecisionName) === is ? <>{children}</> : null
}

/**
 * Brand and legal facts a writer places in prose (`<CompanyEmail />`, `<LegalFact name="vatId" />`),
 * so that no content file repeats them; each is shown in the page's language where it has one.
 */
export const factComponents = {
  CompanyName: () => <>{company.name}</>,
  LegalName: () => <>{legalFacts.legalName}</>,
  CompanyEmail: () => <a href={`mailto:${company.email}`}>{company.email}</a>,
  CompanyPhone: () => <OwnerFactText fact={company.phone} show={showFact} />,
  CompanyAddress: () => <OwnerFactText fact={company.address} show={showFact} />,
  FoundingYear: () => <>{company.foundingYear}</>,
  LegalFact,
  PartnerProgramme,
  OwnerDecision,
} satisfies Record<FactComponentName, ComponentType<never>>

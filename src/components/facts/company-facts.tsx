import type { ComponentType } from 'react'
import type { FactComponentName } from '../../config/fact-components'
import { legalFacts, type LegalFactName } from '../../config/legal'
import { company } from '../../config/site'
import { useStrings } from '../layout/page-frame'
import { PostalAddress } from './postal-address'

/** A legal fact: a name or number as registered, a place as the page's language names it, an address. */
function LegalFact({ name }: { name: LegalFactName }) {
  const strings = useStrings()
  const fact = legalFacts[name]
  const value = typeof fact === 'object' && 'example' in fact ? fact.value : fact
  if (typeof value === 'string') return <>{value}</>
  if ('place' in value) return <>{strings.places[value.place]}</>
  return <PostalAddress address={value} />
}

/**
 * Brand and legal facts a writer places in prose (`<CompanyEmail />`, `<LegalFact name="vatId" />`),
 * so that no content file repeats them; each is shown in the page's language where it has one.
 */
export const factComponents = {
  CompanyName: () => <>{company.name}</>,
  LegalName: () => <>{legalFacts.legalName}</>,
  CompanyEmail: () => <a href={`mailto:${company.email}`}>{company.email}</a>,
  CompanyPhone: () => <>{company.phone.value}</>,
  CompanyAddress: () => <PostalAddress address={company.address.value} />,
  FoundingYear: () => <>{company.foundingYear}</>,
  LegalFact,
} satisfies Record<FactComponentName, ComponentType<never>>

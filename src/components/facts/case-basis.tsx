import { ownerFacts, type CaseBasis } from '../../config/owner-facts'
import type { MetricKey } from '../../config/case-studies'
import { formatList, monthSpan } from '../../i18n/format'
import type { Language } from '../../i18n/languages'
import { fill, type UiStrings } from '../../i18n/strings'
import { useLanguage, useStrings } from '../layout/page-frame'
import { OwnerFactText } from './company-facts'

/** The stores, months and comparison a case's results were measured on, for a basis sentence. */
const basisValues = (
  { stores, from, to, baseline }: CaseBasis,
  language: Language,
  strings: UiStrings,
) => ({
  stores: formatList(stores, language),
  ...monthSpan(from, to, language),
  baseline: strings.caseBasis.baselines[baseline],
})

/**
 * What a case study's results were measured on, that they are one client's, and what each of its
 * metrics measures, under the metrics, so that no result stands without its basis. The basis is
 * the operator's fact: while it is pending, the placeholder stands in its place.
 */
export function CaseBasisNote({
  caseKey,
  metrics,
}: {
  caseKey: string
  metrics: readonly MetricKey[]
}) {
  const language = useLanguage()
  const strings = useStrings()
  return (
    <div sx={{ variant: 'text.small', color: 'mutedText' }}>
      <p sx={{ m: 0 }}>
        <OwnerFactText
          fact={ownerFacts.caseBasis[caseKey]}
          show={(basis) => fill(strings.caseBasis.note, basisValues(basis, language, strings))}
        />{' '}
        {strings.caseBasis.individual}
      </p>
      <p sx={{ mt: 2, mb: 1 }}>{strings.caseBasis.measuresLabel}</p>
      <ul sx={{ m: 0, pl: 4 }}>
        {metrics.map((metric) => (
          <li key={metric}>{strings.caseBasis.measures[metric]}</li>
        ))}
      </ul>
    </div>
  )
}

/** One case's basis in a line, for a result quoted away from its case (the home page's). */
export function CaseBasisLine({ caseKey }: { caseKey: string }) {
  const language = useLanguage()
  const strings = useStrings()
  return (
    <OwnerFactText
      fact={ownerFacts.caseBasis[caseKey]}
      show={(basis) => fill(strings.caseBasis.short, basisValues(basis, language, strings))}
    />
  )
}

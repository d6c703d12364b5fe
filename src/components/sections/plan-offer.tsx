import { ownerFacts, type OfferConditions } from '../../config/owner-facts'
import type { Offer } from '../../config/prices'
import { formatDate, formatMonths, formatNumber, formatPercent } from '../../i18n/format'
import type { Language } from '../../i18n/languages'
import { fill, type UiStrings } from '../../i18n/strings'
import { OwnerFactText } from '../facts/company-facts'
import { useLanguage, useStrings } from '../layout/page-frame'

/** The offer's headline, from the price list's numbers. */
function offerText(offer: Offer, language: Language, { offers }: UiStrings): string {
  switch (offer.kind) {
    case 'freeAsins':
      return fill(offers.freeAsins, { asins: formatNumber(offer.asins, language) })
    case 'bundleDiscount':
      return fill(offers.bundleDiscount, {
        percent: formatPercent(offer.percentOff, language),
        services: formatNumber(offer.minimumServices, language),
      })
  }
}

/** The conditions as the sentences the card lists: who, how long, by when, for how long bound. */
function conditionLines(
  offer: Offer,
  { audience, months, endsOn, minimumTermMonths, combinable }: OfferConditions,
  language: Language,
  { offers }: UiStrings,
): string[] {
  const services = offer.kind === 'bundleDiscount' ? offer.minimumServices : undefined
  const validity =
    months !== undefined
      ? fill(offers.validFor, { duration: formatMonths(months, language) })
      : services !== undefined
        ? fill(offers.validWhileBooked, { services: formatNumber(services, language) })
        : offers.validOnce
  return [
    offers.audience[audience],
    validity,
    ...(endsOn ? [fill(offers.endsOn, { date: formatDate(endsOn, language) })] : []),
    minimumTermMonths > 0
      ? fill(offers.minimumTerm, { duration: formatMonths(minimumTermMonths, language) })
      : offers.noMinimumTerm,
    combinable ? offers.combinable : offers.notCombinable,
  ]
}

/**
 * A plan's offer with its conditions, which the law of every market asks to be stated with the
 * offer itself. The conditions are the operator's facts: while they are pending, the placeholder
 * stands in their place (and a production build stops).
 */
export function PlanOffer({ planKey, offer }: { planKey: string; offer: Offer }) {
  const language = useLanguage()
  const strings = useStrings()
  return (
    <div sx={{ p: 3, bg: 'muted', borderRadius: 'default' }} data-offer={offer.kind}>
      <p sx={{ m: 0, fontWeight: 'bold', color: 'accent' }}>
        {offerText(offer, language, strings)}
      </p>
      <p sx={{ variant: 'text.small', mt: 2, mb: 1 }}>{strings.offers.conditions}</p>
      <OwnerFactText
        fact={ownerFacts.offerConditions[planKey]}
        show={(conditions) => (
          <ul sx={{ variant: 'text.small', m: 0, pl: 4 }}>
            {conditionLines(offer, conditions, language, strings).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      />
    </div>
  )
}

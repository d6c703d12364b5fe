import { currencies, plans, type PlanKey } from '../../config/prices'
import { formatPrice } from '../../i18n/format'
import { useLanguage, useStrings } from '../layout/page-frame'
import { ButtonLink } from '../ui/button-link'
import { PlanOffer } from './plan-offer'
import { VisuallyHidden } from '../ui/visually-hidden'

export interface PlanContent {
  key: string
  title: string
  description: string
  features: readonly string[]
}

/**
 * Both currencies' prices are rendered; the theme shows the one named by the root element's
 * data-currency (USD unless a script chose EUR), so switching never changes the layout.
 */
function PlanPrice({ planKey }: { planKey: PlanKey }) {
  const language = useLanguage()
  const strings = useStrings()
  return (
    <p sx={{ m: 0 }}>
      <span sx={{ variant: 'text.small', display: 'block' }}>{strings.pricing.startingFrom}</span>
      {currencies.map((currency) => (
        <span
          key={currency}
          data-price-currency={currency}
          sx={{
            variant: 'text.heading',
            fontSize: [6, 7],
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {formatPrice(plans[planKey].amounts[currency], currency, language)}
        </span>
      ))}
      <span sx={{ variant: 'text.small' }}> {strings.pricing.perMonth}</span>
      <span sx={{ variant: 'text.small', display: 'block' }}>{strings.pricing.taxNote}</span>
    </p>
  )
}

export function PlanCard({ plan, contactPath }: { plan: PlanContent; contactPath: string }) {
  const strings = useStrings()
  const facts = plans[plan.key as PlanKey]
  return (
    <li
      sx={{
        variant: 'cards.primary',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        borderColor: facts.popular ? 'gold' : 'border',
        borderWidth: facts.popular ? 2 : 1,
      }}
    >
      {facts.popular && (
        <p
          sx={{
            position: 'absolute',
            top: 0,
            left: '50%',
            transform: 'translate(-50%, -50%)',
            m: 0,
            px: 3,
            py: 1,
            bg: 'gold',
            color: 'primary',
            borderRadius: 'pill',
            fontSize: 1,
            fontWeight: 'bold',
            whiteSpace: 'nowrap',
          }}
        >
          {strings.pricing.mostPopular}
        </p>
      )}
      <div>
        <h3 sx={{ variant: 'text.cardTitle' }}>{plan.title}</h3>
        <p sx={{ color: 'mutedText', mb: 0 }}>{plan.description}</p>
      </div>
      <PlanPrice planKey={plan.key as PlanKey} />
      <ul sx={{ pl: 4, m: 0, display: 'grid', gap: 2 }}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {facts.offer && <PlanOffer planKey={plan.key} offer={facts.offer} />}
      <div sx={{ mt: 'auto' }}>
        <ButtonLink to={contactPath} variant={facts.popular ? 'gold' : 'outline'}>
          {strings.pricing.start}
          <VisuallyHidden>{`${strings.site.colon}${plan.title}`}</VisuallyHidden>
        </ButtonLink>
      </div>
    </li>
  )
}

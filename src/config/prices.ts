import file from '../../content/facts/prices.json'

/** Monthly prices per plan and currency (content/facts/prices.json), the same in every language. */

export const currencies = ['USD', 'EUR'] as const
export type Currency = (typeof currencies)[number]

/** Without JavaScript, or when the visitor's time zone cannot be read, prices are shown in USD. */
export const defaultCurrency: Currency = 'USD'

/**
 * The kinds of offer a plan can carry, each written by its UI string (`offers.<kind>`): free
 * optimization of a number of ASINs, or a discount for booking several services together.
 */
export const offerKinds = ['freeAsins', 'bundleDiscount'] as const
export type OfferKind = (typeof offerKinds)[number]

export type Offer =
  | { kind: 'freeAsins'; asins: number }
  | { kind: 'bundleDiscount'; percentOff: number; minimumServices: number }

export interface PlanFacts {
  amounts: Record<Currency, number>
  popular: boolean
  /** Its conditions are the operator's facts (`offerConditions.<plan>` in content/facts/owner.json). */
  offer?: Offer
}

/**
 * The build checks the file against its description (src/node/facts) before a page reads it, so
 * an offer's kind is one of the kinds above.
 */
export const plans = file.plans as Record<keyof typeof file.plans, PlanFacts>

export type PlanKey = keyof typeof plans

/** The plans the site offers: the pricing page's cards name them by these keys. */
export const planKeys = Object.keys(plans)

/** The plans whose card shows an offer. */
export const plansWithAnOffer = (Object.keys(plans) as PlanKey[]).filter(
  (key) => plans[key].offer !== undefined,
)

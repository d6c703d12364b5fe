import file from '../../content/facts/prices.json'

/** Monthly prices per plan and currency (content/facts/prices.json), the same in every language. */

export const currencies = ['USD', 'EUR'] as const
export type Currency = (typeof currencies)[number]

/** Without JavaScript, or when the visitor's time zone cannot be read, prices are shown in USD. */
export const defaultCurrency: Currency = 'USD'

export const plans = file.plans satisfies Record<
  string,
  { amounts: Record<Currency, number>; popular: boolean }
>

export type PlanKey = keyof typeof plans

/** The plans the site offers: the pricing page's cards name them by these keys. */
export const planKeys = Object.keys(plans)

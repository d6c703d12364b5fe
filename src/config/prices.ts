/** Monthly prices per plan and currency, and the facts of each plan that no translation may change. */

export const currencies = ['USD', 'EUR'] as const
export type Currency = (typeof currencies)[number]

/** Without JavaScript, or when the visitor's time zone cannot be read, prices are shown in USD. */
export const defaultCurrency: Currency = 'USD'

export const plans = {
  strategy: { amounts: { EUR: 1200, USD: 1300 }, popular: false, custom: false, accent: 'primary' },
  content: { amounts: { EUR: 600, USD: 690 }, popular: true, custom: false, accent: 'gold' },
  advertising: {
    amounts: { EUR: 1000, USD: 1100 },
    popular: false,
    custom: false,
    accent: 'accent',
  },
  management: { amounts: { EUR: 900, USD: 990 }, popular: false, custom: false, accent: 'primary' },
  international: {
    amounts: { EUR: 1500, USD: 1700 },
    popular: false,
    custom: false,
    accent: 'accent',
  },
  custom: { amounts: { EUR: 1500, USD: 1700 }, popular: false, custom: true, accent: 'gold' },
} as const satisfies Record<
  string,
  {
    amounts: Record<Currency, number>
    popular: boolean
    custom: boolean
    accent: 'primary' | 'accent' | 'gold'
  }
>

export type PlanKey = keyof typeof plans

/**
 * Brand facts that do not change with the language. Pages read them from here; content files
 * never repeat them, so a changed address or figure is changed once.
 */

const defaultSiteUrl = 'https://www.brightshelf.agency'

/** The public address of the site, without a trailing slash. Override with SITE_URL at build time. */
export const siteUrl = (process.env.SITE_URL ?? defaultSiteUrl).replace(/\/+$/, '')

export const company = {
  name: 'Brightshelf',
  legalName: 'Brightshelf Consulting LLC',
  /** The operator is a limited liability company under the law of this US state. */
  incorporationState: 'Washington',
  registrationNumber: '605 123 987',
  email: 'hello@brightshelf.agency',
  phone: '+34 931 220 470',
  address: {
    street: 'Carrer de Pau Claris 162',
    postalCode: '08037',
    city: 'Barcelona',
    country: 'Spain',
    countryCode: 'ES',
  },
  foundingYear: 2017,
} as const

export const offices = [
  { city: 'Barcelona', countryCode: 'ES' },
  { city: 'Santa Cruz de Tenerife', countryCode: 'ES' },
  { city: 'Munich', countryCode: 'DE' },
  { city: 'Miami', countryCode: 'US' },
  { city: 'Monterrey', countryCode: 'MX' },
  { city: 'Shenzhen', countryCode: 'CN' },
] as const

/** Markets the agency serves, as ISO 3166 codes: US, Canada, Mexico, ten EU countries and China. */
export const marketCodes = [
  'US',
  'CA',
  'MX',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'PL',
  'SE',
  'IE',
  'AT',
  'CN',
] as const

/** Claimed figures. Content refers to them by key, so every language shows the same number. */
export const figures = {
  clients: '300+',
  revenueGrowth: '120%',
  years: '8+',
  support: '24/7',
  countries: '15+',
  averageGrowth: '2.5x',
  replyHours: '24',
} as const

export type FigureKey = keyof typeof figures

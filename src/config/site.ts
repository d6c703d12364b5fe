import type { Figure } from '../i18n/format'
import { ownerFacts, type FigureBasis, type OwnerFact, type OwnerFacts } from './owner-facts'

/**
 * Brand facts that do not change with the language. Pages read them from here; content files
 * never repeat them, so a changed address or figure is changed once.
 */

const defaultSiteUrl = 'https://www.brightshelf.agency'

/** The public address of the site, without a trailing slash. Override with SITE_URL at build time. */
export const siteUrl = (process.env.SITE_URL ?? defaultSiteUrl).replace(/\/+$/, '')

export const company = {
  name: 'Brightshelf',
  email: 'hello@brightshelf.agency',
  /** The contact address in Spain and the phone: the operator's facts (content/facts/owner.json). */
  ...ownerFacts.company,
  foundingYear: 2017,
} as const

/**
 * The offices. `place` names the city in the UI strings (`places`), where each language writes it
 * (München, Múnich, Monaco di Baviera ...); `officialName` is the city's own name, for structured
 * data.
 */
export const offices = [
  { place: 'barcelona', officialName: 'Barcelona', countryCode: 'ES' },
  { place: 'santaCruzDeTenerife', officialName: 'Santa Cruz de Tenerife', countryCode: 'ES' },
  { place: 'munich', officialName: 'München', countryCode: 'DE' },
  { place: 'miami', officialName: 'Miami', countryCode: 'US' },
  { place: 'monterrey', officialName: 'Monterrey', countryCode: 'MX' },
  { place: 'shenzhen', officialName: 'Shenzhen', countryCode: 'CN' },
] as const

/**
 * The countries whose shoppers the agency reaches for its clients (ISO 3166 codes), each with the
 * Amazon store that serves it: the US, Canada, Mexico and ten EU countries. Austria has no store
 * of its own; its shoppers buy on amazon.de.
 */
export const markets = [
  { countryCode: 'US', store: 'amazon.com' },
  { countryCode: 'CA', store: 'amazon.ca' },
  { countryCode: 'MX', store: 'amazon.com.mx' },
  { countryCode: 'DE', store: 'amazon.de' },
  { countryCode: 'AT', store: 'amazon.de' },
  { countryCode: 'FR', store: 'amazon.fr' },
  { countryCode: 'IT', store: 'amazon.it' },
  { countryCode: 'ES', store: 'amazon.es' },
  { countryCode: 'NL', store: 'amazon.nl' },
  { countryCode: 'BE', store: 'amazon.com.be' },
  { countryCode: 'PL', store: 'amazon.pl' },
  { countryCode: 'SE', store: 'amazon.se' },
  { countryCode: 'IE', store: 'amazon.ie' },
] as const

/**
 * Where the agency's clients are based beyond its markets: manufacturers in China, served from
 * the Shenzhen office, who sell on the stores above. Amazon runs no store for shoppers in China.
 */
export const clientHomeCountries = ['CN'] as const

/** Claimed figures. Content refers to them by key, so every language shows the same number. */
export const figures = {
  clients: { kind: 'atLeast', value: 300 },
  revenueGrowth: { kind: 'change', value: 120 },
  /** Years since the founding: 8+ when the specification was written, in 2025. */
  years: { kind: 'atLeast', value: new Date().getFullYear() - company.foundingYear },
  support: { kind: 'availability', hoursPerDay: 24, daysPerWeek: 7 },
  countries: { kind: 'atLeast', value: 15 },
  averageGrowth: { kind: 'multiplier', value: 2.5 },
} as const satisfies Record<string, Figure>

export type FigureKey = keyof typeof figures

/**
 * What each figure that is a measurement was measured on, as the operator states it
 * (content/facts/owner.json): pages show it beside the figure.
 */
export const figureBases: Record<MeasuredFigureKey, OwnerFact<FigureBasis>> = ownerFacts.figureBasis

export type MeasuredFigureKey = keyof OwnerFacts['figureBasis'] & FigureKey

export const isMeasured = (figure: FigureKey): figure is MeasuredFigureKey => figure in figureBases

/** The Amazon programme the agency belongs to, and where a visitor can check it. */
export const partnerProgramme = ownerFacts.partner

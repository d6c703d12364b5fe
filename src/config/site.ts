import companyFile from '../../content/facts/company.json'
import figuresFile from '../../content/facts/figures.json'
import { readFigure, type Figure } from '../i18n/format'
import type { UiStrings } from '../i18n/strings'
import { ownerFacts, type FigureBasis, type OwnerFact, type OwnerFacts } from './owner-facts'

/**
 * Brand facts that do not change with the language, kept in content/facts/ (see
 * src/node/facts/fact-files.ts). Pages read them from here; content files never repeat them, so
 * a changed address or figure is changed once.
 */

const defaultSiteUrl = 'https://www.brightshelf.agency'

/** The public address of the site, without a trailing slash. Override with SITE_URL at build time. */
export const siteUrl = (process.env.SITE_URL ?? defaultSiteUrl).replace(/\/+$/, '')

export const company = {
  name: companyFile.name,
  email: companyFile.email,
  /** The contact address in Spain and the phone: the operator's facts (content/facts/owner.json). */
  ...ownerFacts.company,
  foundingYear: companyFile.foundingYear,
}

/** A city or state, by its key in the UI strings (`places`). */
export type Place = keyof UiStrings['places']

/**
 * An office. The build checks each `place` against the UI strings' places (fact-files.ts), so
 * the file's text is a Place by the time a page reads it.
 */
interface Office {
  place: Place
  officialName: string
  countryCode: string
}

/**
 * The offices. `place` names the city in the UI strings (`places`), where each language writes it
 * (München, Múnich, Monaco di Baviera ...); `officialName` is the city's own name, for structured
 * data.
 */
export const offices: readonly Office[] = companyFile.offices as readonly Office[]

/**
 * The countries whose shoppers the agency reaches for its clients (ISO 3166 codes), each with the
 * Amazon store that serves it. Austria has no store of its own; its shoppers buy on amazon.de.
 */
export const markets = companyFile.markets

/**
 * Where the agency's clients are based beyond its markets: manufacturers in China, served from
 * the Shenzhen office, who sell on the stores above. Amazon runs no store for shoppers in China.
 */
export const clientHomeCountries = companyFile.clientHomeCountries

/**
 * Claimed figures (content/facts/figures.json). Content refers to them by key, so every language
 * shows the same number. The years since the founding are counted, not written.
 */
export const figures = {
  ...(Object.fromEntries(
    Object.entries(figuresFile).map(([key, figure]) => [key, readFigure(figure)]),
  ) as Record<keyof typeof figuresFile, Figure>),
  years: { kind: 'atLeast', value: new Date().getFullYear() - company.foundingYear },
} satisfies Record<string, Figure>

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

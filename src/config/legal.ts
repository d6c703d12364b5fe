import legalFile from '../../content/facts/legal.json'
import type { Language } from '../i18n/languages'
import type { Place } from './site'
import { ownerFacts, type PostalAddress } from './owner-facts'

/** A data-protection authority: its name, postal address and website (without https://). */
export interface Authority extends PostalAddress {
  name: string
  website: string
}

/**
 * The data-protection authority of the country a language's pages are written for, which the
 * privacy policy names beside the branch's: a visitor may complain where they live (Art. 77
 * GDPR). A fact that differs by market, so one value per language, not a sentence in each text.
 * English and German have none (English is read everywhere; Germany has one authority per Land,
 * which the German text says), nor Spanish: a Spanish reader's authority is the branch's own.
 */
const readerAuthorities: Partial<Record<Language, Authority>> = legalFile.readerAuthorities

/**
 * The facts the legal pages of every market (content/facts/legal.json and owner.json) state about the operator: the German Impressum
 * (§ 5 DDG, § 18 MStV), the French mentions légales, the Spanish aviso legal (LSSI art. 10), the
 * Italian, Portuguese and Polish equivalents, and the privacy policy (GDPR Art. 13 and 27).
 * Content shows them with `<LegalFact name="..." />`; names and numbers stay as registered, in
 * every language. Those only the operator can supply are pending until entered
 * (docs/owner-decisions.md, "Legal facts to fill in").
 */
export const legalFacts = {
  /** The registered name; "LLC" is its legal form under US law, not a GmbH or a spółka z o.o. */
  legalName: legalFile.legalName,
  /** The US state under whose law the company is organized: a place of the UI strings. */
  incorporationState: legalFile.incorporationState as { place: Place },
  /** The operator's registrations, people and host (content/facts/owner.json). */
  ...ownerFacts.legal,
  /** The data-protection authority a visitor may complain to: the branch's, in Spain. */
  supervisoryAuthority: legalFile.supervisoryAuthority,
  /** The authority of the reader's own country, in the languages that address one country. */
  readerAuthority: { byLanguage: readerAuthorities },
} as const

export type LegalFactName = keyof typeof legalFacts

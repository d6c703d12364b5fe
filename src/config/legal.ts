import type { Language } from '../i18n/languages'
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
const readerAuthorities: Partial<Record<Language, Authority>> = {
  fr: {
    name: 'Commission nationale de l’informatique et des libertés (CNIL)',
    street: '3 place de Fontenoy, TSA 80715',
    postalCode: '75334',
    city: 'Paris Cedex 07',
    countryCode: 'FR',
    website: 'www.cnil.fr',
  },
  it: {
    name: 'Garante per la protezione dei dati personali',
    street: 'Piazza Venezia 11',
    postalCode: '00187',
    city: 'Roma',
    countryCode: 'IT',
    website: 'www.garanteprivacy.it',
  },
  pt: {
    name: 'Comissão Nacional de Proteção de Dados (CNPD)',
    street: 'Av. D. Carlos I, 134, 1.º',
    postalCode: '1200-651',
    city: 'Lisboa',
    countryCode: 'PT',
    website: 'www.cnpd.pt',
  },
  pl: {
    name: 'Prezes Urzędu Ochrony Danych Osobowych (PUODO)',
    street: 'ul. Stawki 2',
    postalCode: '00-193',
    city: 'Warszawa',
    countryCode: 'PL',
    website: 'uodo.gov.pl',
  },
}

/**
 * The facts the legal pages of every market state about the operator: the German Impressum
 * (§ 5 DDG, § 18 MStV), the French mentions légales, the Spanish aviso legal (LSSI art. 10), the
 * Italian, Portuguese and Polish equivalents, and the privacy policy (GDPR Art. 13 and 27).
 * Content shows them with `<LegalFact name="..." />`; names and numbers stay as registered, in
 * every language. Those only the operator can supply are pending until entered
 * (docs/owner-decisions.md, "Legal facts to fill in").
 */
export const legalFacts = {
  /** The registered name; "LLC" is its legal form under US law, not a GmbH or a spółka z o.o. */
  legalName: 'Brightshelf Consulting LLC',
  /** The US state under whose law the company is organized: a place of the UI strings. */
  incorporationState: { place: 'washington' },
  /** The operator's registrations, people and host (content/facts/owner.json). */
  ...ownerFacts.legal,
  /** The data-protection authority a visitor may complain to: the branch's, in Spain. */
  supervisoryAuthority: {
    name: 'Agencia Española de Protección de Datos (AEPD)',
    street: 'C/ Jorge Juan, 6',
    postalCode: '28001',
    city: 'Madrid',
    countryCode: 'ES',
  },
  /** The authority of the reader's own country, in the languages that address one country. */
  readerAuthority: { byLanguage: readerAuthorities },
} as const

export type LegalFactName = keyof typeof legalFacts

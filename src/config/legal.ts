import { exampleFact } from './site'

/**
 * The facts the legal pages of every market state about the operator: the German Impressum
 * (§ 5 DDG, § 18 MStV), the French mentions légales, the Spanish aviso legal (LSSI art. 10), the
 * Italian, Portuguese and Polish equivalents, and the privacy policy (GDPR Art. 13 and 27).
 * Content shows them with `<LegalFact name="..." />`; names and numbers stay as registered, in
 * every language. Values wrapped in exampleFact are examples until the operator enters the real
 * ones (README, "Legal facts to fill in").
 */
export const legalFacts = {
  /** The registered name; "LLC" is its legal form under US law, not a GmbH or a spółka z o.o. */
  legalName: 'Brightshelf Consulting LLC',
  /** The US state under whose law the company is organized: a place of the UI strings. */
  incorporationState: { place: 'washington' },
  /** The registered office, in the state of incorporation. */
  registeredOffice: exampleFact({
    street: '1420 Fifth Avenue, Suite 2200',
    postalCode: 'WA 98101',
    city: 'Seattle',
    countryCode: 'US',
  }),
  /** The authority that keeps the register the company is entered in. */
  registryAuthority: exampleFact(
    'Washington Secretary of State, Corporations and Charities Division',
  ),
  /** The company's number in that register (Washington's Unified Business Identifier). */
  registryNumber: exampleFact('UBI 605 123 987'),
  /** The person who may act for the company (its managing member: the content names the role). */
  representative: exampleFact('Marta Vidal Serra'),
  /** The person responsible for the content: § 18 (2) MStV, directeur de la publication. */
  contentResponsible: exampleFact('Marta Vidal Serra'),
  /**
   * The company's branch in Spain, at the contact address: its establishment in the EU, which
   * represents it there in data-protection matters (with an establishment in the EU, Art. 27 GDPR
   * asks for no separate representative).
   */
  branchName: exampleFact('Brightshelf Consulting LLC, Sucursal en España'),
  /** The branch's entry in the Spanish commercial register (LSSI art. 10). */
  branchRegistration: exampleFact(
    'Registro Mercantil de Barcelona, tomo 47812, folio 101, hoja B-561234',
  ),
  /** The branch's Spanish tax number (NIF) with the ES prefix: its EU VAT number. */
  vatId: exampleFact('ESW0123456J'),
  /** Who hosts the website, with the phone number French law (LCEN art. 6) asks for. */
  hostingProvider: exampleFact({
    name: 'Netlify, Inc.',
    street: '512 2nd Street, Suite 200',
    postalCode: 'CA 94107',
    city: 'San Francisco',
    countryCode: 'US',
    phone: '+1 415 555 0100',
  }),
  /** The data-protection authority a visitor may complain to: the branch's, in Spain. */
  supervisoryAuthority: {
    name: 'Agencia Española de Protección de Datos (AEPD)',
    street: 'C/ Jorge Juan, 6',
    postalCode: '28001',
    city: 'Madrid',
    countryCode: 'ES',
  },
} as const

export type LegalFactName = keyof typeof legalFacts

/** A postal address; the postal code and city are written as the post of that country expects. */
export interface PostalAddress {
  name?: string
  street: string
  postalCode: string
  city: string
  countryCode: string
  phone?: string
}

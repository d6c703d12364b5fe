import { ownerFacts } from './owner-facts'

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
} as const

export type LegalFactName = keyof typeof legalFacts

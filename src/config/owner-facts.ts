import file from '../../content/facts/owner.json'

/** A postal address; the postal code and city are written as the post of that country expects. */
export interface PostalAddress {
  name?: string
  street: string
  postalCode: string
  city: string
  countryCode: string
  phone?: string
}

/**
 * A fact only the operator can supply, such as a registration number, as content/facts/owner.json
 * holds it. Until the operator enters it, it is marked `"example": true`: its value shows the form
 * the fact takes, and pages show a placeholder instead (src/node/owner-facts-check.ts names the
 * facts still pending, and a production build stops on them). The operator enters the real value
 * and removes the mark.
 */
export interface OwnerFact<T> {
  value: T
  example?: boolean
}

/**
 * What a headline figure was measured on: the months it covers (YYYY-MM, inclusive) and, for an
 * average, how many clients it averages. What each figure measures is said by the UI strings
 * (`figureBasis`), in each language.
 */
export interface FigureBasis {
  clients?: number
  from: string
  to: string
}

export interface OwnerFacts {
  company: {
    /** The contact address in Spain, where the team answers post. */
    address: OwnerFact<PostalAddress>
    /** The contact phone, in international form (+34 …). */
    phone: OwnerFact<string>
  }
  legal: {
    /** The registered office, in the state of incorporation. */
    registeredOffice: OwnerFact<PostalAddress>
    /** The authority that keeps the register the company is entered in. */
    registryAuthority: OwnerFact<string>
    /** The company's number in that register (Washington's Unified Business Identifier). */
    registryNumber: OwnerFact<string>
    /** The person who may act for the company (its managing member: the content names the role). */
    representative: OwnerFact<string>
    /** The person responsible for the content: § 18 (2) MStV, directeur de la publication. */
    contentResponsible: OwnerFact<string>
    /**
     * The company's branch in Spain, at the contact address: its establishment in the EU, which
     * represents it there in data-protection matters (with an establishment in the EU, Art. 27
     * GDPR asks for no separate representative).
     */
    branchName: OwnerFact<string>
    /** The branch's entry in the Spanish commercial register (LSSI art. 10). */
    branchRegistration: OwnerFact<string>
    /** The branch's Spanish tax number (NIF) with the ES prefix: its EU VAT number. */
    vatId: OwnerFact<string>
    /** Who hosts the website, with the phone number French law (LCEN art. 6) asks for. */
    hostingProvider: OwnerFact<PostalAddress>
  }
  partner: {
    /** The Amazon programme the agency is a member of, with its tier, as Amazon names it. */
    programme: OwnerFact<string>
    /** Amazon's public listing of the agency in that programme, where a visitor can check it. */
    directoryUrl: OwnerFact<string>
  }
  /** The basis of each headline figure the pages state (content/facts/figures.json). */
  figureBasis: {
    clients: OwnerFact<FigureBasis>
    revenueGrowth: OwnerFact<FigureBasis>
    averageGrowth: OwnerFact<FigureBasis>
    countries: OwnerFact<FigureBasis>
  }
}

export const ownerFacts: OwnerFacts = file

/** The operator's value of a fact, or undefined while it is still an example. */
export const enteredValue = <T>({ value, example }: OwnerFact<T>): T | undefined =>
  example ? undefined : value

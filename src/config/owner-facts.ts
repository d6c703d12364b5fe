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

/** What a case's changes are measured against. */
export const baselines = ['precedingPeriod', 'yearBefore'] as const
export type Baseline = (typeof baselines)[number]

/**
 * What a case study's results were measured on: the months (YYYY-MM, inclusive), the Amazon stores
 * and what each change is compared with. What each metric measures is said by the UI strings
 * (`caseBasis.measures`), in each language.
 */
export interface CaseBasis {
  from: string
  to: string
  /** The Amazon stores measured, by their addresses (amazon.de). */
  stores: string[]
  baseline: Baseline
}

/** Who may take an offer. */
export const offerAudiences = ['newClients', 'allClients'] as const
export type OfferAudience = (typeof offerAudiences)[number]

/**
 * The conditions of an offer on the pricing page, shown with it: who qualifies, how long its
 * benefit lasts (months from the start of the plan; none while the offer's own condition holds,
 * such as three services booked), the last day it can be taken (YYYY-MM-DD; none while the page
 * shows it), the months the client commits to, and whether other discounts add to it.
 */
export interface OfferConditions {
  audience: OfferAudience
  months?: number
  endsOn?: string
  minimumTermMonths: number
  combinable: boolean
}

/**
 * The decisions only the operator can take that select between texts, with the values each can
 * take: whether the agency takes on clients based in the United Kingdom (and so addresses UK
 * data-protection law), and whether its Munich office is a registered German branch or a place
 * where team members work. A body holds each alternative in `<OwnerDecision name is>`.
 */
export const ownerDecisions = {
  ukClients: ['served', 'notServed'],
  munichOffice: ['branch', 'noEstablishment'],
} as const
export type OwnerDecisionName = keyof typeof ownerDecisions
export type OwnerDecisionValue<Name extends OwnerDecisionName> =
  (typeof ownerDecisions)[Name][number]

/**
 * The facts only one value of a decision calls for: a UK representative (Art. 27 UK GDPR) when
 * the agency serves UK clients, the German branch's address and register entry when Munich is one.
 */
export const factsNeededWhen: Readonly<
  Record<
    string,
    { [Name in OwnerDecisionName]: [Name, OwnerDecisionValue<Name>] }[OwnerDecisionName]
  >
> = {
  'legal.ukRepresentative': ['ukClients', 'served'],
  'legal.germanBranch': ['munichOffice', 'branch'],
  'legal.germanBranchRegistration': ['munichOffice', 'branch'],
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
    /** The representative in the United Kingdom (Art. 27 UK GDPR), when UK clients are served. */
    ukRepresentative: OwnerFact<PostalAddress>
    /** The German branch (Zweigniederlassung) in Munich, when it is one: its name and address. */
    germanBranch: OwnerFact<PostalAddress>
    /** The German branch's entry in the commercial register (§ 13d HGB), when it is one. */
    germanBranchRegistration: OwnerFact<string>
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
  /** The basis of each case study's results, by case (content/facts/case-results.json). */
  caseBasis: Partial<Record<string, OwnerFact<CaseBasis>>>
  /** The conditions of each plan's offer, by plan (content/facts/prices.json). */
  offerConditions: Partial<Record<string, OwnerFact<OfferConditions>>>
  decisions: { [Name in OwnerDecisionName]: OwnerFact<OwnerDecisionValue<Name>> }
}

/**
 * The build checks the file against its description (src/node/facts) before a page reads it, so
 * its words (a baseline, an audience) are the ones the types name.
 */
export const ownerFacts = file as OwnerFacts

/** The operator's value of a fact, or undefined while it is still an example. */
export const enteredValue = <T>({ value, example }: OwnerFact<T>): T | undefined =>
  example ? undefined : value

/** The value a decision has, the example's until the operator enters theirs. */
export const decided = <Name extends OwnerDecisionName>(
  name: Name,
  facts: OwnerFacts = ownerFacts,
): OwnerDecisionValue<Name> => facts.decisions[name].value

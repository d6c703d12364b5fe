import { caseStudyKeys } from '../../config/case-studies'
import {
  baselines,
  offerAudiences,
  ownerDecisions,
  type OwnerDecisionName,
} from '../../config/owner-facts'
import { planKeys } from '../../config/prices'
import { list, number, object, oneOf, text, yesNo } from '../frontmatter/fields'
import { ownerFact, ownerText, postalAddress, type FactFile } from './fact-fields'

/**
 * The operator's facts (content/facts/owner.json): those only the operator can supply, each
 * marked as an example until its real value is entered (src/config/owner-facts.ts types them).
 */

const decisionDocs: Record<OwnerDecisionName, string> = {
  ukClients:
    'Whether the agency takes on clients based in the United Kingdom: served (the privacy policy then addresses UK GDPR and names the UK representative) or notServed (the pages say so).',
  munichOffice:
    'What the Munich office is: branch (a German branch entered in the commercial register, named in the Impressum) or noEstablishment (team members work there; the company has no establishment in Germany).',
}

const month = (doc: string) => text(`${doc}, YYYY-MM.`, { singleLine: true })

const figureBasis = (doc: string) =>
  ownerFact(
    'FigureBasisFact',
    object(
      'FigureBasis',
      {
        clients: number('For an average: how many clients it averages.', {
          optional: true,
          integer: true,
        }),
        from: month('The first month measured'),
        to: month('The last month measured'),
      },
      'What the figure was measured on.',
    ),
    doc,
  )

const caseBasis = (key: string) =>
  ownerFact(
    'CaseBasisFact',
    object(
      'CaseBasis',
      {
        from: month('The first month measured'),
        to: month('The last month measured'),
        stores: list(
          text('An Amazon store, by its address (amazon.de).', { singleLine: true }),
          'The Amazon stores the results were measured on.',
        ),
        baseline: oneOf(
          baselines,
          'What each change is compared with: the same number of months just before (precedingPeriod), or the same months a year earlier (yearBefore).',
        ),
      },
      'What the results were measured on.',
    ),
    `What the ${key} case's results were measured on.`,
    { optional: true },
  )

const offerConditions = (key: string) =>
  ownerFact(
    'OfferConditionsFact',
    object(
      'OfferConditions',
      {
        audience: oneOf(offerAudiences, 'Who may take the offer: new clients or every client.'),
        months: number(
          'How many months from the start of the plan the benefit lasts; empty while the offer’s own condition holds.',
          { optional: true, integer: true },
        ),
        endsOn: text('The last day the offer can be taken, YYYY-MM-DD; empty for no deadline.', {
          singleLine: true,
          optional: true,
        }),
        minimumTermMonths: number('The months the client commits to; 0 for none.', {
          integer: true,
        }),
        combinable: yesNo('Whether other discounts add to it.'),
      },
      'The conditions shown with the offer.',
    ),
    `The conditions of the ${key} plan's offer.`,
    { optional: true },
  )

export const ownerFactFile: FactFile = {
  name: 'owner',
  doc: 'The facts only the operator can supply. Each is marked as an example until its real value is entered.',
  fields: {
    company: object(
      'OwnerCompany',
      {
        address: ownerFact(
          'OwnerAddress',
          postalAddress('PostalAddress', 'The contact address in Spain.'),
          'The contact address in Spain, where the team answers post.',
        ),
        phone: ownerText('The contact phone, in international form (+34 …).'),
      },
      'Contact facts.',
    ),
    legal: object(
      'OwnerLegal',
      {
        registeredOffice: ownerFact(
          'OwnerAddress',
          postalAddress('PostalAddress', 'The registered office.'),
          'The registered office, in the state of incorporation: a full street address, not a registered agent’s box.',
        ),
        registryAuthority: ownerText('The authority that keeps the company register.'),
        registryNumber: ownerText("The company's number in that register."),
        representative: ownerText('The person who may act for the company.'),
        contentResponsible: ownerText(
          'The person responsible for the content: a natural person, for the German Impressum (§ 18 Abs. 2 MStV) one who lives in Germany.',
        ),
        branchName: ownerText("The name of the company's branch in Spain."),
        branchRegistration: ownerText("The branch's entry in the Spanish commercial register."),
        vatId: ownerText("The branch's EU VAT number, with the ES prefix."),
        hostingProvider: ownerFact(
          'OwnerAddress',
          postalAddress('PostalAddress', 'The host of the website.'),
          'Who hosts the website, with its phone.',
        ),
        ukRepresentative: ownerFact(
          'OwnerAddress',
          postalAddress('PostalAddress', 'The representative in the United Kingdom.'),
          'The representative in the United Kingdom (Art. 27 UK GDPR), with its name; needed when decisions.ukClients is "served".',
        ),
        germanBranch: ownerFact(
          'OwnerAddress',
          postalAddress('PostalAddress', 'The German branch.'),
          'The German branch in Munich, with its name; needed when decisions.munichOffice is "branch".',
        ),
        germanBranchRegistration: ownerText(
          'The German branch’s entry in the commercial register (Amtsgericht München, HRB …); needed when decisions.munichOffice is "branch".',
        ),
      },
      'Registrations, people and host.',
    ),
    partner: object(
      'OwnerPartner',
      {
        programme: ownerText('The Amazon programme the agency belongs to, with its tier.'),
        directoryUrl: ownerText("Amazon's public listing of the agency in that programme."),
      },
      'The Amazon programme.',
    ),
    figureBasis: object(
      'FigureBases',
      {
        clients: figureBasis('What the client count was measured on.'),
        revenueGrowth: figureBasis('What the sales growth was measured on.'),
        averageGrowth: figureBasis('What the growth of sales from ads was measured on.'),
        countries: figureBasis('What the country count was measured on.'),
      },
      'The basis of each headline figure.',
    ),
    decisions: object(
      'OwnerDecisions',
      Object.fromEntries(
        Object.entries(ownerDecisions).map(([name, values]) => [
          name,
          ownerFact(
            'OwnerDecision',
            oneOf(values, `One of: ${values.join(', ')}.`),
            decisionDocs[name as OwnerDecisionName],
          ),
        ]),
      ),
      'The operator’s decisions that select between texts of the pages (<OwnerDecision> in a body).',
    ),
    caseBasis: object(
      'CaseBasisByCase',
      Object.fromEntries(caseStudyKeys.map((key) => [key, caseBasis(key)])),
      'The basis of each case study’s results, by case: every case needs one.',
    ),
    offerConditions: object(
      'OfferConditionsByPlan',
      Object.fromEntries(planKeys.map((key) => [key, offerConditions(key)])),
      'The conditions of each plan’s offer, by plan: every offer needs them, and a plan without an offer has none.',
    ),
  },
}

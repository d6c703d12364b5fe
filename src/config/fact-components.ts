/**
 * The components a writer may place in an MDX body to show a brand or legal fact
 * (src/components/facts/company-facts.tsx); the content check refuses any other.
 */
export const factComponentNames = [
  'CompanyName',
  'LegalName',
  'CompanyEmail',
  'CompanyPhone',
  'CompanyAddress',
  'FoundingYear',
  'LegalFact',
  'PartnerProgramme',
] as const

export type FactComponentName = (typeof factComponentNames)[number]

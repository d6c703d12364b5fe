/**
 * The components a writer may place in an MDX body: those that show a brand or legal fact
 * (src/components/facts/company-facts.tsx) and those that set a passage apart
 * (src/components/mdx/writer-components.tsx). The content check refuses any other.
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
  'OwnerDecision',
] as const

export const writerComponentNames = ['Note', 'PullQuote', 'Video'] as const

export const bodyComponentNames = [...factComponentNames, ...writerComponentNames] as const

export type FactComponentName = (typeof factComponentNames)[number]
export type WriterComponentName = (typeof writerComponentNames)[number]

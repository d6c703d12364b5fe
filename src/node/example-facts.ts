import type { Reporter } from 'gatsby'
import { legalFacts } from '../config/legal'
import { company } from '../config/site'

const isExample = (value: unknown) =>
  typeof value === 'object' && value !== null && 'example' in value && value.example === true

/** The facts still at their example values, by where they are set (legal.vatId, company.phone ...). */
export function factsAtExampleValues(): string[] {
  return Object.entries({ company, legal: legalFacts }).flatMap(([group, facts]) =>
    Object.entries(facts)
      .filter(([, value]) => isExample(value))
      .map(([name]) => `${group}.${name}`),
  )
}

/** One warning, in every build, while the site still states example legal facts as its own. */
export function warnOfExampleFacts(reporter: Pick<Reporter, 'warn'>) {
  const names = factsAtExampleValues()
  if (names.length === 0) return
  reporter.warn(
    `The legal pages still show example values for ${names.join(', ')}. Enter the operator's real facts in src/config/legal.ts (legal.*) and src/config/site.ts (company.*); README, "Legal facts to fill in", says what each is.`,
  )
}

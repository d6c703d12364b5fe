import { checkVAT, countries } from 'jsvat'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import {
  ownerFacts,
  type FigureBasis,
  type OwnerFact,
  type OwnerFacts,
} from '../config/owner-facts'

const factsFile = 'content/facts/owner.json'

/** The facts as `company.phone`, `legal.vatId` …, the names the file gives them. */
const namedFacts = (facts: OwnerFacts): [string, OwnerFact<unknown>][] =>
  Object.entries(facts).flatMap(([group, byName]) =>
    Object.entries(byName as Record<string, OwnerFact<unknown>>).map(
      ([name, fact]) => [`${group}.${name}`, fact] as [string, OwnerFact<unknown>],
    ),
  )

/** The facts still at their example values. */
export const pendingFacts = (facts: OwnerFacts = ownerFacts): string[] =>
  namedFacts(facts)
    .filter(([, fact]) => fact.example)
    .map(([name]) => name)

/**
 * What is wrong with the facts the operator has entered, each naming the field: a VAT number
 * whose check digits do not add up (jsvat, per EU country's rule), a phone number that is no
 * number of its country (libphonenumber), a listing that is no https address, a figure's basis
 * that is no span of months.
 */
export function invalidFacts({
  company,
  legal,
  partner,
  figureBasis,
}: OwnerFacts = ownerFacts): string[] {
  const problems: string[] = []
  const checkPhone = (field: string, phone: string | undefined) => {
    if (phone !== undefined && !isValidPhoneNumber(phone))
      problems.push(
        `${field} "${phone}" is not a valid phone number: write it in international form, +34 931 …`,
      )
  }
  if (!legal.vatId.example && !checkVAT(legal.vatId.value, countries).isValid)
    problems.push(
      `legal.vatId "${legal.vatId.value}" is not a valid EU VAT number: check the country prefix and the check digits.`,
    )
  if (!company.phone.example) checkPhone('company.phone', company.phone.value)
  if (!legal.hostingProvider.example)
    checkPhone('legal.hostingProvider.phone', legal.hostingProvider.value.phone)
  if (!partner.directoryUrl.example && !isSecureWebAddress(partner.directoryUrl.value))
    problems.push(
      `partner.directoryUrl "${partner.directoryUrl.value}" is not a web address: copy it from the browser, https://…`,
    )
  for (const [name, fact] of Object.entries(figureBasis)) {
    const problem = fact.example ? undefined : basisProblem(fact.value)
    if (problem) problems.push(`figureBasis.${name}: ${problem}`)
  }
  return problems
}

function isSecureWebAddress(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:'
  } catch {
    return false
  }
}

const month = /^\d{4}-(0[1-9]|1[0-2])$/

/** What is wrong with a figure's basis as entered, if anything. */
function basisProblem({ clients, from, to }: FigureBasis): string | undefined {
  if (!month.test(from) || !month.test(to))
    return `"from" and "to" are months written as YYYY-MM (2025-12), not "${from}" and "${to}".`
  if (from > to) return `"from" (${from}) comes after "to" (${to}).`
  if (clients !== undefined && !(Number.isInteger(clients) && clients > 0))
    return `"clients" is the number of clients averaged, a whole number above 0, not ${clients}.`
  return undefined
}

/** A build for the public site: Netlify's production context, or the flag docs/owner-decisions.md names for other hosts. */
export const isProductionBuild = (env: NodeJS.ProcessEnv = process.env) =>
  env.CONTEXT === 'production' || env.REQUIRE_OWNER_FACTS === '1'

/**
 * Every build stops on an entered fact that is invalid. A production build also stops while any
 * fact is still an example, listing them; other builds warn once, and the pages show placeholders.
 */
export function checkOwnerFacts(
  reporter: { warn: (message: string) => void; panic: (message: string) => void },
  facts: OwnerFacts = ownerFacts,
  production = isProductionBuild(),
) {
  const invalid = invalidFacts(facts)
  if (invalid.length > 0) {
    reporter.panic(`The operator's facts in ${factsFile} have mistakes:\n- ${invalid.join('\n- ')}`)
    return
  }
  const pending = pendingFacts(facts)
  if (pending.length === 0) return
  const list = pending.map((name) => `- ${name}`).join('\n')
  const how = `Enter each in ${factsFile} (its "value") and remove its "example": true; docs/owner-decisions.md, "Legal facts to fill in", says what each is.`
  if (production)
    reporter.panic(
      `A production build needs the operator's real facts, and these are still examples:\n${list}\n${how}`,
    )
  else
    reporter.warn(
      `The pages show placeholders for the operator's facts still to be entered:\n${list}\n${how}`,
    )
}

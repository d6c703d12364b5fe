import { checkVAT, countries } from 'jsvat'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import { caseStudyKeys } from '../config/case-studies'
import {
  decided,
  factsNeededWhen,
  ownerFacts,
  type CaseBasis,
  type FigureBasis,
  type OfferConditions,
  type OwnerFact,
  type OwnerFacts,
} from '../config/owner-facts'
import { plansWithAnOffer } from '../config/prices'

const factsFile = 'content/facts/owner.json'

/** The facts as `company.phone`, `legal.vatId` …, the names the file gives them. */
const namedFacts = (facts: OwnerFacts): [string, OwnerFact<unknown>][] =>
  Object.entries(facts).flatMap(([group, byName]) =>
    Object.entries(byName as Record<string, OwnerFact<unknown> | undefined>).flatMap(
      ([name, fact]) => (fact ? [[`${group}.${name}`, fact] as [string, OwnerFact<unknown>]] : []),
    ),
  )

/**
 * The facts that the site's other facts call for and the file lacks: each case study's basis and
 * each offer's conditions. Like an example, a missing one shows as a placeholder until entered.
 */
const missingFacts = ({ caseBasis, offerConditions }: OwnerFacts): string[] => [
  ...caseStudyKeys.filter((key) => !caseBasis[key]).map((key) => `caseBasis.${key}`),
  ...plansWithAnOffer
    .filter((plan) => !offerConditions[plan])
    .map((plan) => `offerConditions.${plan}`),
]

/** Whether the operator's decisions call for a fact (most facts are always called for). */
function isNeeded(name: string, facts: OwnerFacts): boolean {
  const condition = factsNeededWhen[name]
  return condition === undefined || decided(condition[0], facts) === condition[1]
}

/** The facts still at their example values, or missing, that the operator's decisions call for. */
export const pendingFacts = (facts: OwnerFacts = ownerFacts): string[] => [
  ...namedFacts(facts)
    .filter(([name, fact]) => fact.example && isNeeded(name, facts))
    .map(([name]) => name),
  ...missingFacts(facts),
]

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
  caseBasis,
  offerConditions,
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
  for (const [name, fact] of Object.entries(caseBasis)) {
    const problem = fact && !fact.example ? caseBasisProblem(fact.value) : undefined
    if (problem) problems.push(`caseBasis.${name}: ${problem}`)
  }
  const offering = new Set<string>(plansWithAnOffer)
  for (const [name, fact] of Object.entries(offerConditions)) {
    const problem = !offering.has(name)
      ? `the ${name} plan has no offer (content/facts/prices.json): remove these conditions, or give the plan its offer.`
      : fact && !fact.example
        ? conditionsProblem(fact.value)
        : undefined
    if (problem) problems.push(`offerConditions.${name}: ${problem}`)
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

/** What is wrong with a span of months as entered, if anything. */
function monthsProblem(from: string, to: string): string | undefined {
  if (!month.test(from) || !month.test(to))
    return `"from" and "to" are months written as YYYY-MM (2025-12), not "${from}" and "${to}".`
  if (from > to) return `"from" (${from}) comes after "to" (${to}).`
  return undefined
}

/** What is wrong with a figure's basis as entered, if anything. */
function basisProblem({ clients, from, to }: FigureBasis): string | undefined {
  const months = monthsProblem(from, to)
  if (months) return months
  if (clients !== undefined && !(Number.isInteger(clients) && clients > 0))
    return `"clients" is the number of clients averaged, a whole number above 0, not ${clients}.`
  return undefined
}

const amazonStore = /^amazon\.[a-z]{2,3}(\.[a-z]{2})?$/

/** What is wrong with a case's basis as entered, if anything. */
function caseBasisProblem({ from, to, stores }: CaseBasis): string | undefined {
  const months = monthsProblem(from, to)
  if (months) return months
  if (stores.length === 0) return '"stores" names at least one Amazon store (amazon.de).'
  const unknown = stores.filter((store) => !amazonStore.test(store))
  if (unknown.length > 0)
    return `"stores" are Amazon stores by their addresses (amazon.de, amazon.co.uk), not ${unknown.map((store) => `"${store}"`).join(', ')}.`
  return undefined
}

const day = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** What is wrong with an offer's conditions as entered, if anything. */
function conditionsProblem({
  months,
  endsOn,
  minimumTermMonths,
}: OfferConditions): string | undefined {
  if (months !== undefined && !(Number.isInteger(months) && months > 0))
    return `"months" is how long the benefit lasts, a whole number above 0 (or empty), not ${months}.`
  if (endsOn !== undefined && !day.test(endsOn))
    return `"endsOn" is the last day, written as YYYY-MM-DD (2027-06-30), not "${endsOn}".`
  if (endsOn !== undefined && endsOn < new Date().toISOString().slice(0, 10))
    return `the offer ended on ${endsOn}: remove it from content/facts/prices.json, or move its deadline.`
  if (!(Number.isInteger(minimumTermMonths) && minimumTermMonths >= 0))
    return `"minimumTermMonths" is a whole number of months, 0 for none, not ${minimumTermMonths}.`
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

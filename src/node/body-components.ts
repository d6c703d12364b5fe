import { languageCodes } from '../i18n/languages'
import { bodyComponentNames } from '../config/fact-components'
import { legalFacts } from '../config/legal'
import { closestMatch } from './frontmatter/closest-match'

/** A component a writer placed in an MDX body, e.g. `<LegalFact name="vatId" />`, and its line. */
export interface ComponentUse {
  name: string
  attributes: Readonly<Record<string, string>>
  line: number
}

const tag = /<([A-Z][A-Za-z]*)((?:\s+[a-zA-Z]+="[^"]*")*)\s*\/?>/g
const attribute = /([a-zA-Z]+)="([^"]*)"/g

/** The components used in the body of an MDX file (after its frontmatter), with their lines. */
export function componentUses(source: string): ComponentUse[] {
  const lines = source.split('\n')
  const bodyStart = lines.indexOf('---', 1) + 1
  return lines.slice(bodyStart).flatMap((text, index) =>
    [...text.matchAll(tag)].map(([, name = '', attributes = '']) => ({
      name,
      attributes: Object.fromEntries(
        [...attributes.matchAll(attribute)].map(([, key = '', value = '']) => [key, value]),
      ),
      line: bodyStart + index + 1,
    })),
  )
}

const legalFactNames = Object.keys(legalFacts)
const didYouMean = (written: string, known: readonly string[]) => {
  const suggestion = closestMatch(written, known)
  return suggestion ? ` Did you mean "${suggestion}"?` : ''
}

/** The languages a legal fact that differs by market has a value in; undefined for the others. */
function marketLanguages(fact: string): string[] | undefined {
  const value: unknown = legalFacts[fact as keyof typeof legalFacts]
  return typeof value === 'object' && value !== null && 'byLanguage' in value
    ? languageCodes.filter((language) => language in (value.byLanguage as object))
    : undefined
}

/**
 * What is wrong with a component use in a file of the given language, in a writer's words;
 * undefined when it is right.
 */
export function componentProblem(
  { name, attributes }: ComponentUse,
  language?: string,
): string | undefined {
  if (!(bodyComponentNames as readonly string[]).includes(name))
    return `<${name} /> is not a component of the site.${didYouMean(name, bodyComponentNames)} The components are: ${bodyComponentNames.map((known) => `<${known} />`).join(', ')}.`
  if (name !== 'LegalFact') return undefined
  const fact = attributes.name
  if (fact === undefined)
    return `<LegalFact /> needs the name of the fact, e.g. <LegalFact name="vatId" />. The facts are: ${legalFactNames.join(', ')}.`
  if (!legalFactNames.includes(fact))
    return `<LegalFact name="${fact}" /> names no legal fact.${didYouMean(fact, legalFactNames)} The facts are: ${legalFactNames.join(', ')}.`
  const markets = marketLanguages(fact)
  if (markets && language !== undefined && !markets.includes(language))
    return `<LegalFact name="${fact}" /> differs by market and has no value for this file's language (${language}); it has one for ${markets.join(', ')}. Remove it here, or add the value for ${language} in content/facts/legal.json (readerAuthorities).`
  return undefined
}

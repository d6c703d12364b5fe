import { languageCodes } from '../i18n/languages'
import { bodyComponentNames } from '../config/fact-components'
import { legalFacts } from '../config/legal'
import { ownerDecisions, type OwnerDecisionName } from '../config/owner-facts'
import { videoHosts, type VideoHost } from '../config/video-hosts'
import { closestMatch } from './frontmatter/closest-match'
import { bodyStartIndex } from './frontmatter/field-lines'

/** A component a writer placed in an MDX body, e.g. `<LegalFact name="vatId" />`, and its line. */
export interface ComponentUse {
  name: string
  attributes: Readonly<Record<string, string>>
  line: number
}

const tag = /<([A-Z][A-Za-z]*)((?:\s+[a-zA-Z]+="[^"]*")*)\s*\/?>/g
const attribute = /([a-zA-Z]+)="([^"]*)"/g

/**
 * The components used in the body of an MDX file (after its frontmatter, where it has one), with
 * their lines.
 */
export function componentUses(source: string): ComponentUse[] {
  const lines = source.split('\n')
  const bodyStart = bodyStartIndex(lines)
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

/** The services of the videos a body plays, each once. */
export function videoHostsOf(body: string): VideoHost[] {
  const hosts = componentUses(body)
    .filter(({ name }) => name === 'Video')
    .flatMap(({ attributes }) =>
      (Object.keys(videoHosts) as VideoHost[]).filter((host) => host in attributes),
    )
  return [...new Set(hosts)]
}

const videoExample = '<Video youtube="M7lc1UVf-VE" title="What the video shows" />'

/** What a `<Video>` lacks: the one video it plays, by its id on YouTube or Vimeo, and a title. */
function videoProblem(attributes: Readonly<Record<string, string>>): string | undefined {
  const hosts = (Object.keys(videoHosts) as VideoHost[]).filter((host) => host in attributes)
  if (hosts.length !== 1)
    return `<Video /> plays one video: give its id on YouTube or on Vimeo, e.g. ${videoExample} (the id is the part after "v=" in a YouTube address, the number in a Vimeo address).`
  const [host] = hosts as [VideoHost]
  const id = attributes[host] ?? ''
  if (!videoHosts[host].id.test(id))
    return `<Video ${host}="${id}" /> is not a ${videoHosts[host].name} video id: ${host === 'youtube' ? 'it is the 11 characters after "v=" in the video\'s address' : "it is the number at the end of the video's address"}.`
  if (!attributes.title?.trim())
    return `<Video /> needs a title, which names the video for those who cannot see it, e.g. ${videoExample}.`
  return undefined
}

const decisionNames = Object.keys(ownerDecisions)

/** What an `<OwnerDecision>` lacks: a decision of the operator's, and one of its values. */
function decisionProblem({ name, is }: Readonly<Record<string, string>>): string | undefined {
  const example = '<OwnerDecision name="ukClients" is="served">…</OwnerDecision>'
  if (name === undefined || !decisionNames.includes(name))
    return `<OwnerDecision${name === undefined ? '' : ` name="${name}"`}> needs the name of one of the operator's decisions (${decisionNames.join(', ')}), e.g. ${example}.${name ? didYouMean(name, decisionNames) : ''}`
  const values: readonly string[] = ownerDecisions[name as OwnerDecisionName]
  if (is === undefined || !values.includes(is))
    return `<OwnerDecision name="${name}"> shows its passage for one value of the decision: is="${values.join('" or is="')}".${is ? didYouMean(is, values) : ''}`
  return undefined
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
  if (name === 'Video') return videoProblem(attributes)
  if (name === 'OwnerDecision') return decisionProblem(attributes)
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

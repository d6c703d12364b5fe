import { defaultLanguage, isLanguage, type Language } from '../../i18n/languages'
import { languagePrefix, languageOfPath, sitePathShape } from '../../i18n/paths'
import type { GraphPage } from '../../node/translation-graph'
import { languageName, saveRuleTexts } from './save-rule-texts'

/**
 * Which languages of an entry the CMS writes, judged on the entry's data as the writer left it:
 * a language left blank is not written (an article goes out in the languages it has; a page must
 * have all), a language begun must have every required field, and each address must be its
 * language's, well formed and no other page's. Pure: save-rules.ts applies it to Decap.
 */

/** The collection whose entries may be written in some languages: the blog's articles. */
export const articleCollection = 'blog'

/** The part of a collection's field in the CMS configuration these rules read. */
export interface RuleField {
  name: string
  label: string
  widget: string
  required?: boolean
  i18n?: boolean | string
  fields?: RuleField[]
}

/** The part of Immutable.js's Map of an entry in the editor that the fields read. */
export interface EntryMap {
  get(key: string): unknown
  getIn(path: readonly string[]): { toJS(): unknown } | undefined
}

/** An entry's data in one language, as its editor holds it now. */
export const dataIn = (entry: EntryMap, language: Language) =>
  (language === defaultLanguage
    ? entry.getIn(['data'])?.toJS()
    : entry.getIn(['i18n', language, 'data'])?.toJS()) as Record<string, unknown> | undefined

/** A value a writer has not written: nothing, spaces, or lists and groups of nothing. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isBlank)
  if (typeof value === 'object') return Object.values(value).every(isBlank)
  return false
}

/**
 * The labels (`Group → Field`) of the translated fields Decap requires that `data` leaves empty.
 * Decap takes a field without `required` as required.
 */
export function missingFields(
  fields: readonly RuleField[],
  data: Record<string, unknown> | undefined,
  trail: readonly string[] = [],
): string[] {
  return fields.flatMap((field) => {
    if (field.i18n !== true || field.required === false) return []
    const value = data?.[field.name]
    const label = [...trail, field.label]
    if (field.widget === 'object' && field.fields)
      return missingFields(field.fields, value as Record<string, unknown> | undefined, label)
    return isBlank(value) ? [label.join(' → ')] : []
  })
}

/**
 * The content item an entry's file belongs to (`blog/prime-day`), as the build keys it; Decap
 * names an entry by its file without the language (`…/index.mdx`).
 */
export function itemOfFile(path: string | undefined): string | undefined {
  return path?.match(/^content\/(.+)\/index(?:\.\w+)?\.\w+$/)?.[1]
}

/** The language of a file of an entry (`…/index.de.mdx` → de), if it names one. */
export function languageOfFile(path: string): Language | undefined {
  const code = path.match(/\.(\w+)\.\w+$/)?.[1] ?? ''
  return isLanguage(code) ? code : undefined
}

/** What is wrong with `address` as the address of `item` in `language`, in the CMS's words. */
export function addressProblem(
  address: string,
  language: Language,
  {
    item,
    pages,
    cmsLanguage,
  }: { item?: string; pages: readonly GraphPage[]; cmsLanguage: Language },
): string | undefined {
  const texts = saveRuleTexts[cmsLanguage]
  if (address !== '/' && !sitePathShape.test(address)) return texts.addressShape(address)
  if (languageOfPath(address) !== language)
    return texts.addressLanguage(address, languagePrefix(language))
  const taken = pages.some(
    (page) =>
      page.path === address && !(page.translationKey === item && page.language === language),
  )
  return taken ? texts.addressTaken(address) : undefined
}

export interface EntryLanguages {
  /** Each language's data, English's included. */
  data: Partial<Record<Language, Record<string, unknown>>>
  fields: readonly RuleField[]
  /** Whether the entry may leave languages out (an article), else it needs all (a page). */
  languagesOptional: boolean
  /** The content item, for an entry saved before; a new one has none. */
  item?: string
  pages: readonly GraphPage[]
  cmsLanguage: Language
}

/**
 * The languages not to write, and why the entry cannot be saved (no reason: it can). English's
 * required fields are Decap's own check; its address is checked here like the others'.
 */
export function judgeLanguages({
  data,
  fields,
  languagesOptional,
  item,
  pages,
  cmsLanguage,
}: EntryLanguages): { leftOut: Language[]; problems: string[] } {
  const texts = saveRuleTexts[cmsLanguage]
  const leftOut: Language[] = []
  const problems: string[] = []
  for (const [language, values] of Object.entries(data) as [Language, Record<string, unknown>][]) {
    const name = languageName(language, cmsLanguage)
    if (language !== defaultLanguage && isBlank(values)) {
      if (languagesOptional) leftOut.push(language)
      else problems.push(texts.blankPage(name))
      continue
    }
    const missing = language === defaultLanguage ? [] : missingFields(fields, values)
    if (missing.length > 0)
      problems.push(
        (languagesOptional ? texts.unfinishedArticle : texts.unfinishedPage)(
          name,
          missing.join(', '),
        ),
      )
    const address = values.slug
    if (typeof address === 'string' && address.trim() !== '') {
      const problem = addressProblem(address.trim(), language, { item, pages, cmsLanguage })
      if (problem) problems.push(`${name}: ${problem}`)
    }
  }
  return { leftOut, problems }
}

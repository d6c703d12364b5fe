import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { defaultLanguage, languageCodes, type Language } from '../i18n/languages'
import type { UiStrings } from '../i18n/strings'
import { closestMatch } from './frontmatter/closest-match'
import type { ContentProblem } from './validate'

type StringTree = { [key: string]: string | StringTree }

/** Every leaf of a strings file as "group.key" → text. */
function flatten(tree: StringTree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') leaves.set(`${prefix}${key}`, value)
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) leaves.set(path, text)
  }
  return leaves
}

/** The names of a text's placeholders; a translation may use one more than once (24 h/24). */
const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort()

/**
 * Placeholders a translation may write in place of another: a span of months as one range
 * (`{period}`) or as its first and last month (`{from}` … `{to}`, see monthSpan).
 */
const spelledOut: Readonly<Record<string, readonly string[]>> = { period: ['from', 'to'] }

/** The placeholder sets a translation of the text may use. */
function acceptedPlaceholders(text: string): string[][] {
  const names = placeholdersOf(text) as string[]
  const alternatives = names
    .filter((name) => spelledOut[name])
    .map((name) => [...names.filter((other) => other !== name), ...(spelledOut[name] ?? [])].sort())
  return [names, ...alternatives]
}

/** Compares one language's strings with the English ones, key by key. */
export function compareUiStrings(
  english: StringTree,
  translated: StringTree,
  file: string,
): ContentProblem[] {
  const reference = flatten(english)
  const candidate = flatten(translated)
  const missing = [...reference]
    .filter(([key]) => !candidate.has(key))
    .map(([key, text]) => ({
      file,
      field: key,
      message: `is missing. Add it with the translation of the English "${text}".`,
    }))
  const extra = [...candidate.keys()]
    .filter((key) => !reference.has(key))
    .map((key) => {
      const suggestion = closestMatch(key, [...reference.keys()])
      return {
        file,
        field: key,
        message: `is not a key of the English strings file, so nothing uses it.${suggestion ? ` Did you mean "${suggestion}"?` : ' Remove it.'}`,
      }
    })
  const brokenText = [...reference].flatMap(([key, text]) => {
    const translation = candidate.get(key)
    if (translation === undefined) return []
    if (translation.trim() === '')
      return [{ file, field: key, message: 'is empty. Write the translation.' }]
    const expected = placeholdersOf(text)
    const written = placeholdersOf(translation).join()
    return acceptedPlaceholders(text).some((names) => names.join() === written)
      ? []
      : [
          {
            file,
            field: key,
            message: `must contain the placeholders ${expected.map((name) => `{${name}}`).join(', ') || '(none)'} exactly as in English, untranslated${expected.includes('period') ? ' ({from} and {to} may stand for {period})' : ''}.`,
          },
        ]
  })
  return [...missing, ...extra, ...brokenText]
}

/** The strings that are parts of addresses (/de/blog/seite/2): the `addresses` group. */
const addressWordPrefix = 'addresses.'
const addressWordShape = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Each word a language's addresses use is written as addresses are: a–z, digits and hyphens. */
export function addressWordProblems(strings: StringTree, file: string): ContentProblem[] {
  return [...flatten(strings)]
    .filter(([key, word]) => key.startsWith(addressWordPrefix) && !addressWordShape.test(word))
    .map(([key, word]) => ({
      file,
      field: key,
      message: `is a word of the site's addresses, so it is written as they are: lower-case letters a–z without accents, digits and hyphens ("${word}" is not). For example "seite" or "pagina".`,
    }))
}

function readTree(path: string, displayPath: string): StringTree | ContentProblem {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as StringTree
  } catch (error) {
    return { file: displayPath, message: `is not valid JSON (${(error as Error).message}).` }
  }
}

const isProblem = (value: StringTree | ContentProblem): value is ContentProblem =>
  typeof value.file === 'string' && typeof value.message === 'string'

/** The file of a language's UI strings in the strings folder, named as Decap's per-language files are. */
export const stringsFileName = (language: string) => `index.${language}.json`

/** Loads every language's UI strings and checks them against English. */
export function loadUiStrings(
  stringsRoot: string,
  projectRoot: string,
): { strings: Partial<Record<Language, UiStrings>>; problems: ContentProblem[] } {
  const display = (language: string) =>
    relative(projectRoot, join(stringsRoot, stringsFileName(language)))
  const english = readTree(
    join(stringsRoot, stringsFileName(defaultLanguage)),
    display(defaultLanguage),
  )
  if (isProblem(english)) return { strings: {}, problems: [english] }
  const strings: Partial<Record<Language, UiStrings>> = {}
  const problems: ContentProblem[] = []
  for (const language of languageCodes) {
    const path = join(stringsRoot, stringsFileName(language))
    if (!existsSync(path)) {
      problems.push({
        file: display(language),
        message: `is missing. Copy ${display(defaultLanguage)} and translate every text.`,
      })
      continue
    }
    const tree = readTree(path, display(language))
    if (isProblem(tree)) {
      problems.push(tree)
      continue
    }
    problems.push(
      ...compareUiStrings(english, tree, display(language)),
      ...addressWordProblems(tree, display(language)),
    )
    strings[language] = tree as unknown as UiStrings
  }
  return { strings, problems }
}

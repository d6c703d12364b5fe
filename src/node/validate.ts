import { defaultLanguage, isLanguage, languageCodes, type Language } from '../i18n/languages'
import { languageOfPath, languagePrefix } from '../i18n/paths'
import { componentProblem } from './body-components'
import { itemKey, placeholderMark, readContentFile, type ContentFile } from './content-files'
import { checkFields } from './frontmatter/check-fields'
import { lineOfField } from './frontmatter/field-lines'
import type { Fields } from './frontmatter/fields'
import { contentKinds, contentSections, pageKinds, type ContentKind } from './frontmatter/kinds'

/** One thing a writer must fix, phrased so that it can be read without knowing Gatsby. */
export interface ContentProblem {
  file: string
  /** The line of the field in the file, when it is written there. */
  line?: number
  field?: string
  message: string
}

export function formatProblem(problem: ContentProblem): string {
  const where = [
    problem.file,
    ...(problem.line ? [`line ${problem.line}`] : []),
    ...(problem.field ? [`field "${problem.field}"`] : []),
  ].join(', ')
  return `${where}: ${problem.message}`
}

/** The kind of a content item follows from its folder; undefined when the folder is not a known kind. */
export function kindOf(section: string, translationKey: string): ContentKind | undefined {
  if (section === 'legal') return 'legal'
  if (section === 'blog') return 'post'
  if (section === 'pages') {
    return (pageKinds as readonly string[]).includes(translationKey)
      ? (translationKey as ContentKind)
      : 'page'
  }
  return undefined
}

const pathShape = /^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/

function checkPath(
  path: string,
  language: Language,
  field: string,
  file: string,
): ContentProblem[] {
  if (path !== '/' && !pathShape.test(path)) {
    return [
      {
        file,
        field,
        message: `"${path}" is not a valid address. Start with "/", use lower-case letters, digits and hyphens, separate parts with "/", and do not end with "/".`,
      },
    ]
  }
  if (languageOfPath(path) !== language) {
    const prefix = languagePrefix(language)
    const expected = prefix
      ? `start with "${prefix}" (e.g. "${prefix}/...")`
      : `not start with a language prefix (${languageCodes.map((code) => `/${code}`).join(', ')})`
    return [
      {
        file,
        field,
        message: `"${path}" does not belong to this file's language (${language}). An address in this file must ${expected}.`,
      },
    ]
  }
  return []
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

/**
 * The fields a file writes itself: a translation leaves out the shared facts (dates, images,
 * names), which it shows from the English file; writing one there anyway is a problem.
 */
function ownFields(kind: ContentKind, language: Language, frontmatter: Record<string, unknown>) {
  const all = contentKinds[kind] as Fields
  if (language === defaultLanguage) return { fields: all, values: frontmatter, sharedProblems: [] }
  const isShared = (name: string) => all[name]?.shared === true
  return {
    fields: Object.fromEntries(Object.entries(all).filter(([name]) => !isShared(name))),
    values: Object.fromEntries(Object.entries(frontmatter).filter(([name]) => !isShared(name))),
    sharedProblems: Object.keys(frontmatter)
      .filter(isShared)
      .map((field) => ({
        field,
        message: `is written once, in the English file (index.${defaultLanguage}.mdx), and every language shows it from there. Remove it here.`,
      })),
  }
}

function checkFile(file: ContentFile): ContentProblem[] {
  const where = { file: file.displayPath }
  if (!(contentSections as readonly string[]).includes(file.section)) {
    return [
      {
        ...where,
        message: `"${file.section}" is not a content folder. Put the item in one of: ${contentSections.map((section) => `content/${section}`).join(', ')}.`,
      },
    ]
  }
  if (!isLanguage(file.language)) {
    return [
      {
        ...where,
        message: `"${file.language}" is not a language of the site. Name the file index.<language>.mdx with one of: ${languageCodes.join(', ')}.`,
      },
    ]
  }
  const kind = kindOf(file.section, file.translationKey)
  // Every content folder has a kind; a file outside them was reported above.
  if (!kind) return []
  if (file.syntaxError) return [{ ...where, message: file.syntaxError }]
  const unwritten = (file.unwrittenLines ?? []).map((line) => ({
    ...where,
    message: `line ${line} still holds the text "${placeholderMark}" that \`npm run new\` left there. Replace it with the real text in this file's language.`,
  }))
  const frontmatter = asRecord(file.frontmatter)
  if (!frontmatter) {
    return [
      {
        ...where,
        message: 'has no frontmatter. Start the file with a block between two "---" lines.',
      },
    ]
  }
  const language = file.language
  const { fields, values, sharedProblems } = ownFields(kind, language, frontmatter)
  const fieldProblems = [
    ...checkFields(fields, values, '', file.siblingFiles),
    ...sharedProblems,
  ].map((problem) => ({ ...where, ...problem }))
  const slug = typeof frontmatter.slug === 'string' ? [frontmatter.slug] : []
  const aliases = Array.isArray(frontmatter.aliases) ? frontmatter.aliases : []
  const pathProblems = [
    ...slug.flatMap((path) => checkPath(path, language, 'slug', file.displayPath)),
    ...aliases.flatMap((alias, index) =>
      typeof alias === 'string'
        ? checkPath(alias, language, `aliases[${index}]`, file.displayPath)
        : [],
    ),
  ]
  const sourceProblems =
    language === defaultLanguage && 'translatedFrom' in frontmatter
      ? [
          {
            ...where,
            field: 'translatedFrom',
            message:
              'belongs in translations only: the English file is the source they are translated from. Remove it.',
          },
        ]
      : []
  const located = (problem: ContentProblem) => {
    const line = problem.field ? lineOfField(file.fieldLines, problem.field) : undefined
    return line ? { ...problem, line } : problem
  }
  const componentProblems = (file.components ?? []).flatMap((use) => {
    const message = componentProblem(use, language)
    return message ? [{ ...where, line: use.line, message }] : []
  })
  return [
    ...unwritten,
    ...[...fieldProblems, ...pathProblems, ...sourceProblems].map(located),
    ...componentProblems,
  ]
}

interface PathClaim {
  path: string
  file: string
  as: 'slug' | 'alias'
}

function claimsOf(file: ContentFile): PathClaim[] {
  const frontmatter = asRecord(file.frontmatter) ?? {}
  const aliases = Array.isArray(frontmatter.aliases) ? frontmatter.aliases : []
  return [
    ...(typeof frontmatter.slug === 'string'
      ? [{ path: frontmatter.slug, as: 'slug' as const }]
      : []),
    ...aliases
      .filter((alias) => typeof alias === 'string')
      .map((path) => ({ path, as: 'alias' as const })),
  ].map((claim) => ({ ...claim, file: file.displayPath }))
}

const describeClaim = (claim: PathClaim) =>
  claim.as === 'slug' ? `the page ${claim.file}` : `an alias in ${claim.file}`

/**
 * Every address belongs to one page: no two slugs, no alias on a page's address (which would
 * shadow the page or redirect to itself), no alias claimed twice (a redirect with two targets).
 */
function checkUniquePaths(files: readonly ContentFile[]): ContentProblem[] {
  const claims = new Map<string, PathClaim[]>()
  for (const claim of files.flatMap(claimsOf)) {
    claims.set(claim.path, [...(claims.get(claim.path) ?? []), claim])
  }
  return [...claims.entries()]
    .filter(([, claimants]) => claimants.length > 1)
    .map(([path, claimants]) => {
      const aliasOnPage =
        claimants.some((claim) => claim.as === 'slug') &&
        claimants.some((claim) => claim.as === 'alias')
      const fix = aliasOnPage
        ? 'An alias must be an address that no page has; remove it from the aliases.'
        : 'Give each page its own address.'
      return {
        file: claimants.find((claim) => claim.as === 'alias')?.file ?? claimants[0]?.file ?? '',
        message: `the address "${path}" is claimed more than once: by ${claimants.map(describeClaim).join(' and by ')}. ${fix}`,
      }
    })
}

/**
 * Search results tell the pages of one language apart by title and description: no two may share
 * one. Two languages may (Spanish and Portuguese both write "Aviso legal").
 */
function checkUniqueMetadata(files: readonly ContentFile[]): ContentProblem[] {
  return (['title', 'description'] as const).flatMap((field) => {
    const owners = new Map<string, string[]>()
    for (const file of files) {
      const value = asRecord(file.frontmatter)?.[field]
      const key = `${file.language}:${String(value)}`
      if (typeof value === 'string') owners.set(key, [...(owners.get(key) ?? []), file.displayPath])
    }
    return [...owners.entries()]
      .filter(([, paths]) => paths.length > 1)
      .map(([key, paths]) => ({
        file: paths[0] ?? '',
        field,
        message: `"${key.slice(key.indexOf(':') + 1)}" is also the ${field} of ${paths.slice(1).join(', ')}. Give every page its own ${field}.`,
      }))
  })
}

/** Every item exists in every language, once. */
function checkTranslations(files: readonly ContentFile[]): ContentProblem[] {
  const items = new Map<string, ContentFile[]>()
  for (const file of files.filter((candidate) => isLanguage(candidate.language))) {
    const folder = `content/${itemKey(file)}`
    items.set(folder, [...(items.get(folder) ?? []), file])
  }
  return [...items.entries()].flatMap(([folder, translations]) => {
    const languages = translations.map((file) => file.language)
    const missing = languageCodes.filter((language) => !languages.includes(language))
    const doubled = languageCodes.filter(
      (language) => languages.filter((candidate) => candidate === language).length > 1,
    )
    return [
      ...(missing.length > 0
        ? [
            {
              file: folder,
              message: `is missing the language(s) ${missing.join(', ')}. Every item needs a file per language: add ${missing.map((language) => `index.${language}.mdx`).join(', ')}.`,
            },
          ]
        : []),
      ...doubled.map((language) => ({
        file: folder,
        message: `has more than one file for the language ${language}: ${translations
          .filter((file) => file.language === language)
          .map((file) => file.displayPath)
          .join(', ')}. Keep one.`,
      })),
    ]
  })
}

export function validateContent(files: readonly ContentFile[]): ContentProblem[] {
  return [
    ...files.flatMap(checkFile),
    ...checkUniquePaths(files),
    ...checkUniqueMetadata(files),
    ...checkTranslations(files),
  ]
}

/** Reads content files from disk and validates them together, as the build does. */
export function checkContentFiles(
  absolutePaths: readonly string[],
  contentRoot: string,
  projectRoot: string,
): { files: ContentFile[]; problems: ContentProblem[] } {
  const files: ContentFile[] = []
  const problems: ContentProblem[] = []
  for (const path of absolutePaths) {
    const read = readContentFile(path, contentRoot, projectRoot)
    if ('unplaced' in read) {
      problems.push({
        file: read.displayPath,
        message:
          'is not where content files go. Use content/<pages|legal|blog>/<item>/index.<language>.mdx.',
      })
    } else {
      files.push(read)
    }
  }
  return { files, problems: [...problems, ...validateContent(files)] }
}

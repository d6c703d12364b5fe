import { isLanguage, languageCodes, type Language } from '../i18n/languages'
import { languageOfPath, languagePrefix } from '../i18n/paths'
import { readContentFile, type ContentFile } from './content-files'
import { checkFields } from './frontmatter/check-fields'
import { contentKinds, contentSections, pageKinds, type ContentKind } from './frontmatter/kinds'

/** One thing a writer must fix, phrased so that it can be read without knowing Gatsby. */
export interface ContentProblem {
  file: string
  field?: string
  message: string
}

export function formatProblem(problem: ContentProblem): string {
  const where = problem.field ? `${problem.file}, field "${problem.field}"` : problem.file
  return `${where}: ${problem.message}`
}

/** The kind of a content item follows from its folder; undefined when the folder is not a known kind. */
export function kindOf(section: string, translationKey: string): ContentKind | undefined {
  if (section === 'legal') return 'legal'
  if (section === 'blog') return 'post'
  if (section === 'pages' && (pageKinds as readonly string[]).includes(translationKey)) {
    return translationKey as ContentKind
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
  if (!kind) {
    return [
      {
        ...where,
        message: `"${file.translationKey}" is not a known page. Folders in content/pages must be one of: ${pageKinds.join(', ')}.`,
      },
    ]
  }
  const frontmatter = asRecord(file.frontmatter)
  if (!frontmatter) {
    return [
      {
        ...where,
        message: 'has no frontmatter. Start the file with a block between two "---" lines.',
      },
    ]
  }
  const fieldProblems = checkFields(contentKinds[kind], frontmatter, '', file.siblingFiles).map(
    (problem) => ({ ...where, ...problem }),
  )
  const language = file.language
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
  return [...fieldProblems, ...pathProblems]
}

/** Every address claimed by a page or an alias must be claimed once only. */
function checkUniquePaths(files: readonly ContentFile[]): ContentProblem[] {
  const claims = new Map<string, string[]>()
  for (const file of files) {
    const frontmatter = asRecord(file.frontmatter) ?? {}
    const aliases = Array.isArray(frontmatter.aliases) ? frontmatter.aliases : []
    const paths = [frontmatter.slug, ...aliases].filter((path) => typeof path === 'string')
    for (const path of paths) claims.set(path, [...(claims.get(path) ?? []), file.displayPath])
  }
  return [...claims.entries()]
    .filter(([, claimants]) => claimants.length > 1)
    .map(([path, claimants]) => ({
      file: claimants[0] ?? '',
      message: `the address "${path}" is claimed more than once (by ${claimants.join(' and ')}), as a slug or an alias. Give each page its own address.`,
    }))
}

export function validateContent(files: readonly ContentFile[]): ContentProblem[] {
  return [...files.flatMap(checkFile), ...checkUniquePaths(files)]
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

import { defaultLanguage, isLanguage, languageCodes } from '../../i18n/languages'
import {
  placeholderMark,
  frontmatterFields,
  itemKey,
  kindOf,
  mayLeaveLanguagesOut,
  type ContentFile,
} from '../content-item'
import type { ContentProblem } from '../validate'
import type { Field } from '../frontmatter/fields'
import { contentKinds } from '../frontmatter/kinds'
import { closestMatch } from '../frontmatter/closest-match'

/**
 * What the content files must get right together: one page to an address, titles and
 * descriptions a search result can tell apart, and every item in the languages it needs.
 */

interface PathClaim {
  path: string
  file: string
  as: 'slug' | 'alias'
}

function claimsOf(file: ContentFile): PathClaim[] {
  const frontmatter = frontmatterFields(file.frontmatter) ?? {}
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
export function checkUniquePaths(files: readonly ContentFile[]): ContentProblem[] {
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
export function checkUniqueMetadata(files: readonly ContentFile[]): ContentProblem[] {
  return (['title', 'description'] as const).flatMap((field) => {
    const owners = new Map<string, string[]>()
    for (const file of files) {
      const value = frontmatterFields(file.frontmatter)?.[field]
      const key = `${file.language}:${String(value)}`
      // Two new items' placeholders are alike; each is reported as still to write.
      if (typeof value === 'string' && !value.includes(placeholderMark))
        owners.set(key, [...(owners.get(key) ?? []), file.displayPath])
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

/** What an item lacks: its English file, or (a page's) a language every page has. */
function missingLanguagesProblem(
  folder: string,
  missing: readonly string[],
  someLanguages: boolean,
) {
  if (someLanguages)
    return missing.includes(defaultLanguage)
      ? `has no English file. An article is written in English first (index.${defaultLanguage}.mdx holds its date, author and cover, and translations are checked against it): add it.`
      : undefined
  return missing.length > 0
    ? `is missing the language(s) ${missing.join(', ')}. Every page needs a file per language: add ${missing.map((language) => `index.${language}.mdx`).join(', ')}.`
    : undefined
}

/**
 * Every item exists once in each language it needs: a page or legal document in all, an article
 * in English and any other languages it is written in.
 */
export function checkTranslations(files: readonly ContentFile[]): ContentProblem[] {
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
    const [first] = translations
    const someLanguages = mayLeaveLanguagesOut(first && kindOf(first.section, first.translationKey))
    const missingProblem = missingLanguagesProblem(folder, missing, someLanguages)
    return [
      ...(missingProblem ? [{ file: folder, message: missingProblem }] : []),
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

/** The item folders a field names, each with its path as messages name it (`categories[1]`). */
function namedItems(name: string, field: Field, value: unknown): { path: string; key: string }[] {
  if (field.type === 'reference' && typeof value === 'string') return [{ path: name, key: value }]
  if (field.type === 'list' && field.of.type === 'reference' && Array.isArray(value))
    return value
      .map((key, index) => ({ path: `${name}[${index}]`, key }))
      .filter((named): named is { path: string; key: string } => typeof named.key === 'string')
  return []
}

const sectionOf = (field: Field) =>
  field.type === 'list' && field.of.type === 'reference'
    ? field.of.section
    : field.type === 'reference'
      ? field.section
      : undefined

/**
 * Every category and author an item names has its entry: a misspelt name gets the closest one's
 * name, and an entry not yet written the way to add it.
 */
export function checkReferences(files: readonly ContentFile[]): ContentProblem[] {
  const keysIn = (section: string) => [
    ...new Set(files.filter((file) => file.section === section).map((file) => file.translationKey)),
  ]
  return files.flatMap((file) => {
    const kind = kindOf(file.section, file.translationKey)
    const values = frontmatterFields(file.frontmatter)
    if (!kind || !values) return []
    return Object.entries(contentKinds[kind]).flatMap(([name, field]: [string, Field]) => {
      const section = sectionOf(field)
      if (!section) return []
      const known = keysIn(section)
      return (
        namedItems(name, field, values[name])
          // A placeholder still to write is reported as such (validation/one-file.ts).
          .filter(({ key }) => !known.includes(key) && !key.includes(placeholderMark))
          .map(({ path, key }) => {
            const suggestion = closestMatch(key, known)
            return {
              file: file.displayPath,
              line: file.fieldLines[path] ?? file.fieldLines[name],
              field: path,
              message: `"${key}" is not in content/${section}.${suggestion ? ` Did you mean "${suggestion}"?` : ''} Write the folder name of one of: ${known.join(', ') || 'none yet'}, or add content/${section}/${key}/ with its files.`,
            }
          })
      )
    })
  })
}

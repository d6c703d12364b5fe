import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, languageCodes, type Language } from '../i18n/languages'
import { cmsSerialization } from './cms/serialize'
import { translationState, type TranslationState } from '../i18n/source-version'
import { itemKey, kindOf, mayLeaveLanguagesOut, type ContentFile } from './content-item'

export interface LanguageStatus {
  state: TranslationState
  /** The page's address, when the file exists. */
  path?: string
}

/** One content item and how each of its language versions stands. */
export interface ItemStatus {
  item: string
  /** An article may leave languages out: a missing one is still to write, not a build error. */
  optionalLanguages: boolean
  languages: Record<Language, LanguageStatus>
}

interface VersionedFrontmatter {
  slug?: unknown
  translatedFrom?: unknown
}

const frontmatterOf = (file: ContentFile) => (file.frontmatter ?? {}) as VersionedFrontmatter

/** Whether a translation was checked against another text than the English file's now. */
function isOutdated(translation: ContentFile, english: ContentFile | undefined): boolean {
  return (
    english !== undefined &&
    translationState(frontmatterOf(translation).translatedFrom, english.version) === 'outdated'
  )
}

/** The absolute paths of the translations made from an older version of their English file. */
export function outdatedTranslations(
  files: readonly ContentFile[],
  projectRoot: string,
): Set<string> {
  const englishOf = new Map(
    files.filter((file) => file.language === defaultLanguage).map((file) => [itemKey(file), file]),
  )
  return new Set(
    files
      .filter((file) => file.language !== defaultLanguage)
      .filter((file) => isOutdated(file, englishOf.get(itemKey(file))))
      .map((file) => join(projectRoot, file.displayPath)),
  )
}

export function translationStatus(files: readonly ContentFile[]): ItemStatus[] {
  const byItem = new Map<string, ContentFile[]>()
  for (const file of files) byItem.set(itemKey(file), [...(byItem.get(itemKey(file)) ?? []), file])
  return [...byItem.entries()]
    .map(([item, itemFiles]) => {
      const english = itemFiles.find((file) => file.language === defaultLanguage)
      const statusIn = (language: Language): LanguageStatus => {
        const file = itemFiles.find((candidate) => candidate.language === language)
        if (!file) return { state: 'missing' }
        const slug = frontmatterOf(file).slug
        const path = typeof slug === 'string' ? slug : '(no slug)'
        if (file === english) return { state: 'source', path }
        return { state: isOutdated(file, english) ? 'outdated' : 'up to date', path }
      }
      const [first] = itemFiles
      return {
        item,
        optionalLanguages: mayLeaveLanguagesOut(
          first && kindOf(first.section, first.translationKey),
        ),
        languages: Object.fromEntries(
          languageCodes.map((language) => [language, statusIn(language)]),
        ) as Record<Language, LanguageStatus>,
      }
    })
    .sort((a, b) => a.item.localeCompare(b.item))
}

const countOf = (statuses: readonly ItemStatus[], state: TranslationState) =>
  statuses.reduce(
    (count, { languages }) =>
      count + languageCodes.filter((language) => languages[language].state === state).length,
    0,
  )

const required = (statuses: readonly ItemStatus[]) =>
  statuses.filter(({ optionalLanguages }) => !optionalLanguages)
const optional = (statuses: readonly ItemStatus[]) =>
  statuses.filter(({ optionalLanguages }) => optionalLanguages)

/** Whether a language is missing that the build needs: a page's or legal document's. */
export const hasMissingRequired = (statuses: readonly ItemStatus[]) =>
  countOf(required(statuses), 'missing') > 0

/** A plain-text table: one row per item and language, with its path and state. */
export function formatStatus(statuses: readonly ItemStatus[]): string {
  const rows = statuses.flatMap(({ item, languages }) =>
    languageCodes.map((language) => {
      const { state, path } = languages[language]
      return [item, language, path ?? '', state.toUpperCase()]
    }),
  )
  const header = ['item', 'language', 'path', 'status']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const missing = countOf(required(statuses), 'missing')
  const toWrite = countOf(optional(statuses), 'missing')
  const outdated = countOf(statuses, 'outdated')
  const summary =
    missing + toWrite + outdated === 0
      ? `All ${statuses.length} items are translated, up to date, in ${languageCodes.length} languages.`
      : [
          missing > 0
            ? `${missing} translation(s) of pages missing: every page needs all ${languageCodes.length} languages, and the build stops without them.`
            : '',
          toWrite > 0
            ? `${toWrite} article translation(s) still to write: until then the site leaves the article out of those languages.`
            : '',
          outdated > 0
            ? `${outdated} translation(s) outdated: the English changed since they were translated. Update them, then run npm run i18n:status -- --mark <item> [language ...].`
            : '',
        ]
          .filter(Boolean)
          .join(' ')
  return [line(header), ...rows.map(line), '', summary].join('\n')
}

/**
 * Records that the translations of `item` (all, or those of `languages`) match the English file
 * as it is now. Returns the files it wrote, relative to the project.
 */
export function markTranslated(
  files: readonly ContentFile[],
  projectRoot: string,
  item: string,
  languages: readonly string[],
): string[] {
  const itemFiles = files.filter((file) => itemKey(file) === item)
  const english = itemFiles.find((file) => file.language === defaultLanguage)
  if (!english) throw new Error(`"${item}" has no English file to mark its translations against.`)
  const unknown = languages.filter(
    (language) => !itemFiles.some((file) => file.language === language),
  )
  if (unknown.length > 0) {
    throw new Error(`"${item}" has no translation in: ${unknown.join(', ')}.`)
  }
  const chosen = itemFiles.filter(
    (file) => file !== english && (languages.length === 0 || languages.includes(file.language)),
  )
  for (const file of chosen) {
    const path = join(projectRoot, file.displayPath)
    const kind = kindOf(file.section, file.translationKey) ?? 'page'
    // Written as the CMS writes files, so that its next save changes no other line.
    const marked = cmsSerialization(readFileSync(path, 'utf8'), kind, {
      translatedFrom: english.version,
    })
    writeFileSync(path, marked)
  }
  return chosen.map((file) => file.displayPath)
}

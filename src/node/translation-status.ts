import { languageCodes, type Language } from '../i18n/languages'
import { itemKey, type ContentFile } from './content-files'

/** One content item and where each language version of it lives (undefined: missing). */
export interface ItemStatus {
  item: string
  paths: Record<Language, string | undefined>
}

export function translationStatus(files: readonly ContentFile[]): ItemStatus[] {
  const items = new Map<string, ItemStatus>()
  for (const file of files) {
    const item = itemKey(file)
    const status =
      items.get(item) ??
      ({
        item,
        paths: Object.fromEntries(languageCodes.map((code) => [code, undefined])),
      } as ItemStatus)
    const slug = (file.frontmatter as { slug?: unknown } | null)?.slug
    if ((languageCodes as readonly string[]).includes(file.language)) {
      status.paths[file.language as Language] = typeof slug === 'string' ? slug : '(no slug)'
    }
    items.set(item, status)
  }
  return [...items.values()].sort((a, b) => a.item.localeCompare(b.item))
}

export const isComplete = (status: ItemStatus) =>
  languageCodes.every((language) => status.paths[language] !== undefined)

/** A plain-text table: one row per item and language, with the path or MISSING. */
export function formatStatus(statuses: readonly ItemStatus[]): string {
  const rows = statuses.flatMap(({ item, paths }) =>
    languageCodes.map((language) => [item, language, paths[language] ?? 'MISSING']),
  )
  const header = ['item', 'language', 'path']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const missing = statuses.reduce(
    (count, { paths }) => count + languageCodes.filter((language) => !paths[language]).length,
    0,
  )
  const summary =
    missing === 0
      ? `All ${statuses.length} items are complete in ${languageCodes.length} languages.`
      : `${missing} translation(s) missing.`
  return [line(header), ...rows.map(line), '', summary].join('\n')
}

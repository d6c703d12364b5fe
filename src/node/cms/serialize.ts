import matter from 'gray-matter'
import YAML from 'yaml'
import type { ContentKind } from '../frontmatter/kinds'
import { cmsFileText } from './file-text'

/**
 * The file as the CMS would save it (see file-text.ts), from the file as it is, with `changes`
 * made to its fields (e.g. `{ translatedFrom: '…' }`).
 */
export function cmsSerialization(
  source: string,
  kind: ContentKind,
  changes: Record<string, unknown> = {},
): string {
  // Dates stay text, as the CMS's date fields store them (YYYY-MM-DD).
  const parsed = matter(source, {
    engines: { yaml: (text: string) => YAML.parse(text) as object },
  })
  return cmsFileText({ ...parsed.data, ...changes }, parsed.content, kind)
}

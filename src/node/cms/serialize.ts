import matter from 'gray-matter'
import YAML from 'yaml'
import type { ContentKind } from '../frontmatter/kinds'
import { kindFields } from './decap-config'

/**
 * A content file written as Decap CMS writes it when it saves (decap-cms-core's frontmatter and
 * YAML formats, with the same `yaml` 1.x library): plain scalars where YAML allows them, lines
 * folded at 80 columns, the fields in the order the configuration names them and any other field
 * (`translatedFrom`) after them. Content kept in this form makes a save in the CMS change only
 * the lines of the fields a writer changed.
 */

/** The fields the configuration names, in its order, then any other field in the file's order. */
const inFieldOrder = (data: Record<string, unknown>, fieldOrder: readonly string[]) =>
  Object.fromEntries([
    ...fieldOrder.filter((name) => name in data).map((name) => [name, data[name]]),
    ...Object.entries(data).filter(([name]) => !fieldOrder.includes(name)),
  ])

const toYaml = (data: Record<string, unknown>, fieldOrder: readonly string[]) => {
  const document = new YAML.Document()
  document.contents = YAML.createNode(inFieldOrder(data, fieldOrder))
  return document.toString()
}

/**
 * The file as the CMS would save it, from the file as it is, with `changes` made to its fields
 * (e.g. `{ translatedFrom: '…' }`).
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
  const data = { ...parsed.data, ...changes }
  const fieldOrder = kindFields(kind).map(({ name }) => name)
  const body = parsed.content
  const file = matter.stringify(body, data, {
    engines: {
      yaml: {
        parse: (text: string) => YAML.parse(text) as object,
        stringify: (data: object) => toYaml(data as Record<string, unknown>, fieldOrder),
      },
    },
  } as unknown as matter.GrayMatterOption<string, never>)
  // gray-matter ends the file with a line break; Decap drops it where the body has none.
  return body.slice(-1) !== '\n' && file.slice(-1) === '\n' ? file.slice(0, -1) : file
}

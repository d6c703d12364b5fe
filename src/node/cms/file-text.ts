import YAML from 'yaml'
import type { ContentKind } from '../frontmatter/kinds'
import { kindFields } from './decap-config'

/**
 * A content file as Decap CMS writes it when it saves (decap-cms-core's frontmatter and YAML
 * formats, with the same `yaml` 1.x library): plain scalars where YAML allows them, lines folded
 * at 80 columns, the fields in the order the configuration names them and any other field
 * (`translatedFrom`) after them. Content kept in this form makes a save in the CMS change only
 * the lines of the fields a writer changed; the CMS preview checks the file in this form too, so
 * that its lines are those of the file the CMS will save.
 */

/** The fields the configuration names, in its order, then any other field in the file's order. */
const inFieldOrder = (data: Record<string, unknown>, fieldOrder: readonly string[]) =>
  Object.fromEntries([
    ...fieldOrder.filter((name) => name in data).map((name) => [name, data[name]]),
    ...Object.entries(data).filter(([name]) => !fieldOrder.includes(name)),
  ])

export function cmsFileText(
  frontmatter: Record<string, unknown>,
  body: string,
  kind: ContentKind,
): string {
  const document = new YAML.Document()
  document.contents = YAML.createNode(
    inFieldOrder(
      frontmatter,
      kindFields(kind).map(({ name }) => name),
    ),
  )
  return `---\n${document.toString().trim()}\n---\n${body}`
}

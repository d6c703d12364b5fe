/**
 * The line of each field in a file's frontmatter, by the paths the validator names fields with
 * (`title`, `hero.heading`, `plans[2].price`), so that a message can send the writer to the line.
 * It reads the block style writers use (one field per line, lists with "- "); a line it cannot
 * place is simply not listed, and the message then names the field without a line.
 */

/** The index of a file's first line after its frontmatter (0 when it has none). */
export const bodyStartIndex = (lines: readonly string[]): number =>
  lines[0]?.trim() === '---' ? lines.indexOf('---', 1) + 1 : 0

interface Frame {
  indent: number
  path: string
  isListItem: boolean
}

const keyPattern = /^([A-Za-z_][\w-]*)\s*:(\s|$)/

export function frontmatterFieldLines(source: string): Record<string, number> {
  const lines = source.split(/\r?\n/)
  if (lines[0]?.trim() !== '---') return {}
  const found: Record<string, number> = {}
  const listLengths = new Map<string, number>()
  const stack: Frame[] = [{ indent: -1, path: '', isListItem: false }]
  const top = () => stack[stack.length - 1] as Frame
  const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key)

  const placeKey = (key: string, indent: number, lineNumber: number) => {
    while (top().indent >= indent) stack.pop()
    const path = join(top().path, key)
    found[path] = lineNumber
    stack.push({ indent, path, isListItem: false })
  }

  // The indentation of a key whose value is a block of text (`>` or `|`): its lines are text.
  let textBlockOf: number | undefined
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    if (line.trim() === '---') break
    const text = line.trim()
    if (text === '' || text.startsWith('#')) continue
    const lineNumber = index + 1
    let indent = line.length - line.trimStart().length
    if (textBlockOf !== undefined && indent > textBlockOf) continue
    textBlockOf = undefined
    let rest = text
    while (rest === '-' || rest.startsWith('- ')) {
      while (top().indent > indent || (top().indent === indent && top().isListItem)) stack.pop()
      const list = top().path
      const position = listLengths.get(list) ?? 0
      listLengths.set(list, position + 1)
      const path = `${list}[${position}]`
      found[path] = lineNumber
      stack.push({ indent, path, isListItem: true })
      const afterDash = rest.slice(1)
      indent += 1 + (afterDash.length - afterDash.trimStart().length)
      rest = afterDash.trim()
    }
    const key = keyPattern.exec(rest)?.[1]
    if (key) placeKey(key, indent, lineNumber)
    if (key && /:\s*[>|][-+0-9]*\s*$/.test(rest)) textBlockOf = indent
  }
  return found
}

/** The line of a field, or of the nearest enclosing field that has one (for a missing field). */
export function lineOfField(lines: Record<string, number>, path: string): number | undefined {
  for (
    let candidate = path;
    candidate;
    candidate = candidate.replace(/(\.[^.[\]]+|\[\d+\])$/, '')
  ) {
    if (lines[candidate] !== undefined) return lines[candidate]
    if (!/(\.[^.[\]]+|\[\d+\])$/.test(candidate)) break
  }
  return undefined
}

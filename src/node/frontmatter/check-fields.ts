import { describeExpected, type Field, type Fields } from './fields'
import { closestMatch } from './closest-match'

/** A mistake in one field, with the field's path as a writer would read it (e.g. plans.items[2].title). */
export interface FieldProblem {
  field: string
  message: string
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written as YYYY-MM-DD (2025-02-30 is not one). */
export function isValidIsoDate(value: string): boolean {
  const match = isoDate.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const parsed = new Date(Date.UTC(year, month - 1, day))
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  )
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'an empty value'
  if (typeof value === 'object') return 'a group of fields'
  return `${typeof value === 'string' ? 'the text' : typeof value} "${String(value)}"`
}

function checkField(
  field: Field,
  value: unknown,
  path: string,
  siblingFiles: ReadonlyMap<string, readonly string[]>,
): FieldProblem[] {
  const wrongType = (): FieldProblem[] => [
    {
      field: path,
      message: `expected ${describeExpected(field)}, but found ${describeValue(value)}.`,
    },
  ]
  switch (field.type) {
    case 'string':
      if (typeof value !== 'string' || value.trim() === '') return wrongType()
      return field.maxLength && value.length > field.maxLength
        ? [
            {
              field: path,
              message: `is ${value.length} characters long; search results show at most ${field.maxLength}. Shorten it.`,
            },
          ]
        : []
    case 'number':
      return typeof value === 'number' &&
        Number.isFinite(value) &&
        (!field.integer || Number.isInteger(value))
        ? []
        : wrongType()
    case 'boolean':
      return typeof value === 'boolean' ? [] : wrongType()
    case 'date':
      return typeof value === 'string' && isValidIsoDate(value) ? [] : wrongType()
    case 'enum':
      return typeof value === 'string' && field.values.includes(value) ? [] : wrongType()
    // Whether the item exists is a check of the files together (validation/across-files.ts).
    case 'reference':
      return typeof value === 'string' && value.trim() !== '' ? [] : wrongType()
    case 'image': {
      if (typeof value !== 'string') return wrongType()
      const problems = siblingFiles.get(value)
      if (!problems)
        return [
          {
            field: path,
            message: `the image "${value}" is not in this item's folder. Put the file next to the .mdx file or correct the name.`,
          },
        ]
      return problems.map((problem) => ({
        field: path,
        message: `the image "${value}" cannot be drawn in the page: ${problem}`,
      }))
    }
    case 'list':
      return Array.isArray(value)
        ? value.flatMap((item, index) =>
            checkField(field.of, item, `${path}[${index}]`, siblingFiles),
          )
        : wrongType()
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? checkFields(field.fields, value as Record<string, unknown>, `${path}.`, siblingFiles)
        : wrongType()
  }
}

/** Checks a frontmatter object (or a nested group) against its field descriptions. */
export function checkFields(
  fields: Fields,
  values: Record<string, unknown>,
  prefix: string,
  siblingFiles: ReadonlyMap<string, readonly string[]>,
): FieldProblem[] {
  const known = Object.keys(fields)
  const unknown = Object.keys(values)
    .filter((name) => !(name in fields))
    .map((name): FieldProblem => {
      const suggestion = closestMatch(name, known)
      return {
        field: `${prefix}${name}`,
        message: `is not a known field.${suggestion ? ` Did you mean "${suggestion}"?` : ''} Known fields here: ${known.join(', ')}.`,
      }
    })
  const checked = Object.entries(fields).flatMap(([name, field]) => {
    const value = values[name]
    if (value === undefined || value === null) {
      return field.required
        ? [
            {
              field: `${prefix}${name}`,
              message: `is missing. Expected ${describeExpected(field)} (${field.doc}).`,
            },
          ]
        : []
    }
    return checkField(field, value, `${prefix}${name}`, siblingFiles)
  })
  return [...unknown, ...checked]
}

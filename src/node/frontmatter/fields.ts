/**
 * A small vocabulary for describing frontmatter. One description per content kind drives both the
 * GraphQL types (schema.ts) and the writer-facing validation (validate.ts), so they cannot disagree.
 */

interface FieldBase {
  required: boolean
  /** Plain-language meaning, shown to writers in error messages and the writers' guide. */
  doc: string
  /**
   * A fact that is not translated (a date, an image, a name): written once, in the English file,
   * and shown by every language version of the item.
   */
  shared?: true
}

export type Field =
  | (FieldBase & { type: 'string'; maxLength?: number; singleLine?: true })
  | (FieldBase & { type: 'number'; integer?: true })
  | (FieldBase & { type: 'boolean' })
  | (FieldBase & { type: 'date' })
  | (FieldBase & { type: 'image' })
  | (FieldBase & { type: 'enum'; values: readonly string[] })
  | (FieldBase & { type: 'reference'; section: ReferencedSection })
  | (FieldBase & { type: 'list'; of: Field })
  | (FieldBase & { type: 'object'; typeName: string; fields: Fields })

export type Fields = Readonly<Record<string, Field>>

/** The sections whose items other items name: an article's categories and author. */
export const referencedSections = ['categories', 'authors'] as const
export type ReferencedSection = (typeof referencedSections)[number]

type Options = { optional?: boolean; maxLength?: number; shared?: true; singleLine?: true }
const base = (doc: string, options: Options = {}) => ({
  doc,
  required: !options.optional,
  ...(options.shared && { shared: options.shared }),
})

/** A text; `singleLine` for a name, an address or a label, which the CMS edits on one line. */
export const text = (doc: string, options?: Options): Field => ({
  type: 'string',
  ...base(doc, options),
  ...(options?.maxLength ? { maxLength: options.maxLength } : {}),
  ...(options?.singleLine && { singleLine: options.singleLine }),
})
/** A number; `integer` for a count, which takes no decimals. */
export const number = (doc: string, options?: Options & { integer?: true }): Field => ({
  type: 'number',
  ...base(doc, options),
  ...(options?.integer && { integer: options.integer }),
})
/** A yes or no. */
export const yesNo = (doc: string, options?: Options): Field => ({
  type: 'boolean',
  ...base(doc, options),
})
export const date = (doc: string, options?: Options): Field => ({
  type: 'date',
  ...base(doc, options),
})
export const image = (doc: string, options?: Options): Field => ({
  type: 'image',
  ...base(doc, options),
})
export const oneOf = (values: readonly string[], doc: string, options?: Options): Field => ({
  type: 'enum',
  values,
  ...base(doc, options),
})
/** An item of another section, by its folder's name (`laura-mendez` for content/authors/laura-mendez). */
export const reference = (section: ReferencedSection, doc: string, options?: Options): Field => ({
  type: 'reference',
  section,
  ...base(doc, options),
})
export const list = (of: Field, doc: string, options?: Options): Field => ({
  type: 'list',
  of,
  ...base(doc, options),
})
export const object = (
  typeName: string,
  fields: Fields,
  doc: string,
  options?: Options,
): Field => ({
  type: 'object',
  typeName,
  fields,
  ...base(doc, options),
})

/** A human description of what a field expects, for error messages. */
export function describeExpected(field: Field): string {
  switch (field.type) {
    case 'string':
      return field.maxLength ? `a text of at most ${field.maxLength} characters` : 'a text'
    case 'number':
      return field.integer ? 'a whole number' : 'a number'
    case 'boolean':
      return 'true or false'
    case 'date':
      return 'a date written as YYYY-MM-DD'
    case 'image':
      return 'the file name of an image next to this file'
    case 'enum':
      return `one of: ${field.values.join(', ')}`
    case 'reference':
      return `the folder name of an item in content/${field.section}`
    case 'list':
      return `a list, each item ${describeExpected(field.of)}`
    case 'object':
      return `a group of fields: ${Object.keys(field.fields).join(', ')}`
  }
}

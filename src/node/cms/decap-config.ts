import { defaultLanguage, languageCodes } from '../../i18n/languages'
import type { Field, Fields } from '../frontmatter/fields'
import { contentKinds, kindsWithBody, pageKinds, type ContentKind } from '../frontmatter/kinds'

/**
 * The Decap CMS configuration, generated from the frontmatter descriptions (kinds.ts) that the
 * build's validation, the GraphQL types and the writers' guide are generated from too: a field
 * cannot exist for one of them and not for the others.
 */

export interface DecapField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  i18n?: boolean
  pattern?: [string, string]
  options?: readonly string[]
  field?: DecapField
  fields?: DecapField[]
  collapsed?: boolean
  summary?: string
  label_singular?: string
  modes?: string[]
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  media_folder?: string
  public_folder?: string
}

/**
 * Fields the CMS leaves alone: `translatedFrom` is written by `npm run i18n:status -- --mark`,
 * never typed, and Decap keeps a field it does not name as it is.
 */
export const fieldsLeftToCommands = ['translatedFrom'] as const

/** "primaryAction" → "Primary action" */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function widgetOf(field: Field): Omit<DecapField, 'name' | 'label'> {
  switch (field.type) {
    case 'string':
      return {
        widget: field.singleLine ? 'string' : 'text',
        ...(field.maxLength && {
          pattern: [
            `^[\\s\\S]{0,${field.maxLength}}$`,
            `At most ${field.maxLength} characters: search results show no more.`,
          ],
        }),
      }
    case 'date':
      return {
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        picker_utc: true,
      }
    case 'image':
      // The image sits beside the item's files: media paths are relative to the entry.
      return { widget: 'image', media_folder: '', public_folder: '' }
    case 'enum':
      return { widget: 'select', options: field.values }
    case 'list':
      return field.of.type === 'object'
        ? {
            widget: 'list',
            collapsed: false,
            fields: decapFields(field.of.fields),
            ...summaryOf(field.of.fields),
          }
        : { widget: 'list', field: decapField('item', field.of), summary: '{{fields.item}}' }
    case 'object':
      return { widget: 'object', collapsed: false, fields: decapFields(field.fields) }
  }
}

/** The fields that name a list's item best, in order: a collapsed item shows the first it has. */
const namingFields = ['title', 'label', 'question', 'name', 'heading', 'key']

function summaryOf(fields: Fields): { summary?: string } {
  const naming = namingFields.find((name) => name in fields)
  return naming ? { summary: `{{fields.${naming}}}` } : {}
}

/** "aliases" → "alias", "items" → "item", "categories" → "category": one item of a list. */
export function singularOf(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`
  if (/(s|x|ch|sh)es$/.test(name)) return name.slice(0, -2)
  return name.endsWith('s') ? name.slice(0, -1) : name
}

/**
 * Every field is written per language (`i18n`), but for the facts shared by the languages (a date,
 * the author, the cover), which are written in the English file only, as the build requires.
 */
function decapField(name: string, field: Field): DecapField {
  return {
    name,
    label: labelOf(name),
    ...widgetOf(field),
    ...(field.type === 'list' && { label_singular: labelOf(singularOf(name)) }),
    hint: field.doc,
    required: field.required,
    i18n: field.shared !== true,
  }
}

function decapFields(fields: Fields): DecapField[] {
  return Object.entries(fields)
    .filter(([name]) => !(fieldsLeftToCommands as readonly string[]).includes(name))
    .map(([name, field]) => decapField(name, field))
}

/** The fields of a kind, with its Markdown text where its pages show one. */
export function kindFields(kind: ContentKind): DecapField[] {
  const top = decapFields(contentKinds[kind] as Fields)
  const body: DecapField = {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    // Raw Markdown, so the fact components (<CompanyEmail /> ...) stay as they are written.
    modes: ['raw'],
    hint: 'The text of the page, in Markdown. Facts are written as components, e.g. <CompanyEmail />.',
    i18n: true,
  }
  return (kindsWithBody as readonly string[]).includes(kind) ? [...top, body] : top
}

const i18n = {
  structure: 'multiple_files',
  locales: languageCodes,
  default_locale: defaultLanguage,
}

/** Every collection is previewed as the site's page (src/browser/cms/preview), Decap's default. */
const commonCollection = {
  extension: 'mdx',
  format: 'frontmatter',
  i18n: true,
  delete: false,
}

/**
 * One collection per page (folder of content/pages), one for the legal documents and one for the
 * blog; each item's seven files are edited side by side. `pageFolders` are the folders of
 * content/pages, designed pages and plain pages alike.
 */
export function decapCollections(pageFolders: readonly string[]) {
  const pages = pageFolders.map((folder) => {
    const kind: ContentKind = (pageKinds as readonly string[]).includes(folder)
      ? (folder as ContentKind)
      : 'page'
    return {
      ...commonCollection,
      name: `page-${folder}`,
      label: `Page: ${labelOf(folder.replace(/-/g, ' '))}`,
      label_singular: labelOf(folder.replace(/-/g, ' ')),
      folder: `content/pages/${folder}`,
      path: 'index',
      create: false,
      fields: kindFields(kind),
    }
  })
  return [
    ...pages,
    {
      ...commonCollection,
      name: 'legal',
      label: 'Legal documents',
      label_singular: 'Legal document',
      folder: 'content/legal',
      path: '{{slug}}/index',
      create: false,
      fields: kindFields('legal'),
    },
    {
      ...commonCollection,
      name: 'blog',
      label: 'Blog articles',
      label_singular: 'Blog article',
      folder: 'content/blog',
      path: '{{slug}}/index',
      slug: '{{fields.title}}',
      create: true,
      media_folder: '',
      public_folder: '',
      fields: kindFields('post'),
    },
  ]
}

export interface CmsBackend {
  /** `github` (with `repo`) or `git-gateway` (Netlify Identity); see docs/cms.md, "In production". */
  name: string
  repo?: string
  branch: string
  /** The OAuth service GitHub logins go through, where it is not Netlify's. */
  base_url?: string
}

/** The whole configuration, as Decap reads it from /admin/config.yml (JSON is valid YAML). */
export function decapConfig(pageFolders: readonly string[], backend: CmsBackend) {
  return {
    backend,
    // On localhost, Decap talks to `npm run cms`'s local backend instead (decap-server).
    local_backend: true,
    // Uploads outside an item's folder are served as they are, under the spec's uploads route.
    media_folder: 'static/lovable-uploads',
    public_folder: '/lovable-uploads',
    i18n,
    collections: decapCollections(pageFolders),
  }
}

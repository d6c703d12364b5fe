import { defaultLanguage, languageCodes } from '../../i18n/languages'
import { dataFileFormat } from '../../browser/cms/data-file-form'
import { dateFieldWidget } from '../../browser/cms/date-field'
import { articleCollection } from '../../browser/cms/entry-languages'
import { referenceWidget } from '../../browser/cms/reference-widget'
import { addressWidget } from '../../browser/cms/address-widget'
import { bodyEditorWidget } from '../../browser/cms/body-editor/body-editor'
import { translationStatusWidget } from '../../browser/cms/translation-status'
import { factFiles, factsFolder } from '../facts/fact-files'
import type { Field, Fields } from '../frontmatter/fields'
import { contentKinds, kindsWithBody, pageKinds, type ContentKind } from '../frontmatter/kinds'
import { cmsTexts, type CmsTexts } from './cms-texts'

/**
 * The Decap CMS configuration, generated from the frontmatter descriptions (kinds.ts) that the
 * build's validation, the GraphQL types and the writers' guide are generated from too: a field
 * cannot exist for one of them and not for the others. It is written once per language of the
 * CMS, its labels and hints in that language (cms-texts.ts).
 */

const englishTexts = cmsTexts(defaultLanguage)

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
  media_folder?: string
  public_folder?: string
  value_type?: 'int' | 'float'
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  multiple?: boolean
}

/**
 * The field in which a translation records the English version it was checked against: never
 * typed, set by the translation status widget (src/browser/cms/translation-status.ts) or by
 * `npm run i18n:status -- --mark`.
 */
export const translationRecord = 'translatedFrom'

/** "primaryAction" → "Primary action" */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function widgetOf(field: Field, texts: CmsTexts): Omit<DecapField, 'name' | 'label'> {
  switch (field.type) {
    case 'string':
      return {
        widget: field.singleLine ? 'string' : 'text',
        ...(field.maxLength && {
          pattern: [
            `^[\\s\\S]{0,${field.maxLength}}$`,
            texts.text('At most {count} characters: search results show no more.', {
              count: field.maxLength,
            }),
          ],
        }),
      }
    case 'number':
      return { widget: 'number', value_type: field.integer ? 'int' : 'float' }
    case 'boolean':
      return { widget: 'boolean' }
    case 'date':
      // Written in the writer's form, stored as YYYY-MM-DD (src/browser/cms/date-field.ts).
      return { widget: dateFieldWidget }
    case 'image':
      // The image sits beside the item's files: media paths are relative to the entry.
      return { widget: 'image', media_folder: '', public_folder: '' }
    case 'enum':
      return { widget: 'select', options: field.values }
    case 'reference':
      // The entries of the section's collection, by name (src/browser/cms/reference-widget.ts).
      return {
        widget: referenceWidget,
        collection: field.section,
        value_field: '{{slug}}',
        search_fields: ['name'],
        display_fields: ['name'],
      }
    case 'list':
      if (field.of.type === 'reference') return { ...widgetOf(field.of, texts), multiple: true }
      return field.of.type === 'object'
        ? {
            widget: 'list',
            collapsed: false,
            fields: decapFields(field.of.fields, texts),
            ...summaryOf(field.of.fields),
          }
        : {
            widget: 'list',
            field: decapField('item', field.of, texts),
            summary: '{{fields.item}}',
          }
    case 'object': {
      const fields = decapFields(field.fields, texts)
      return {
        widget: 'object',
        collapsed: false,
        fields: field.required ? fields : fields.map(requiredOnlyByTheBuild),
      }
    }
  }
}

/** The fields that name a list's item best, in order: a collapsed item shows the first it has. */
const namingFields = ['title', 'label', 'question', 'name', 'heading', 'key', 'figure']

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
function decapField(name: string, field: Field, texts: CmsTexts): DecapField {
  return {
    name,
    label: texts.text(labelOf(name)),
    ...widgetOf(field, texts),
    ...(field.type === 'list' && { label_singular: texts.text(labelOf(singularOf(name))) }),
    hint: texts.text(field.doc),
    required: field.required,
    i18n: field.shared !== true,
  }
}

/**
 * A field within an optional group, such as a plan's offer: Decap checks the fields of a group
 * that is left empty as if it were filled, and would refuse to save a plan without an offer. The
 * build's check still asks for them once the group is written.
 */
function requiredOnlyByTheBuild({ fields, ...rest }: DecapField): DecapField {
  return {
    ...rest,
    required: false,
    ...(fields && { fields: fields.map(requiredOnlyByTheBuild) }),
  }
}

/** A field of a file written once for every language: no `i18n`, at any depth. */
function untranslated({ field, fields, ...rest }: DecapField): DecapField {
  delete rest.i18n
  return {
    ...rest,
    ...(field && { field: untranslated(field) }),
    ...(fields && { fields: fields.map(untranslated) }),
  }
}

function decapFields(fields: Fields, texts: CmsTexts): DecapField[] {
  const named = Object.entries(fields).map(([name, field]) =>
    name === translationRecord
      ? {
          name,
          label: texts.text('Translation'),
          widget: translationStatusWidget,
          required: field.required,
          i18n: true,
        }
      : decapField(name, field, texts),
  )
  // Last: the files keep it after the other fields, so marking a translation moves no line.
  return [
    ...named.filter(({ name }) => name !== translationRecord),
    ...named.filter(({ name }) => name === translationRecord),
  ]
}

/** The fields of a kind, with its Markdown text where its pages show one. */
export function kindFields(kind: ContentKind, texts: CmsTexts = englishTexts): DecapField[] {
  // A page's address: proposed from the title, and checked as it is typed (address-widget.ts).
  const top = decapFields(contentKinds[kind] as Fields, texts).map((field) =>
    field.name === 'slug' ? { ...field, widget: addressWidget } : field,
  )
  const body: DecapField = {
    name: 'body',
    label: texts.text('Text'),
    widget: bodyEditorWidget,
    // A photo the toolbar adds is saved beside the entry's files, and named from there.
    media_folder: '',
    public_folder: '',
    hint: texts.text(
      'The text of the page, in Markdown. A photo is saved in this entry\'s folder and shown with ![What it shows](./photo.jpg "Caption"). Facts are written as components, e.g. <CompanyEmail />.',
    ),
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
  // A draft's deploy preview link opens the entry's own (English) page, not the preview's home.
  preview_path: '{{fields.slug}}',
  preview_path_preserve_slashes: true,
}

/**
 * One collection per page (folder of content/pages), one for the legal documents, one for the
 * blog, and one each for its categories and authors, which a collection's name ties to an
 * article's fields (a reference's section); each item's seven files are edited side by side. `pageFolders` are the folders of
 * content/pages, designed pages and plain pages alike.
 */
export function decapCollections(pageFolders: readonly string[], texts: CmsTexts = englishTexts) {
  const pages = pageFolders.map((folder) => {
    const kind: ContentKind = (pageKinds as readonly string[]).includes(folder)
      ? (folder as ContentKind)
      : 'page'
    const pageName = texts.text(labelOf(folder.replace(/-/g, ' ')))
    return {
      ...commonCollection,
      name: `page-${folder}`,
      label: texts.text('Page: {page}', { page: pageName }),
      label_singular: pageName,
      folder: `content/pages/${folder}`,
      path: 'index',
      create: false,
      fields: kindFields(kind, texts),
    }
  })
  return [
    ...pages,
    {
      ...commonCollection,
      name: 'legal',
      label: texts.text('Legal documents'),
      label_singular: texts.text('Legal document'),
      folder: 'content/legal',
      path: '{{slug}}/index',
      create: false,
      fields: kindFields('legal', texts),
    },
    {
      ...commonCollection,
      name: articleCollection,
      label: texts.text('Blog articles'),
      label_singular: texts.text('Blog article'),
      folder: 'content/blog',
      path: '{{slug}}/index',
      slug: '{{fields.title}}',
      create: true,
      media_folder: '',
      public_folder: '',
      fields: kindFields('post', texts),
    },
    {
      ...commonCollection,
      name: 'categories',
      label: texts.text('Blog categories'),
      label_singular: texts.text('Blog category'),
      folder: 'content/categories',
      path: '{{slug}}/index',
      slug: '{{fields.name}}',
      create: true,
      fields: kindFields('category', texts),
    },
    {
      ...commonCollection,
      name: 'authors',
      label: texts.text('Authors'),
      label_singular: texts.text('Author'),
      folder: 'content/authors',
      path: '{{slug}}/index',
      slug: '{{fields.name}}',
      create: true,
      media_folder: '',
      public_folder: '',
      fields: kindFields('author', texts),
    },
  ]
}

/**
 * The facts files (content/facts/, fact-files.ts), one entry each: written once, shown in every
 * language.
 */
export function factsCollection(texts: CmsTexts = englishTexts) {
  return {
    name: 'facts',
    label: texts.text('Facts'),
    label_singular: texts.text('Facts file'),
    format: dataFileFormat,
    extension: 'json',
    delete: false,
    files: factFiles.map(({ name, doc, fields }) => ({
      name,
      label: texts.text(labelOf(name.replace(/-/g, ' '))),
      description: texts.text(doc),
      file: `content/${factsFolder}/${name}.json`,
      fields: decapFields(fields, texts).map(untranslated),
    })),
  }
}

type StringTree = { [key: string]: string | StringTree }

/**
 * The fields of the UI strings, from the English file's groups and texts, each named in plain
 * words (cms-texts.ts).
 */
function stringFields(tree: StringTree, texts: CmsTexts, prefix = ''): DecapField[] {
  return Object.entries(tree).map(([name, value]) =>
    typeof value === 'string'
      ? {
          name,
          label: texts.interfaceText(`${prefix}${name}`),
          widget: value.length > 60 ? 'text' : 'string',
          ...(/\{\w+\}/.test(value) && {
            hint: texts.text(
              'Keep each {placeholder} as it is, untranslated: the site fills it in.',
            ),
          }),
          i18n: true,
        }
      : {
          name,
          label: texts.interfaceText(`${prefix}${name}`),
          widget: 'object',
          // Open, so that the browser's search (Ctrl+F) finds any text on the form.
          collapsed: false,
          i18n: true,
          fields: stringFields(value, texts, `${prefix}${name}.`),
        },
  )
}

/**
 * The UI strings (buttons, menus, form texts, not-found texts): one entry whose seven files
 * (`index.<language>.json`) are edited side by side like a page's. A folder collection, as the
 * pages are: Decap translates a file collection only within one file.
 */
export function stringsCollection(englishStrings: StringTree, texts: CmsTexts = englishTexts) {
  return {
    name: 'strings',
    label: texts.text('Interface texts'),
    label_singular: texts.text('Interface texts'),
    folder: 'content/strings',
    path: 'index',
    format: dataFileFormat,
    extension: 'json',
    i18n: true,
    create: false,
    delete: false,
    // Decap names an entry by a text of it; the list shows this summary instead.
    identifier_field: 'site.homeLink',
    summary: texts.text('Buttons, menus, forms and messages'),
    fields: stringFields(englishStrings, texts),
  }
}

export interface CmsBackend {
  /** `github` (with `repo`) or `git-gateway` (Netlify Identity); see docs/cms.md, "In production". */
  name: string
  repo?: string
  branch: string
  /** The OAuth service GitHub logins go through, where it is not Netlify's. */
  base_url?: string
}

/**
 * The whole configuration in the words of `texts`, as Decap reads it from
 * /admin/config.<language>.yml (JSON is valid YAML).
 */
export function decapConfig(
  pageFolders: readonly string[],
  backend: CmsBackend,
  englishStrings: StringTree,
  texts: CmsTexts = englishTexts,
) {
  return {
    backend,
    // A save is a draft on a branch of its own (a pull request on GitHub), published once
    // reviewed; docs/cms.md, "Drafts and review".
    publish_mode: 'editorial_workflow',
    // On localhost, Decap talks to `npm run cms`'s local backend instead (decap-server). Its
    // file-system mode offers no drafts, and Decap then publishes each save at once.
    local_backend: true,
    // Uploads outside an item's folder are served as they are, under the spec's uploads route.
    media_folder: 'static/lovable-uploads',
    public_folder: '/lovable-uploads',
    i18n,
    collections: [
      ...decapCollections(pageFolders, texts),
      factsCollection(texts),
      stringsCollection(englishStrings, texts),
    ],
  }
}

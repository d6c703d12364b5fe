import { referenceWidget } from '../src/browser/cms/reference-widget'
import { factFiles } from '../src/node/facts/fact-files'
import englishStrings from '../content/strings/index.en.json'
import type { Field, Fields } from '../src/node/frontmatter/fields'
import {
  contentKinds,
  kindsWithBody,
  pageKinds,
  type ContentKind,
} from '../src/node/frontmatter/kinds'
import {
  decapConfig,
  factsCollection,
  stringsCollection,
  kindFields,
  singularOf,
  type DecapField,
} from '../src/node/cms/decap-config'
import { interfaceLanguage } from '../src/browser/cms/interface-language'
import { cmsBackend } from '../src/node/cms/admin'
import { languageCodes } from '../src/i18n/languages'

/** Every field of a description, as paths (`plans.items.title`), with what the CMS must know of it. */
function describedFields(fields: Fields, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      const path = `${prefix}${name}`
      const nested = (inner: Field): [string, unknown][] =>
        inner.type === 'object'
          ? Object.entries(describedFields(inner.fields, `${path}.`))
          : inner.type === 'list'
            ? nested(inner.of)
            : []
      return [[path, summary(field)], ...nested(field)]
    }),
  )
}
const summary = (field: Field) => ({
  required: field.required,
  translated: field.shared !== true,
  options: field.type === 'enum' ? field.values : undefined,
})

/** The same, read back from the CMS configuration. */
function configuredFields(fields: readonly DecapField[], prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter(({ name }) => name !== 'body')
      .flatMap((field) => {
        const path = `${prefix}${field.name}`
        const children = field.fields ?? (field.field?.fields ? field.field.fields : undefined)
        return [
          [
            path,
            {
              required: field.required,
              translated: field.i18n === true,
              options: field.options ?? field.field?.options,
            },
          ],
          ...Object.entries(children ? configuredFields(children, `${path}.`) : {}),
        ]
      }),
  )
}

describe('the CMS configuration', () => {
  it.each(Object.keys(contentKinds) as ContentKind[])(
    'has exactly the fields the build checks for %s, each required, translated and limited alike',
    (kind) => {
      expect(configuredFields(kindFields(kind))).toEqual(
        describedFields(contentKinds[kind] as Fields),
      )
    },
  )

  it('edits the Markdown text of exactly the kinds whose pages show one', () => {
    const withBody = (Object.keys(contentKinds) as ContentKind[]).filter((kind) =>
      kindFields(kind).some(({ name }) => name === 'body'),
    )
    expect(withBody.sort()).toEqual([...kindsWithBody].sort())
  })

  it('gives every page, the legal documents, the blog, its categories and authors, the facts and the UI strings a collection', () => {
    const config = decapConfig([...pageKinds, 'careers'], cmsBackend({}), englishStrings)
    expect(
      config.collections.map((collection) =>
        'folder' in collection ? collection.folder : collection.files.map(({ file }) => file),
      ),
    ).toEqual([
      ...[...pageKinds, 'careers'].map((folder) => `content/pages/${folder}`),
      'content/legal',
      'content/blog',
      'content/categories',
      'content/authors',
      factFiles.map(({ name }) => `content/facts/${name}.json`),
      'content/strings',
    ])
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: languageCodes,
      default_locale: 'en',
    })
    const careers = config.collections.find(({ name }) => name === 'page-careers')
    expect(careers && 'fields' in careers && careers.fields.map(({ name }) => name)).toEqual(
      kindFields('page').map(({ name }) => name),
    )
    expect(config.collections.find(({ name }) => name === 'blog')).toMatchObject({
      create: true,
      path: '{{slug}}/index',
    })
  })

  it('edits every fact once for all languages, and every UI string in each language', () => {
    const facts = factsCollection()
    const strings = stringsCollection(englishStrings)
    const fieldNames = (fields: readonly DecapField[], prefix = ''): string[] =>
      fields.flatMap(({ name, fields: nested }) =>
        nested ? fieldNames(nested, `${prefix}${name}.`) : [`${prefix}${name}`],
      )
    const translated = (fields: readonly DecapField[]): boolean =>
      fields.some(({ i18n, fields: nested }) => i18n !== undefined || translated(nested ?? []))
    const prices = facts.files.find(({ name }) => name === 'prices')
    expect(fieldNames(prices?.fields ?? [])).toContain('plans.strategy.amounts.EUR')
    expect(facts.files.some(({ fields }) => translated(fields))).toBe(false)
    expect(fieldNames(strings.fields).sort()).toEqual(leavesOf(englishStrings).sort())
  })

  it('lets an optional group stay empty: its fields are asked for only once it is written', () => {
    const prices = factsCollection().files.find(({ name }) => name === 'prices')
    const path = (fields: readonly DecapField[] | undefined, names: string[]): DecapField[] => {
      const [name, ...rest] = names
      const found = fields?.find((candidate) => candidate.name === name)
      return found ? [found, ...path(found.fields, rest)] : []
    }
    const [, plan, offer, kind] = path(prices?.fields, ['plans', 'content', 'offer', 'kind'])
    expect([plan?.required, offer?.required, kind?.required]).toEqual([true, false, false])
  })

  it('keeps each save a draft for review, whose deploy preview link opens the entry’s page', () => {
    const config = decapConfig([...pageKinds], cmsBackend({}), englishStrings)
    expect(config.publish_mode).toBe('editorial_workflow')
    const pageCollections = config.collections.filter(
      (collection) =>
        'fields' in collection && collection.fields.some(({ name }) => name === 'slug'),
    )
    expect(pageCollections).toHaveLength(pageKinds.length + 4)
    for (const collection of pageCollections)
      expect(collection).toMatchObject({
        preview_path: '{{fields.slug}}',
        preview_path_preserve_slashes: true,
      })
    for (const kind of Object.keys(contentKinds) as ContentKind[])
      expect(kindFields(kind).map(({ name }) => name)).toContain('slug')
  })

  it('offers an article’s author and categories as relations to their collections, by folder name', () => {
    const config = decapConfig([...pageKinds], cmsBackend({}), englishStrings)
    const collectionNames = config.collections.map(({ name }) => name)
    const post = kindFields('post')
    const relation = {
      widget: referenceWidget,
      value_field: '{{slug}}',
      search_fields: ['name'],
      display_fields: ['name'],
    }
    expect(post.find(({ name }) => name === 'author')).toMatchObject({
      ...relation,
      collection: 'authors',
    })
    expect(post.find(({ name }) => name === 'categories')).toMatchObject({
      ...relation,
      collection: 'categories',
      multiple: true,
    })
    expect(collectionNames).toEqual(expect.arrayContaining(['authors', 'categories']))
  })

  it('saves through GitHub when a repository is set, else through Netlify’s Git Gateway', () => {
    expect(cmsBackend({ CMS_REPO: 'brightshelf/website' })).toEqual({
      name: 'github',
      repo: 'brightshelf/website',
      branch: 'main',
    })
    expect(cmsBackend({})).toEqual({ name: 'git-gateway', branch: 'main' })
  })
})

describe('lists in the CMS', () => {
  const field = (kind: ContentKind, name: string) => kindFields(kind).find((f) => f.name === name)

  it('show each item by its value, not as "Item"', () => {
    expect(field('pricing', 'aliases')).toMatchObject({
      label_singular: 'Alias',
      summary: '{{fields.item}}',
    })
    const items = field('home', 'highlights')?.fields?.find((f) => f.name === 'items')
    expect(items).toMatchObject({ label_singular: 'Item', summary: '{{fields.title}}' })
    const figures = field('about', 'impact')?.fields?.find((f) => f.name === 'items')
    expect(figures?.summary).toBe('{{fields.figure}}')
  })

  it('name one item of a list in the singular', () => {
    expect(['aliases', 'items', 'categories', 'results', 'faq'].map(singularOf)).toEqual([
      'alias',
      'item',
      'category',
      'result',
      'faq',
    ])
  })
})

describe('the language the CMS speaks', () => {
  it('is the writer’s choice, else the browser’s first language of the site, else English', () => {
    expect(interfaceLanguage('pl', ['de-DE'])).toBe('pl')
    expect(interfaceLanguage(null, ['nl-NL', 'de-AT', 'fr'])).toBe('de')
    expect(interfaceLanguage('xx', ['pt-PT'])).toBe('pt')
    expect(interfaceLanguage(null, ['nl'])).toBe('en')
  })
})

type Tree = { [key: string]: string | Tree }

/** Every text of a strings file, as group.key. */
const leavesOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leavesOf(value, `${prefix}${key}.`),
  )

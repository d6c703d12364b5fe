import { dirname, resolve } from 'node:path'
import { bodyCompileSettings } from '../components/mdx/compile/options'
import { videoHostsOf } from './body-components'
import { compiledMdxBody } from './mdx-body'
import { readingMinutes } from './reading-time'
import type { CreateSchemaCustomizationArgs, GatsbyCache, GatsbyNode } from 'gatsby'
import type { Field, Fields } from './frontmatter/fields'
import { contentKinds } from './frontmatter/kinds'
import type { Language } from '../i18n/languages'
import { inlineSvgResolvers, inlineSvgTypeDefs } from './inline-svg-schema'
import { factFiles } from './facts/fact-files'

/**
 * GraphQL types of the frontmatter, generated from the same descriptions the validator uses.
 * One Mdx type serves every kind, so a field is non-null only where every kind requires it;
 * the validator enforces the stricter rule of each kind before any page is created.
 */

interface MergedField {
  field: Field
  requiredEverywhere: boolean
}

type MergedFields = Map<string, MergedField>

function mergeInto(
  target: MergedFields,
  fields: Fields,
  typeCount: number,
  seenIn: Map<string, number>,
) {
  for (const [name, field] of Object.entries(fields)) {
    const existing = target.get(name)
    seenIn.set(name, (seenIn.get(name) ?? 0) + 1)
    target.set(name, {
      field: existing?.field ?? field,
      requiredEverywhere: (existing?.requiredEverywhere ?? true) && field.required,
    })
  }
  for (const [name, merged] of target) {
    if ((seenIn.get(name) ?? 0) < typeCount) merged.requiredEverywhere = false
  }
}

/** All field sets under `roots` that share one GraphQL type name, merged. */
function collectObjectTypes(roots: readonly Fields[]): Map<string, Fields[]> {
  const byName = new Map<string, Fields[]>()
  const visit = (field: Field) => {
    if (field.type === 'list') visit(field.of)
    if (field.type === 'object') {
      byName.set(field.typeName, [...(byName.get(field.typeName) ?? []), field.fields])
      Object.values(field.fields).forEach(visit)
    }
  }
  roots.forEach((fields) => Object.values(fields).forEach(visit))
  return byName
}

function graphqlType(field: Field, nonNull: boolean, prefix: string): string {
  const bang = nonNull ? '!' : ''
  switch (field.type) {
    case 'string':
    case 'enum':
    case 'reference':
      return `String${bang}`
    case 'number':
      return `${field.integer ? 'Int' : 'Float'}${bang}`
    case 'boolean':
      return `Boolean${bang}`
    case 'date':
      return `Date${bang} @dateformat`
    case 'image':
      return `File${bang} @fileByRelativePath`
    case 'list':
      return `[${graphqlType(field.of, true, prefix).replace(/ @.*/, '')}]${bang}`
    case 'object':
      return `${prefix}${field.typeName}${bang}`
  }
}

function typeDefinition(
  name: string,
  fieldSets: readonly Fields[],
  prefix: string,
  interfaces = '',
): string {
  const merged: MergedFields = new Map()
  const seenIn = new Map<string, number>()
  fieldSets.forEach((fields, index) => mergeInto(merged, fields, index + 1, seenIn))
  const lines = [...merged].map(
    ([fieldName, { field, requiredEverywhere }]) =>
      `  ${fieldName}: ${graphqlType(field, requiredEverywhere, prefix)}`,
  )
  return `type ${name}${interfaces} {\n${lines.join('\n')}\n}`
}

/** The types of the groups of fields under `roots`, each named `<prefix><typeName>`. */
const objectTypeDefs = (roots: readonly Fields[], prefix: string) =>
  [...collectObjectTypes(roots)].map(([name, fieldSets]) =>
    typeDefinition(`${prefix}${name}`, fieldSets, prefix),
  )

export function frontmatterTypeDefs(): string {
  const kinds = Object.values(contentKinds)
  return [
    typeDefinition('MdxFrontmatter', kinds, 'Frontmatter'),
    ...objectTypeDefs(kinds, 'Frontmatter'),
  ].join('\n\n')
}

/** "case-results" → "CaseResultsFacts": the node type of a facts file. */
export const factsNodeType = (name: string) =>
  `${name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase())}Facts`

/** One node type per facts file (fact-files.ts), with the groups of fields it holds. */
export function factsTypeDefs(): string {
  const roots = factFiles.map(({ fields }) => fields)
  return [
    ...factFiles.map(({ name, fields }) =>
      typeDefinition(factsNodeType(name), [fields], 'Facts', ' implements Node @dontInfer'),
    ),
    ...objectTypeDefs(roots, 'Facts'),
  ].join('\n\n')
}

interface MdxSource {
  body?: string
  frontmatter?: { author?: string; categories?: string[] }
  fields: { kind: string; translationKey: string; language: Language }
  internal: { contentDigest: string; contentFilePath?: string }
}

interface NodeModelContext {
  nodeModel: {
    findAll: (query: object) => Promise<{ entries: Iterable<unknown> }>
    findOne: (query: object) => Promise<unknown>
    getNodesByIds: (args: { ids: readonly string[]; type: string }) => unknown[]
  }
}

/** The language version of an item another item names (its author, a category), if it has one. */
const namedItem = (section: string, key: string, language: Language, context: NodeModelContext) =>
  context.nodeModel.findOne({
    type: 'Mdx',
    query: {
      filter: {
        fields: { translationKey: { eq: `${section}/${key}` }, language: { eq: language } },
      },
    },
  })

const compiledBodyOf = (source: MdxSource, cache: GatsbyCache) =>
  compiledMdxBody(
    source.body ?? '',
    source.internal.contentDigest,
    bodyCompileSettings(source.fields.kind),
    cache,
  )

export function createSchemaCustomization({
  actions,
  schema,
  cache,
}: CreateSchemaCustomizationArgs) {
  actions.createTypes(`
    ${frontmatterTypeDefs()}
    ${factsTypeDefs()}
    ${inlineSvgTypeDefs}

    "An image a body shows: its address as the body writes it, and its file beside the item."
    type BodyImage {
      src: String!
      "Null only while the file is missing, which the content check reports."
      file: File
    }

    type MdxFields {
      "Language code of the file, from its name (index.<language>.mdx)."
      language: String!
      "The item the file translates: <section>/<folder name>, shared by all its languages."
      translationKey: String!
      "What kind of page the item is (home, about, legal, post, ...)."
      kind: String!
      "The canonical path of the page."
      path: String!
    }
  `)
  actions.createTypes(
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      extensions: { infer: false },
      fields: {
        frontmatter: 'MdxFrontmatter!',
        fields: 'MdxFields!',
        compiledBody: {
          type: 'String!',
          description: 'The body compiled to the body of a function, which MdxBody renders.',
          resolve: async (source: MdxSource) => (await compiledBodyOf(source, cache)).code,
        },
        readingMinutes: {
          type: 'Int!',
          description: 'How many minutes the body takes to read, at its language’s pace.',
          resolve: (source: MdxSource) => readingMinutes(source.body ?? '', source.fields.language),
        },
        videoHosts: {
          type: '[String!]!',
          description: 'The services (youtube, vimeo) of the videos the body plays.',
          resolve: (source: MdxSource) => videoHostsOf(source.body ?? ''),
        },
        bodyImages: {
          type: '[BodyImage!]!',
          description: 'The images the body shows, each once, with their files.',
          resolve: async (source: MdxSource, _args: unknown, context: NodeModelContext) => {
            const { imageSources } = await compiledBodyOf(source, cache)
            const folder = dirname(source.internal.contentFilePath ?? '')
            return Promise.all(
              imageSources.map(async (src) => ({
                src,
                file: await context.nodeModel.findOne({
                  type: 'File',
                  query: { filter: { absolutePath: { eq: resolve(folder, src) } } },
                }),
              })),
            )
          },
        },
        authorPage: {
          type: 'Mdx',
          description: 'An article’s author’s entry, in the article’s language.',
          resolve: (source: MdxSource, _args: unknown, context: NodeModelContext) =>
            source.frontmatter?.author
              ? namedItem('authors', source.frontmatter.author, source.fields.language, context)
              : null,
        },
        categoryPages: {
          type: '[Mdx!]!',
          description: 'An article’s categories’ entries, in the article’s language, in its order.',
          resolve: async (source: MdxSource, _args: unknown, context: NodeModelContext) => {
            const { categories = [] } = source.frontmatter ?? {}
            const found = await Promise.all(
              categories.map((key) =>
                namedItem('categories', key, source.fields.language, context),
              ),
            )
            return found.filter(Boolean)
          },
        },
        translations: {
          type: '[Mdx!]!',
          description: 'Every language version of this item, this one included.',
          resolve: async (source: MdxSource, _args: unknown, context: NodeModelContext) => {
            const { entries } = await context.nodeModel.findAll({
              type: 'Mdx',
              query: {
                filter: { fields: { translationKey: { eq: source.fields.translationKey } } },
              },
            })
            return [...entries]
          },
        },
      },
    }),
  )
}

/**
 * `mdxNodes(ids)`: content items by id, in the order given, for the lists a page shows (a blog
 * page's articles, an article's neighbours and suggestions), whose ids and order the pages'
 * plan sets (src/node/pages.ts). A page then depends on those items alone: through `allMdx` it
 * would depend on every item, and a one-article edit would run every page's query again.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    ...inlineSvgResolvers,
    Query: {
      mdxNodes: {
        type: '[Mdx!]!',
        description: 'Content items by id, in the order of `ids`; an unknown id is left out.',
        args: { ids: '[String!]!' },
        resolve: (_source: unknown, { ids }: { ids: string[] }, context: NodeModelContext) =>
          context.nodeModel.getNodesByIds({ ids, type: 'Mdx' }),
      },
    },
  })
}

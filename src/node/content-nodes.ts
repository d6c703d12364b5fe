import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { CreateNodeArgs, Node } from 'gatsby'
import { defaultLanguage } from '../i18n/languages'
import { normalizePath } from '../i18n/paths'
import { splitContentFile } from './content-files'
import { frontmatterFields, itemKey, kindOf, locateContentFile } from './content-item'
import type { Fields } from './frontmatter/fields'
import { contentKinds } from './frontmatter/kinds'
import { contentRoot } from './project-paths'

interface FileNode extends Node {
  sourceInstanceName?: string
  extension?: string
  absolutePath?: string
  dir?: string
  base?: string
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown> & { slug?: unknown }
}

type Frontmatter = Record<string, unknown>

const englishFileName = `index.${defaultLanguage}.mdx`

/** The names of the facts an item's languages share, written in its English file (Field.shared). */
function sharedFieldNames(absolutePath: string): string[] {
  const location = locateContentFile(relative(contentRoot, absolutePath))
  const kind = location && kindOf(location.section, location.translationKey)
  if (!kind) return []
  return Object.entries(contentKinds[kind] as Fields)
    .filter(([, field]) => field.shared)
    .map(([name]) => name)
}

/** The shared facts an English frontmatter holds, by name. */
const sharedFactsOf = (frontmatter: unknown, names: readonly string[]): Frontmatter => {
  const fields = frontmatterFields(frontmatter) ?? {}
  return Object.fromEntries(
    names.filter((name) => name in fields).map((name) => [name, fields[name]]),
  )
}

/**
 * The facts a translation shows from its English file (its date, author, cover), read from disk:
 * a translation's node holds them as its own, so that every use of them (a list sorted by date,
 * a feed, the structured data) reads one value in every language.
 */
function englishSharedFacts(translation: FileNode): Frontmatter {
  const path = translation.absolutePath
  const names = path ? sharedFieldNames(path) : []
  const english = translation.dir && join(translation.dir, englishFileName)
  if (names.length === 0 || !english || !existsSync(english)) return {}
  try {
    return sharedFactsOf(splitContentFile(readFileSync(english, 'utf8')).frontmatter, names)
  } catch {
    return {}
  }
}

const isEnglish = (file: FileNode) => file.base === englishFileName

/**
 * An Mdx node for a content file: its frontmatter (a translation's with the facts it shares with
 * its English file) and its Markdown body, which the schema compiles in Node
 * (src/node/mdx-body.ts). A blank file or a frontmatter that is not valid YAML makes no node: the
 * content check reads the file from disk and reports what to fix, in the terminal and, in
 * `npm start`, on the page (src/node/pages.ts).
 */
async function createMdxNode(
  { node, loadNodeContent, actions, createNodeId, createContentDigest }: CreateNodeArgs<FileNode>,
  shared: Frontmatter,
) {
  const source = await loadNodeContent(node)
  if (source.trim() === '') return
  let content: ReturnType<typeof splitContentFile>
  try {
    content = splitContentFile(source)
  } catch {
    return
  }
  const frontmatter = { ...(frontmatterFields(content.frontmatter) ?? {}), ...shared }
  const mdxNode = {
    id: createNodeId(`${node.id} >>> Mdx`),
    parent: node.id,
    children: [],
    frontmatter,
    body: content.body,
    internal: {
      type: 'Mdx',
      contentDigest:
        Object.keys(shared).length === 0
          ? node.internal.contentDigest
          : createContentDigest([node.internal.contentDigest, shared]),
      contentFilePath: node.absolutePath,
    },
  }
  actions.createNode(mdxNode)
  actions.createParentChildLink({ parent: node, child: mdxNode as unknown as Node })
}

/**
 * After an English file changed, its translations' nodes take its shared facts anew, where they
 * differ: a translation's own file did not change, so Gatsby would not make its node again.
 */
async function shareEnglishFacts(args: CreateNodeArgs<FileNode>) {
  const { node: english, getNodesByType, getNode, createNodeId } = args
  const names = english.absolutePath ? sharedFieldNames(english.absolutePath) : []
  if (names.length === 0) return
  const facts = sharedFactsOf(
    splitContentFile(await args.loadNodeContent(english)).frontmatter,
    names,
  )
  const translations = (getNodesByType('File') as FileNode[]).filter(
    (file) => file.dir === english.dir && file.extension === 'mdx' && !isEnglish(file),
  )
  for (const translation of translations) {
    const node = getNode(createNodeId(`${translation.id} >>> Mdx`)) as MdxNode | undefined
    const shown = node && sharedFactsOf(node.frontmatter, names)
    if (shown && JSON.stringify(shown) !== JSON.stringify(facts))
      await createMdxNode({ ...args, node: translation }, facts)
  }
}

async function sourceContentFile(args: CreateNodeArgs<FileNode>) {
  if (isEnglish(args.node)) {
    await createMdxNode(args, {})
    try {
      await shareEnglishFacts(args)
    } catch {
      // An English file that cannot be read is the content check's to report.
    }
  } else {
    await createMdxNode(args, englishSharedFacts(args.node))
  }
}

/** Adds to every Mdx node what its file path tells: language, translation key, kind and path. */
function addFields({ node, actions }: CreateNodeArgs<MdxNode>) {
  if (!node.internal.contentFilePath) return
  const location = locateContentFile(relative(contentRoot, node.internal.contentFilePath))
  const slug = node.frontmatter?.slug
  const fields = {
    language: location?.language ?? '',
    translationKey: location ? itemKey(location) : '',
    kind: (location && kindOf(location.section, location.translationKey)) ?? '',
    path: typeof slug === 'string' ? normalizePath(slug) : '',
  }
  for (const [name, value] of Object.entries(fields)) {
    actions.createNodeField({ node, name, value })
  }
}

export function shouldOnCreateNode({ node }: { node: FileNode }) {
  return (
    node.internal.type === 'Mdx' ||
    (node.internal.type === 'File' &&
      node.sourceInstanceName === 'content' &&
      node.extension === 'mdx')
  )
}

export async function onCreateNode(args: CreateNodeArgs<FileNode>) {
  if (args.node.internal.type === 'File') await sourceContentFile(args)
  else addFields(args as unknown as CreateNodeArgs<MdxNode>)
}

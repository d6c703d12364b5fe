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
 * A content file's text, read at once rather than through `loadNodeContent`: when a file changes
 * under `npm start`, Gatsby removes its old Mdx node and may run the open page's queries before
 * an awaited read returns, which then fail on the missing node and leave the page as it was.
 */
const readSource = (file: FileNode) =>
  file.absolutePath ? readFileSync(file.absolutePath, 'utf8') : ''

/** What an Mdx node's file path tells: language, translation key, kind and path. */
function fieldsOf(node: MdxNode) {
  const location = locateContentFile(relative(contentRoot, node.internal.contentFilePath ?? ''))
  const slug = node.frontmatter?.slug
  return {
    language: location?.language ?? '',
    translationKey: location ? itemKey(location) : '',
    kind: (location && kindOf(location.section, location.translationKey)) ?? '',
    path: typeof slug === 'string' ? normalizePath(slug) : '',
  }
}

/**
 * An Mdx node for a content file: its frontmatter (a translation's with the facts it shares with
 * its English file) and its Markdown body, which the schema compiles in Node
 * (src/node/mdx-body.ts). A blank file or a frontmatter that is not valid YAML makes no node: the
 * content check reads the file from disk and reports what to fix, in the terminal and, in
 * `npm start`, on the page (src/node/pages.ts).
 */
function createMdxNode(
  { node, actions, getNode, createNodeId, createContentDigest }: CreateNodeArgs<FileNode>,
  shared: Frontmatter,
) {
  const source = readSource(node)
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
  // The node and its fields in one synchronous step: a query of `npm start` that ran between
  // them would read a node without its language.
  void actions.createNode(mdxNode)
  const created = getNode(mdxNode.id)
  if (!created) return
  for (const [name, value] of Object.entries(fieldsOf(created as MdxNode)))
    actions.createNodeField({ node: created, name, value })
  actions.createParentChildLink({ parent: node, child: created })
}

/**
 * After an English file changed, its translations' nodes take its shared facts anew, where they
 * differ: a translation's own file did not change, so Gatsby would not make its node again.
 */
function shareEnglishFacts(args: CreateNodeArgs<FileNode>) {
  const { node: english, getNodesByType, getNode, createNodeId } = args
  const names = english.absolutePath ? sharedFieldNames(english.absolutePath) : []
  if (names.length === 0) return
  const facts = sharedFactsOf(splitContentFile(readSource(english)).frontmatter, names)
  const translations = (getNodesByType('File') as FileNode[]).filter(
    (file) => file.dir === english.dir && file.extension === 'mdx' && !isEnglish(file),
  )
  for (const translation of translations) {
    const node = getNode(createNodeId(`${translation.id} >>> Mdx`)) as MdxNode | undefined
    const shown = node && sharedFactsOf(node.frontmatter, names)
    if (shown && JSON.stringify(shown) !== JSON.stringify(facts))
      createMdxNode({ ...args, node: translation }, facts)
  }
}

function sourceContentFile(args: CreateNodeArgs<FileNode>) {
  if (isEnglish(args.node)) {
    createMdxNode(args, {})
    try {
      shareEnglishFacts(args)
    } catch {
      // An English file that cannot be read is the content check's to report.
    }
  } else {
    createMdxNode(args, englishSharedFacts(args.node))
  }
}

export function shouldOnCreateNode({ node }: { node: FileNode }) {
  return (
    node.internal.type === 'File' &&
    node.sourceInstanceName === 'content' &&
    node.extension === 'mdx'
  )
}

export function onCreateNode(args: CreateNodeArgs<FileNode>) {
  sourceContentFile(args)
}

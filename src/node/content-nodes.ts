import { relative } from 'node:path'
import type { CreateNodeArgs, Node } from 'gatsby'
import { normalizePath } from '../i18n/paths'
import { splitContentFile } from './content-files'
import { itemKey, kindOf, locateContentFile } from './content-item'
import { contentRoot } from './project-paths'

interface FileNode extends Node {
  sourceInstanceName?: string
  extension?: string
  absolutePath?: string
}

interface MdxNode extends Node {
  frontmatter?: { slug?: unknown }
}

/**
 * An Mdx node for a content file: its frontmatter and its Markdown body (which the schema compiles
 * in Node, src/node/mdx-body.ts). A frontmatter that is not valid YAML makes no node: the content
 * check reads the file from disk and reports the line to fix, in the terminal and, in `npm start`,
 * on the page (src/node/pages.ts).
 */
async function createMdxNode({
  node,
  loadNodeContent,
  actions,
  createNodeId,
}: CreateNodeArgs<FileNode>) {
  const source = await loadNodeContent(node)
  let content: ReturnType<typeof splitContentFile>
  try {
    content = splitContentFile(source)
  } catch {
    return
  }
  const mdxNode = {
    id: createNodeId(`${node.id} >>> Mdx`),
    parent: node.id,
    children: [],
    frontmatter: content.frontmatter,
    body: content.body,
    internal: {
      type: 'Mdx',
      contentDigest: node.internal.contentDigest,
      contentFilePath: node.absolutePath,
    },
  }
  actions.createNode(mdxNode)
  actions.createParentChildLink({ parent: node, child: mdxNode as unknown as Node })
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
  if (args.node.internal.type === 'File') await createMdxNode(args)
  else addFields(args as unknown as CreateNodeArgs<MdxNode>)
}

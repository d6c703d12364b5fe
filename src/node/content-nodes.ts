import { relative } from 'node:path'
import type { CreateNodeArgs, Node } from 'gatsby'
import { normalizePath } from '../i18n/paths'
import { itemKey, locateContentFile } from './content-files'
import { kindOf } from './validate'
import { contentRoot } from './project-paths'

interface MdxNode extends Node {
  frontmatter?: { slug?: unknown }
}

/** Adds to every Mdx node what its file path tells: language, translation key, kind and path. */
export function onCreateNode({ node, actions }: CreateNodeArgs<MdxNode>) {
  if (node.internal.type !== 'Mdx' || !node.internal.contentFilePath) return
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

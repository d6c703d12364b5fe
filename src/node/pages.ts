import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CreatePagesArgs, Node } from 'gatsby'
import { contentRoot, projectRoot, templatesRoot } from './project-paths'
import { checkContentFiles, formatProblem } from './validate'

interface MdxNode extends Node {
  fields: { language: string; path: string; kind: string }
  frontmatter: { aliases?: string[] }
}

/** Context every content page receives; templates query by `id`, lists filter by `language`. */
export interface ContentPageContext {
  id: string
  language: string
}

/** Context of an alias page: where it leads. */
export interface AliasPageContext {
  language: string
  target: string
}

export function createPages({ actions, reporter, getNodesByType }: CreatePagesArgs) {
  const nodes = getNodesByType('Mdx') as MdxNode[]
  const { problems } = checkContentFiles(
    nodes.map((node) => node.internal.contentFilePath ?? ''),
    contentRoot,
    projectRoot,
  )
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The content has ${problems.length} problem(s) to fix:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n')}`,
    )
    return
  }
  const aliasTemplate = resolve(templatesRoot, 'alias.tsx')
  for (const node of nodes) {
    const { language, path, kind } = node.fields
    const template = resolve(templatesRoot, `${kind}.tsx`)
    if (!existsSync(template)) {
      reporter.panicOnBuild(`No template for pages of kind "${kind}": expected ${template}.`)
      continue
    }
    actions.createPage<ContentPageContext>({
      path,
      // gatsby-plugin-mdx compiles the file's body and passes it to the template as children.
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id, language },
    })
    for (const alias of node.frontmatter.aliases ?? []) {
      actions.createPage<AliasPageContext>({
        path: alias,
        component: aliasTemplate,
        context: { language, target: path },
      })
      actions.createRedirect({ fromPath: alias, toPath: path, isPermanent: true })
    }
  }
}

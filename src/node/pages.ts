import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CreatePagesArgs, Node } from 'gatsby'
import { readContentFile, type ContentFile } from './content-files'
import { contentRoot, projectRoot, templatesRoot } from './project-paths'
import { formatProblem, kindOf, validateContent, type ContentProblem } from './validate'

interface MdxNode extends Node {
  fields: { language: string; path: string }
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

function readAll(nodes: readonly Node[]): { files: ContentFile[]; problems: ContentProblem[] } {
  const files: ContentFile[] = []
  const problems: ContentProblem[] = []
  for (const node of nodes) {
    const read = readContentFile(node.internal.contentFilePath ?? '', contentRoot, projectRoot)
    if ('unplaced' in read) {
      problems.push({
        file: read.displayPath,
        message:
          'is not where content files go. Use content/<pages|legal|blog>/<item>/index.<language>.mdx.',
      })
    } else {
      files.push(read)
    }
  }
  return { files, problems: [...problems, ...validateContent(files)] }
}

function aliasesOf(file: ContentFile): string[] {
  const { aliases } = file.frontmatter as { aliases?: string[] }
  return aliases ?? []
}

export function createPages({ actions, reporter, getNodesByType }: CreatePagesArgs) {
  const nodes = getNodesByType('Mdx') as MdxNode[]
  const { files, problems } = readAll(nodes)
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The content has ${problems.length} problem(s) to fix:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n')}`,
    )
    return
  }
  const aliasTemplate = resolve(templatesRoot, 'alias.tsx')
  nodes.forEach((node, index) => {
    const file = files[index] as ContentFile
    const kind = kindOf(file.section, file.translationKey)
    const template = resolve(templatesRoot, `${kind}.tsx`)
    if (!existsSync(template)) {
      reporter.panicOnBuild(`No template for pages of kind "${kind}": expected ${template}.`)
      return
    }
    const { language, path } = node.fields
    actions.createPage<ContentPageContext>({
      path,
      // gatsby-plugin-mdx compiles the file's body and passes it to the template as children.
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id, language },
    })
    for (const alias of aliasesOf(file)) {
      actions.createPage<AliasPageContext>({
        path: alias,
        component: aliasTemplate,
        context: { language, target: path },
      })
      actions.createRedirect({ fromPath: alias, toPath: path, isPermanent: true })
    }
  })
}

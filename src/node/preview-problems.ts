import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { Actions, Node } from 'gatsby'
import type { ContentProblemsPageContext } from '../i18n/page-context'
import { listMdxFiles } from './content-files'
import { contentRoot, projectRoot, templatesRoot } from './project-paths'
import type { ContentProblem } from './validate'
import { stringsFileName } from './ui-strings'
import { defaultLanguage } from '../i18n/languages'

interface ContentNode extends Node {
  fields: { language: string; path: string }
}

/**
 * The path each content file last had, so that its page can show its problem even when the file
 * no longer says its path (a frontmatter that is not valid YAML).
 */
const lastKnownPaths = new Map<string, string>()

const problemsTemplate = resolve(templatesRoot, 'content-problems.tsx')

const displayPathOf = (node: Node) => relative(projectRoot, node.internal.contentFilePath ?? '')

/** The problems a file's page must show: its own, its item's, and its language's UI strings'. */
function problemsOf(file: string, language: string, problems: readonly ContentProblem[]) {
  return problems.filter(
    ({ file: where }) =>
      where === file ||
      file.startsWith(`${where}/`) ||
      where === join('content', 'strings', stringsFileName(language)) ||
      where === join('content', 'strings', stringsFileName(defaultLanguage)),
  )
}

/** The slug line of a file, read as text: a file whose frontmatter is broken may still say it. */
function writtenSlug(file: string): string | undefined {
  const text = readFileSync(join(projectRoot, file), 'utf8')
  return /^slug:\s*["']?(\/[^"'\s]*)["']?\s*$/m.exec(text)?.[1]
}

/**
 * In `npm start`, a page whose content file has a problem shows that problem, where the writer is
 * looking, instead of Gatsby's 404; every other page is made as usual. Returns the nodes whose
 * pages are made as usual. Once the file is fixed, the next run makes its page again and the
 * browser shows it by itself.
 */
/**
 * Where the development server keeps a page of the problems template from its start, visited by
 * no one: the browser's bundle then holds the template before a content file first has a problem.
 * Gatsby adds a template to the bundle only once a page uses it, and a page that switches to it
 * before the bundle has caught up throws in the browser ("couldn't find the correct component
 * chunk").
 */
const problemsTemplateKeeper = '/___content-problems'

export function keepProblemsTemplateInBundle(actions: Actions) {
  actions.createPage<ContentProblemsPageContext>({
    path: problemsTemplateKeeper,
    component: problemsTemplate,
    context: { problems: [] },
  })
}

export function showProblemsInPreview<N extends ContentNode>(
  actions: Actions,
  nodes: readonly N[],
  problems: readonly ContentProblem[],
  contentFiles: readonly string[] = listMdxFiles(contentRoot),
): N[] {
  const component = problemsTemplate
  const healthy: N[] = []
  const shown = new Set<string>()
  const showAt = (path: string, ofFile: ContentProblem[]) => {
    if (shown.has(path)) return
    shown.add(path)
    actions.createPage<ContentProblemsPageContext>({
      path,
      component,
      context: { problems: ofFile },
    })
  }
  const withNode = new Set(nodes.map(displayPathOf))
  const withoutNode = contentFiles
    .map((path) => relative(projectRoot, path))
    .filter((file) => !withNode.has(file))
    .map((file) => {
      const language = /index\.([^.]+)\.mdx$/.exec(file)?.[1] ?? ''
      return {
        path: lastKnownPaths.get(file) ?? writtenSlug(file),
        problems: problemsOf(file, language, problems),
        folder: dirname(file),
      }
    })
  // A file that never said its address (a blank one) shows its problems on its item's pages.
  const addressless = (folder: string) =>
    withoutNode
      .filter((file) => !file.path && file.folder === folder)
      .flatMap((file) => file.problems)
  for (const node of nodes) {
    const file = displayPathOf(node)
    const ofFile = [
      ...problemsOf(file, node.fields.language, problems),
      ...addressless(dirname(file)),
    ]
    const path = node.fields.path || lastKnownPaths.get(file)
    if (ofFile.length === 0) healthy.push(node)
    else if (path) showAt(path, ofFile)
    if (node.fields.path) lastKnownPaths.set(file, node.fields.path)
  }
  for (const { path, problems: ofFile } of withoutNode) if (path) showAt(path, ofFile)
  return healthy
}

/** Remembers where each file's page is, for a later run in which the file cannot say it. */
export function rememberPaths(nodes: readonly ContentNode[]) {
  for (const node of nodes)
    if (node.fields.path) lastKnownPaths.set(displayPathOf(node), node.fields.path)
}

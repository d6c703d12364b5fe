import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Actions, CreatePagesArgs, Node, Reporter } from 'gatsby'
import { defaultLanguage, languageCodes, type Language } from '../i18n/languages'
import { notFoundMatchPath, notFoundPagePath } from '../i18n/not-found'
import type {
  AliasPageContext,
  ContentPageContext,
  NotFoundPageContext,
  PageFrameContext,
} from '../i18n/page-context'
import type { UiStrings } from '../i18n/strings'
import { listMdxFiles } from './content-files'
import { contentRoot, projectRoot, stringsRoot, templatesRoot } from './project-paths'
import { buildTranslationGraph, type TranslationGraph } from './translation-graph'
import { outdatedTranslations } from './translation-status'
import { loadUiStrings } from './ui-strings'
import { checkContentFiles, formatProblem } from './validate'

interface MdxNode extends Node {
  fields: { language: Language; path: string; kind: string; translationKey: string }
  frontmatter: { aliases?: string[] }
}

const template = (name: string) => resolve(templatesRoot, `${name}.tsx`)

type FrameFor = (
  language: Language,
  translations: PageFrameContext['translations'],
) => PageFrameContext

/** Not-found pages for each language and kind; the host serves them for unknown paths. */
function createNotFoundPages(actions: Actions, graph: TranslationGraph, frameFor: FrameFor) {
  const homes = graph.translationsOf('pages/home')
  const pages = [
    ...languageCodes.flatMap((language) =>
      (['page', 'blog-post'] as const).map((notFoundKind) => ({ language, notFoundKind })),
    ),
    { language: defaultLanguage, notFoundKind: 'upload' as const },
  ]
  for (const { language, notFoundKind } of pages) {
    actions.createPage<NotFoundPageContext>({
      path: notFoundPagePath(language, notFoundKind),
      matchPath: notFoundMatchPath(language, notFoundKind),
      component: template('not-found'),
      context: { ...frameFor(language, homes), notFoundKind },
    })
  }
}

/**
 * Checks every content file and UI-strings file as the writer left them, and reports each
 * problem in plain words; returns the files and UI strings it read, or undefined when there is a
 * problem.
 * It runs before Gatsby reads the files (a frontmatter that is not valid YAML would otherwise stop
 * gatsby-plugin-mdx with a message that names no file) and again whenever the pages are made, as
 * the files change in `npm start`.
 */
export function checkedContent(reporter: Reporter, contentFiles: readonly string[]) {
  const content = checkContentFiles(contentFiles, contentRoot, projectRoot)
  const uiStrings = loadUiStrings(stringsRoot, projectRoot)
  const problems = [...content.problems, ...uiStrings.problems]
  if (problems.length === 0) return { files: content.files, uiStrings: uiStrings.strings }
  reporter.panicOnBuild(
    `The content has ${problems.length} problem(s) to fix:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n')}`,
  )
  return undefined
}

/** Checks the content before Gatsby reads it (see checkedContent). */
export function checkContentBeforeSourcing(reporter: Reporter) {
  checkedContent(reporter, listMdxFiles(contentRoot))
}

export function createPages({ actions, reporter, getNodesByType }: CreatePagesArgs) {
  const nodes = getNodesByType('Mdx') as MdxNode[]
  const contentFiles = nodes.map((node) => node.internal.contentFilePath ?? '')
  const checked = checkedContent(reporter, contentFiles)
  if (!checked) return
  const { uiStrings } = checked
  const updatedEnglishOf = outdatedTranslations(checked.files, projectRoot)
  const graph = buildTranslationGraph(nodes.map((node) => node.fields))
  const frameFor: FrameFor = (language, translations) => ({
    language,
    translations,
    routes: graph.routesIn(language),
    strings: uiStrings[language] as UiStrings,
  })

  for (const node of nodes) {
    const { language, path, kind, translationKey } = node.fields
    const frame = frameFor(language, graph.translationsOf(translationKey))
    actions.createPage<ContentPageContext>({
      path,
      // One module per kind of page; the template renders the body the schema compiled.
      component: template(kind),
      context: {
        id: node.id,
        kind,
        ...frame,
        ...(updatedEnglishOf.has(node.internal.contentFilePath ?? '') && {
          updatedEnglish: frame.translations.find(({ language }) => language === defaultLanguage)
            ?.path,
        }),
      },
    })
    for (const alias of node.frontmatter.aliases ?? []) {
      actions.createPage<AliasPageContext>({
        path: alias,
        component: template('alias'),
        context: { target: path, ...frame },
      })
      actions.createRedirect({ fromPath: alias, toPath: path, isPermanent: true })
    }
  }
  createNotFoundPages(actions, graph, frameFor)
}

/** Every template a content kind needs exists; checked by the unit tests, not at every build. */
export function missingTemplates(kinds: readonly string[]): string[] {
  return kinds.map(template).filter((path) => !existsSync(path))
}

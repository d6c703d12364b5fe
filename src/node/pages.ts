import { checkFactFiles } from './facts/check'
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Actions, CreatePagesArgs, Node, Reporter } from 'gatsby'
import { defaultLanguage, languageCodes, type Language } from '../i18n/languages'
import { notFoundMatchPath, notFoundPagePath } from '../i18n/not-found'
import {
  articleListFrame,
  contentPageFrame,
  pageFrame,
  type AliasPageContext,
  type ContentPageContext,
  type NotFoundPageContext,
  type PageFrameContext,
} from '../i18n/page-context'
import type { UiStrings } from '../i18n/strings'
import type { PreviewSiteFrames } from './cms/preview-site'
import { keepFindings, listMdxFiles, recallFindings } from './content-files'
import { contentRoot, projectRoot, stringsRoot, templatesRoot } from './project-paths'
import { buildTranslationGraph, type TranslationGraph } from './translation-graph'
import { outdatedTranslations } from './translation-status'
import {
  keepProblemsTemplateInBundle,
  rememberPaths,
  showProblemsInPreview,
} from './preview-problems'
import { loadUiStrings } from './ui-strings'
import { checkContentFiles, formatProblem } from './validate'
import {
  articleLinks,
  itemInLanguageKey,
  isArticleListKind,
  listedArticles,
  newestFirst,
  siteListPages,
  type ArticleEnd,
  type ArticleEntry,
  type ArticleNode,
  type SiteListPage,
} from './article-lists'

interface MdxNode extends Node, ArticleNode {
  fields: { language: Language; path: string; kind: string; translationKey: string }
  frontmatter: ArticleNode['frontmatter'] & {
    aliases?: string[]
    title?: string
    name?: string
    role?: string
  }
}

/** Legal documents and plain pages are both pages of text, with one template (document.tsx). */
const template = (kind: string) =>
  resolve(templatesRoot, `${kind === 'legal' || kind === 'page' ? 'document' : kind}.tsx`)

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
    const page = {
      path: notFoundPagePath(language, notFoundKind),
      matchPath: notFoundMatchPath(language, notFoundKind),
      component: template('not-found'),
      context: { ...frameFor(language, homes), notFoundKind },
    }
    actions.createPage<NotFoundPageContext>(page)
    // Gatsby copies /404 to /404.html when /404 is first made, not when `npm start` makes it
    // again unchanged after a content change, and then drops /404.html as stale: every page of
    // the development server asks for it, and would report a missing 404 page.
    if (page.path === '/404')
      actions.createPage<NotFoundPageContext>({ ...page, path: '/404.html' })
  }
}

/** Where a build keeps what it found in each content file's text, for the next (Gatsby's cache). */
const findingsFile = join(projectRoot, '.cache', 'content-findings.json')

/**
 * Checks every content file and UI-strings file as the writer left them, and reports each problem
 * in plain words; returns the files and UI strings it read, and the problems. It runs before Gatsby
 * reads the files and again whenever the pages are made, as the files change in `npm start`. It
 * reads the files on disk as well as those Gatsby knows: a file whose frontmatter is not valid
 * YAML has no node, and is reported as such, not as a missing language.
 */
export function checkedContent(reporter: Reporter, knownFiles: readonly string[] = []) {
  const files = [...new Set([...listMdxFiles(contentRoot), ...knownFiles])]
  recallFindings(findingsFile)
  const content = checkContentFiles(files, contentRoot, projectRoot)
  keepFindings(findingsFile)
  const uiStrings = loadUiStrings(stringsRoot, projectRoot)
  const problems = [
    ...content.problems,
    ...uiStrings.problems,
    ...checkFactFiles(contentRoot, projectRoot),
  ]
  if (problems.length > 0)
    reporter.panicOnBuild(
      `The content has ${problems.length} problem(s) to fix:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n')}`,
    )
  return { files: content.files, uiStrings: uiStrings.strings, problems }
}

/** Checks the content before Gatsby reads it (see checkedContent). */
export function checkContentBeforeSourcing(reporter: Reporter) {
  checkedContent(reporter)
}

/**
 * Makes every page of the content; returns what the CMS preview frames its pages with (see
 * cms/preview-site.ts), or nothing when a build stops at a problem.
 */
export function createContentPages({
  actions,
  reporter,
  getNodesByType,
}: Pick<CreatePagesArgs, 'actions' | 'reporter' | 'getNodesByType'>):
  PreviewSiteFrames | undefined {
  const allNodes = getNodesByType('Mdx') as MdxNode[]
  const { files, uiStrings, problems } = checkedContent(
    reporter,
    allNodes.map((node) => node.internal.contentFilePath ?? ''),
  )
  // A build stops at a problem; the development server shows it on the page it touches.
  const inPreview = process.env.gatsby_executing_command === 'develop'
  if (problems.length > 0 && !inPreview) return undefined
  if (inPreview) keepProblemsTemplateInBundle(actions)
  const nodes = problems.length > 0 ? showProblemsInPreview(actions, allNodes, problems) : allNodes
  rememberPaths(nodes)
  const updatedEnglishOf = outdatedTranslations(files, projectRoot)
  const graph = buildTranslationGraph(nodes.map((node) => node.fields))
  const stringsIn = (language: Language) => uiStrings[language] as UiStrings
  const frameFor: FrameFor = (language, translations) =>
    pageFrame(graph, stringsIn(language), language, translations)
  // In `npm start`, an article whose file has a problem is not among the nodes, so listed nowhere.
  const articles = listedArticles(nodes)
  const newestIn = (language: Language) =>
    articles
      .filter((article) => article.language === language)
      .sort(newestFirst)
      .slice(0, 1)
      .map(({ id }) => id)
  const links = articleLinks(articles)
  const linksOf = (id: string) => {
    const { newerId, olderId, relatedIds = [] } = links.get(id) ?? {}
    return {
      newerId,
      neighbourIds: [newerId, olderId].filter((neighbour) => neighbour !== undefined),
      relatedIds,
    }
  }
  const listPagesOf = new Map<string, SiteListPage[]>()
  for (const listPage of siteListPages(
    nodes.map((node) => node.fields),
    graph,
    articles,
    (language) => stringsIn(language).addresses.page,
  )) {
    const key = itemInLanguageKey(listPage.translationKey, listPage.language)
    listPagesOf.set(key, [...(listPagesOf.get(key) ?? []), listPage])
  }

  for (const node of nodes) {
    const { language, path, kind } = node.fields
    const outdated = updatedEnglishOf.has(node.internal.contentFilePath ?? '')
    const frame = contentPageFrame(graph, stringsIn(language), node.fields, outdated)
    // One module per kind of page; the template renders the body the schema compiled.
    const page = { path, component: template(kind), context: { id: node.id, kind, ...frame } }
    if (isArticleListKind(kind))
      for (const listPage of listPagesOf.get(
        itemInLanguageKey(node.fields.translationKey, language),
      ) ?? [])
        actions.createPage<ContentPageContext>({
          ...page,
          path: listPage.path,
          context: { ...page.context, ...articleListFrame(graph, listPage) },
        })
    else
      actions.createPage<ContentPageContext>({
        ...page,
        context: {
          ...page.context,
          ...(kind === 'home' && { postIds: newestIn(language) }),
          ...(kind === 'post' && linksOf(node.id)),
        },
      })
    for (const alias of node.frontmatter.aliases ?? []) {
      actions.createPage<AliasPageContext>({
        path: alias,
        component: template('alias'),
        // A redirect page says nothing of the translation being older than its English file.
        context: { target: path, ...frameFor(language, frame.translations) },
      })
    }
  }
  createNotFoundPages(actions, graph, frameFor)
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const articleEnds = Object.fromEntries(
    articles.map(({ id }): [string, ArticleEnd] => {
      const { fields } = byId.get(id) as MdxNode
      const { newerId, neighbourIds, relatedIds } = linksOf(id)
      const neighbours = neighbourIds.map((neighbourId) => {
        const neighbour = byId.get(neighbourId) as MdxNode
        const title = String(neighbour.frontmatter.title ?? '')
        return { id: neighbourId, fields: { path: neighbour.fields.path }, frontmatter: { title } }
      })
      return [
        itemInLanguageKey(fields.translationKey, fields.language),
        { newerId, neighbours, relatedIds },
      ]
    }),
  )
  const entries = Object.fromEntries(
    nodes
      .filter(({ fields }) => fields.kind === 'author' || fields.kind === 'category')
      .map(({ id, fields, frontmatter: { name = '', role } }): [string, ArticleEntry] => [
        itemInLanguageKey(fields.translationKey, fields.language),
        { id, fields: { path: fields.path }, frontmatter: { name, ...(role && { role }) } },
      ]),
  )
  return {
    pages: nodes.map((node) => node.fields),
    postIds: articles.map(({ id }) => id),
    articleEnds,
    entries,
    strings: uiStrings,
    outdatedFiles: [...updatedEnglishOf].map((file) => relative(projectRoot, file)),
  }
}

/** Every template a content kind needs exists; checked by the unit tests, not at every build. */
export function missingTemplates(kinds: readonly string[]): string[] {
  return kinds.map(template).filter((path) => !existsSync(path))
}

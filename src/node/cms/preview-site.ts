import { articlesPerPage } from '../../config/blog'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { languageCodes, type Language } from '../../i18n/languages'
import type { UiStrings } from '../../i18n/strings'
import { splitContentFile } from '../content-files'
import { contentRoot, projectRoot } from '../project-paths'
import type { GraphPage } from '../translation-graph'
import type { ArticleEnd, ArticleEntry } from '../article-lists'
import { adminFolder } from './admin'

/**
 * What the CMS preview knows of the site beyond the file being edited, as the build made it:
 * every page (for the routes and translations of the page's frame), the UI strings, which
 * translations are older than their English file, and the blog posts a page may list.
 */
export interface PreviewSiteFrames {
  pages: GraphPage[]
  strings: Partial<Record<Language, UiStrings>>
  /** The files (from the project's root) whose English file changed after they were translated. */
  outdatedFiles: string[]
  /** The articles the blog and home pages may list (see ContentPageContext.postIds). */
  postIds: string[]
  /** Where each article leads on, by itemInLanguageKey. */
  articleEnds: Record<string, ArticleEnd>
  /** Each author's and category's page in each language, by itemInLanguageKey, as articles link them. */
  entries: Record<string, ArticleEntry>
}

/** A content file's fields and text, as the preview draws its page. */
export interface PageSource {
  frontmatter: Record<string, unknown>
  body: string
}

export interface PreviewSite extends PreviewSiteFrames {
  /** Each language's posts, newest first, as the blog page and the home page query them. */
  posts: Partial<Record<Language, Queries.PostCardFragment[]>>
  /**
   * The pages a change of the interface texts or of the facts shows on (showcasePages), in every
   * language: their files as the last build read them.
   */
  showcase: Partial<Record<Language, Partial<Record<ShowcasePage, PageSource>>>>
}

/** The pages that show the facts and texts written outside the pages: prices, figures, buttons. */
export const showcasePages = ['home', 'pricing'] as const
export type ShowcasePage = (typeof showcasePages)[number]

/** A showcase page's file; none while it cannot be read, which the content check reports. */
function pageSource(page: ShowcasePage, language: Language): [ShowcasePage, PageSource][] {
  try {
    const path = join(contentRoot, 'pages', page, `index.${language}.mdx`)
    const { frontmatter, body } = splitContentFile(readFileSync(path, 'utf8'))
    return [[page, { frontmatter: frontmatter as Record<string, unknown>, body }]]
  } catch {
    return []
  }
}

function showcaseSources(): PreviewSite['showcase'] {
  return Object.fromEntries(
    languageCodes.map((language) => [
      language,
      Object.fromEntries(showcasePages.flatMap((page) => pageSource(page, language))),
    ]),
  )
}

/** Beside the CMS's page; the preview fetches it once. */
export const previewSiteFile = 'preview-site.json'

/**
 * The GraphQL fragments the components define (`fragment Name on Type {…}`, one per graphql
 * tag), by name. Gatsby offers them to page queries only, so the preview's query of the posts
 * takes them from the components' source: the cards it shows are the blog page's, field for field.
 */
function componentFragments(): Map<string, string> {
  const folder = join(projectRoot, 'src', 'components')
  const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
  const definitions = sources.flatMap((source) =>
    [...source.matchAll(/graphql`\s*(fragment\s+(\w+)[^`]*)`/g)].map(
      ([, text = '', name = '']) => [name, text] as const,
    ),
  )
  return new Map(definitions)
}

/** A fragment's definition with those of every fragment it spreads, for a query of its own. */
function withSpreadFragments(name: string, fragments: ReadonlyMap<string, string>): string[] {
  const text = fragments.get(name)
  if (!text) throw new Error(`No component defines the GraphQL fragment ${name}.`)
  const spread = [...text.matchAll(/\.\.\.(\w+)/g)].map(([, inner = '']) => inner)
  return [text, ...spread.flatMap((inner) => withSpreadFragments(inner, fragments))]
}

/** Each language's newest posts, as the blog's first page shows them; or why there are none. */
async function postsByLanguage(
  graphql: CreatePagesArgs['graphql'],
  postIds: readonly string[],
): Promise<PreviewSite['posts'] | { problem: string }> {
  const fragments = [...new Set(withSpreadFragments('PostCard', componentFragments()))]
  const result = await graphql<{
    allMdx: { nodes: (Queries.PostCardFragment & { fields: { language: Language } })[] }
  }>(
    `
      query PreviewPosts($postIds: [String!]!) {
        allMdx(
          filter: { id: { in: $postIds } }
          sort: [{ frontmatter: { date: DESC } }, { fields: { path: ASC } }]
        ) {
          nodes {
            fields {
              language
            }
            ...PostCard
          }
        }
      }
      ${fragments.join('\n')}
    `,
    { postIds },
  )
  if (result.errors || !result.data)
    return {
      problem: `The CMS preview's posts could not be read: ${JSON.stringify(result.errors)}`,
    }
  // The blog's first page shows the newest; the home page, the newest one.
  const posts: PreviewSite['posts'] = {}
  for (const post of result.data.allMdx.nodes) {
    const ofLanguage = (posts[post.fields.language] ??= [])
    if (ofLanguage.length < articlesPerPage) ofLanguage.push(post)
  }
  return posts
}

/**
 * Writes what the CMS preview knows of the site into public/admin/ (see PreviewSite); a build
 * stops where it cannot, and the development server says why and goes on.
 */
export async function writePreviewSite(
  frames: PreviewSiteFrames,
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
): Promise<void> {
  const posts = await postsByLanguage(graphql, frames.postIds)
  if ('problem' in posts) {
    reporter.panicOnBuild(posts.problem)
    return
  }
  const site: PreviewSite = { ...frames, posts, showcase: showcaseSources() }
  writeFileSync(join(projectRoot, 'public', adminFolder, previewSiteFile), JSON.stringify(site))
}

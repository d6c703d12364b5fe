import { readFileSync } from 'node:fs'
import { copyFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GatsbyNode, Reporter } from 'gatsby'
import type { Language } from '../../i18n/languages'
import { isIndexedKind } from '../../seo/indexing'
import { projectRoot } from '../project-paths'
import { listBuiltPages } from './built-pages'
import { writeFeeds } from './feeds'
import { writeHostRules } from './host-rules'
import { writePagesAsHtmlFiles } from './page-files'
import { writeRobotsTxt } from './robots'
import { writeSearchIndex, type SearchIndexDigests } from './search-index'
import { videoHosts, type VideoHost } from '../../config/video-hosts'
import { headersFile, hostHeaderRules, siteWideInlineHashes } from './security-headers'
import { writeShareImages } from './share-images'
import { setAsideUnshippedFiles } from './unshipped-files'

/** The built pages with their HTML, read one at a time. */
function* readBuiltPages(publicDir: string) {
  for (const { path, file } of listBuiltPages(publicDir)) {
    yield { path, html: readFileSync(file, 'utf8') }
  }
}

interface PagesQuery {
  allMdx: {
    nodes: {
      fields: { path: string; language: Language; kind: string }
      videoHosts: string[]
      authorPage: { frontmatter: { name: string | null } } | null
      categoryPages: { frontmatter: { name: string | null } }[]
      frontmatter: {
        title: string
        description: string
        aliases: string[] | null
        excerpt: string | null
        date: string | null
      }
    }[]
  }
}

/**
 * Files the static host serves beside the pages: robots.txt, /sitemap.xml, share images,
 * the blog feed of every language, the site search's index, the host rules for aliases and
 * not-found pages, and the security headers. Then public/ is left holding only the site, each
 * page in the file static hosts serve at its path without a redirect.
 */
/** Where Gatsby's cache keeps what each language's search index was made from. */
const searchIndexDigestsKey = 'search-index-digests'

/** Runs one step after the build, reported with its time as Gatsby reports its own steps. */
async function timed<T>(reporter: Reporter, name: string, work: () => Promise<T> | T): Promise<T> {
  const activity = reporter.activityTimer(name)
  activity.start()
  try {
    return await work()
  } finally {
    activity.end()
  }
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache }) => {
  const publicDir = join(projectRoot, 'public')
  const result = await graphql<PagesQuery>(`
    {
      allMdx {
        nodes {
          fields {
            path
            language
            kind
          }
          videoHosts
          authorPage {
            frontmatter {
              name
            }
          }
          categoryPages {
            frontmatter {
              name
            }
          }
          frontmatter {
            title
            description
            aliases
            excerpt
            date(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      'Could not read the pages for the files written after the build.',
      result.errors,
    )
    return
  }
  const { nodes } = result.data.allMdx
  const searchPaths = nodes
    .filter(({ fields }) => fields.kind === 'search')
    .map(({ fields }) => fields.path)
  const videoPages = nodes
    .filter(({ videoHosts: hosts }) => hosts.length > 0)
    .map(({ fields, videoHosts: hosts }) => ({
      path: fields.path,
      frames: hosts.map((host) => videoHosts[host as VideoHost].frameOrigin),
    }))
  // Pages kept out of search engines have no share card, so no share image either.
  const sharedPages = nodes
    .filter(({ fields }) => isIndexedKind(fields.kind))
    .map(({ fields, frontmatter }) => ({ path: fields.path, title: frontmatter.title }))
  const channels = nodes
    .filter(({ fields }) => fields.kind === 'blog')
    .map(({ fields, frontmatter }) => ({ ...fields, ...frontmatter }))
  const posts = nodes
    .filter(({ fields }) => fields.kind === 'post')
    .map(({ fields, frontmatter, authorPage, categoryPages }) => ({
      ...fields,
      title: frontmatter.title,
      excerpt: frontmatter.excerpt ?? '',
      author: authorPage?.frontmatter.name ?? '',
      categories: categoryPages.map((category) => category.frontmatter.name ?? ''),
      date: frontmatter.date ?? '',
    }))
  const aliases = nodes.flatMap(({ fields, frontmatter }) =>
    (frontmatter.aliases ?? []).map((from) => ({ from, to: fields.path })),
  )
  // The search index first and alone: Pagefind holds a language's index in memory until it writes
  // it (half a gigabyte for 1,000 pages), and reading the built pages for their inline hashes or
  // drawing the share images beside it would add to that.
  const previousDigests =
    ((await cache.get(searchIndexDigestsKey)) as SearchIndexDigests | undefined) ?? {}
  await timed(reporter, 'writing the site search index', () =>
    writeSearchIndex(
      publicDir,
      nodes.map(({ fields }) => fields),
      previousDigests,
    ),
  ).then(
    async ({ pagesIndexed, digests }) => {
      await cache.set(searchIndexDigestsKey, digests)
      const indexed = Object.entries(pagesIndexed)
      reporter.info(
        indexed.length === 0
          ? 'The site search kept its index: no page of any language changed.'
          : `The site search indexed ${indexed
              .map(([language, count]) => `${count} pages in ${language}`)
              .join(', ')}.`,
      )
    },
    (error: unknown) =>
      reporter.panicOnBuild(`The site search's index could not be written: ${String(error)}`),
  )
  const inlineHashes = await timed(reporter, 'reading the inline scripts and styles', () =>
    siteWideInlineHashes(readBuiltPages(publicDir)),
  )
  if ('problem' in inlineHashes) {
    reporter.panicOnBuild(inlineHashes.problem)
    return
  }
  await Promise.all([
    // gatsby-plugin-sitemap writes an index; crawlers and robots.txt look for /sitemap.xml.
    copyFile(join(publicDir, 'sitemap-index.xml'), join(publicDir, 'sitemap.xml')),
    writeRobotsTxt(publicDir),
    timed(reporter, 'writing the share images', () =>
      writeShareImages(publicDir, sharedPages, join(cache.directory, 'share-images')),
    ),
    writeHostRules(publicDir, aliases),
    writeFeeds(publicDir, channels, posts),
    writeFile(
      join(publicDir, '_headers'),
      headersFile(hostHeaderRules(inlineHashes, searchPaths, videoPages)),
    ),
  ])
  await timed(reporter, 'placing the pages where static hosts serve them', () => {
    setAsideUnshippedFiles(publicDir, join(projectRoot, '.cache'))
    // Last, so that Pagefind and the readers above find the pages where Gatsby wrote them.
    writePagesAsHtmlFiles(publicDir, join(projectRoot, '.cache'))
  })
}

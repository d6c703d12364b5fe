import { graphql, type HeadProps } from 'gatsby'
import type { ReactNode } from 'react'
import { ownPath, type ContentPageContext } from '../../i18n/page-context'
import { blogItem } from '../../i18n/navigation'
import { breadcrumbList, webPage, type JsonLd } from '../../seo/structured-data'
import { absoluteUrl } from '../../seo/urls'
import { NoIndexHead, SeoHead } from './seo-head'
import { isPageFrameContext } from '../layout/page-frame'

/** What the head of every content page needs from its file. */
export const query = graphql`
  fragment ContentPageMeta on Mdx {
    frontmatter {
      title
      description
    }
  }
`

type ContentHeadProps = HeadProps<
  { mdx: Queries.ContentPageMetaFragment | null },
  ContentPageContext
> & {
  type?: 'website' | 'article'
  /** The page's title, where it is not its file's: a later page of the blog's list. */
  title?: string
  structuredData?: readonly JsonLd[]
  children?: ReactNode
}

/** The trail of names and paths from the home page to this page. */
function breadcrumbTrail(frame: ContentPageContext, title: string, path: string) {
  const home = { name: frame.strings.breadcrumb.home, path: frame.routes['pages/home'] ?? '/' }
  const blog = { name: frame.strings.nav.blog, path: frame.routes[blogItem] ?? home.path }
  if (path === home.path) return [home]
  const inBlog =
    ['post', 'category', 'author'].includes(frame.kind) || (frame.articleList?.number ?? 1) > 1
  return inBlog ? [home, blog, { name: title, path }] : [home, { name: title, path }]
}

/**
 * The Head of a content page: its metadata, page and breadcrumb structured data, and extras.
 * In `npm start`, none while the page's data is that of its content problems (wrapPageElement).
 */
export function ContentPageHead({
  data,
  pageContext,
  type,
  title: ownTitle,
  structuredData = [],
  children,
}: ContentHeadProps) {
  if (!data.mdx || !isPageFrameContext(pageContext)) return null
  const { description } = data.mdx.frontmatter
  const title = ownTitle ?? data.mdx.frontmatter.title
  const path = ownPath(pageContext)
  const url = absoluteUrl(path)
  return (
    <SeoHead
      frame={pageContext}
      title={title}
      description={description}
      path={path}
      // The blog's later pages share its first page's card.
      sharedAs={pageContext.articleList?.pagePaths[0]}
      type={type}
      structuredData={[
        webPage({ url, name: title, description, language: pageContext.language }),
        breadcrumbList(url, breadcrumbTrail(pageContext, title, path)),
        ...structuredData,
      ]}
    >
      {children}
    </SeoHead>
  )
}

/** The Head of a content page search engines must not list (thank-you, search): no alternates. */
export function NoIndexContentPageHead({
  data,
  pageContext,
}: HeadProps<{ mdx: Queries.ContentPageMetaFragment | null }, ContentPageContext>) {
  if (!data.mdx || !isPageFrameContext(pageContext)) return null
  const { title, description } = data.mdx.frontmatter
  return <NoIndexHead frame={pageContext} title={title} description={description} />
}

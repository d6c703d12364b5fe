import type { PageProps } from 'gatsby'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import type { ContentPageContext } from '../../../i18n/page-context'
import type { ContentKind } from '../../../node/frontmatter/kinds'
import type { ArticleEnd } from '../../../node/article-lists'
import type { ArticleEntry } from '../../../node/article-lists'
import AboutTemplate from '../../../templates/about'
import AuthorTemplate from '../../../templates/author'
import BlogTemplate from '../../../templates/blog'
import CaseStudiesTemplate from '../../../templates/case-studies'
import CategoryTemplate from '../../../templates/category'
import ContactTemplate from '../../../templates/contact'
import DocumentTemplate from '../../../templates/document'
import HomeTemplate from '../../../templates/home'
import PostTemplate from '../../../templates/post'
import PricingTemplate from '../../../templates/pricing'
import SearchTemplate from '../../../templates/search'
import ServicesTemplate from '../../../templates/services'
import ThankYouTemplate from '../../../templates/thank-you'

type Posts = readonly Queries.PostCardFragment[]

/** The edited file's part of its page query's data, as the preview makes it (page.tsx). */
export interface PreviewMdx {
  frontmatter: Record<string, unknown>
  compiledBody: string
  readingMinutes: number
  /** None: the preview gives the body its images itself (page.tsx). */
  bodyImages: readonly []
  authorPage: ArticleEntry | null
  categoryPages: readonly ArticleEntry[]
}

/** A page of one kind, from the edited file, the site's posts and the page context. */
export type PagePreview = (
  mdx: PreviewMdx,
  posts: Posts,
  pageContext: ContentPageContext,
  articleEnd?: ArticleEnd,
) => ReactElement

/**
 * A template with the data its page query gives it on the site: the file's own (`mdx`) and what
 * the query adds from the rest of the site (`added`).
 */
function preview<Data extends { mdx: unknown }>(
  Template: (props: PageProps<Data, ContentPageContext>) => ReactNode,
  added: (posts: Posts, articleEnd: ArticleEnd | undefined, mdx: PreviewMdx) => Omit<Data, 'mdx'>,
): PagePreview {
  // The templates read only `data` and `pageContext` of Gatsby's page props.
  const Page = Template as unknown as ComponentType<{
    data: Data
    pageContext: ContentPageContext
  }>
  return (mdx, posts, pageContext, articleEnd) => {
    // The file passed the build's checks, so it has the fields of its kind, which its query's
    // types describe (both are generated from kinds.ts).
    const data = { ...added(posts, articleEnd, mdx), mdx } as unknown as Data
    return <Page data={data} pageContext={pageContext} />
  }
}

const nothing = () => ({})

/** The newest posts that link to the edited author's or category's page (its `slug`). */
const postsLinkingTo = (posts: Posts, mdx: PreviewMdx) => {
  const path = mdx.frontmatter.slug
  return posts.filter(
    (post) =>
      post.authorPage?.fields.path === path ||
      post.categoryPages.some((category) => category.fields.path === path),
  )
}

/** Every kind of content, previewed with its own template (the build's choice, pages.ts). */
export const pagePreviews: Record<ContentKind, PagePreview> = {
  // The services the home page's query adds are for its head's structured data, not its page.
  home: preview(HomeTemplate, (posts) => ({
    latestPosts: posts.slice(0, 1),
    servicesPage: null,
  })),
  about: preview(AboutTemplate, nothing),
  services: preview(ServicesTemplate, nothing),
  'case-studies': preview(CaseStudiesTemplate, nothing),
  pricing: preview(PricingTemplate, nothing),
  blog: preview(BlogTemplate, (posts) => ({ posts })),
  contact: preview(ContactTemplate, nothing),
  'thank-you': preview(ThankYouTemplate, nothing),
  search: preview(SearchTemplate, nothing),
  page: preview(DocumentTemplate, nothing),
  category: preview(CategoryTemplate, (posts, _end, mdx) => ({
    posts: postsLinkingTo(posts, mdx),
  })),
  author: preview(AuthorTemplate, (posts, _end, mdx) => ({
    posts: postsLinkingTo(posts, mdx),
  })),
  legal: preview(DocumentTemplate, nothing),
  // An article's neighbours and suggestions, as the last build found them among the others.
  post: preview(PostTemplate, (posts, end) => ({
    neighbours: end?.neighbours ?? [],
    // In the order articleLinks chose them: those that share a category first.
    related: (end?.relatedIds ?? []).flatMap((id) => posts.filter((post) => post.id === id)),
  })),
}

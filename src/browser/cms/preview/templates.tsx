import type { PageProps } from 'gatsby'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import type { ContentPageContext } from '../../../i18n/page-context'
import type { ContentKind } from '../../../node/frontmatter/kinds'
import type { ArticleEnd } from '../../../node/article-lists'
import AboutTemplate from '../../../templates/about'
import BlogTemplate from '../../../templates/blog'
import CaseStudiesTemplate from '../../../templates/case-studies'
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
  added: (posts: Posts, articleEnd?: ArticleEnd) => Omit<Data, 'mdx'>,
): PagePreview {
  // The templates read only `data` and `pageContext` of Gatsby's page props.
  const Page = Template as unknown as ComponentType<{
    data: Data
    pageContext: ContentPageContext
  }>
  return (mdx, posts, pageContext, articleEnd) => {
    // The file passed the build's checks, so it has the fields of its kind, which its query's
    // types describe (both are generated from kinds.ts).
    const data = { ...added(posts, articleEnd), mdx } as unknown as Data
    return <Page data={data} pageContext={pageContext} />
  }
}

const nothing = () => ({})

/** Every kind of content, previewed with its own template (the build's choice, pages.ts). */
export const pagePreviews: Record<ContentKind, PagePreview> = {
  // The services the home page's query adds are for its head's structured data, not its page.
  home: preview(HomeTemplate, (posts) => ({
    latestPosts: { nodes: posts.slice(0, 1) },
    servicesPage: null,
  })),
  about: preview(AboutTemplate, nothing),
  services: preview(ServicesTemplate, nothing),
  'case-studies': preview(CaseStudiesTemplate, nothing),
  pricing: preview(PricingTemplate, nothing),
  blog: preview(BlogTemplate, (posts) => ({ posts: { nodes: posts } })),
  contact: preview(ContactTemplate, nothing),
  'thank-you': preview(ThankYouTemplate, nothing),
  search: preview(SearchTemplate, nothing),
  page: preview(DocumentTemplate, nothing),
  legal: preview(DocumentTemplate, nothing),
  // An article's neighbours and suggestions, as the last build found them among the others.
  post: preview(PostTemplate, (posts, end) => ({
    neighbours: { nodes: end?.neighbours ?? [] },
    related: { nodes: posts.filter(({ id }) => end?.relatedIds.includes(id)) },
  })),
}

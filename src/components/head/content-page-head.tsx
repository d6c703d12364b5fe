import { graphql, type HeadProps } from 'gatsby'
import { ownPath, type PageFrameContext } from '../../i18n/page-context'
import { SeoHead } from './seo-head'

/** What the head of every content page needs from its file. */
export const query = graphql`
  fragment ContentPageMeta on Mdx {
    frontmatter {
      title
      description
    }
  }
`

/** The Head export of a content page template. */
export function ContentPageHead({
  data,
  pageContext,
}: HeadProps<{ mdx: Queries.ContentPageMetaFragment | null }, PageFrameContext>) {
  if (!data.mdx) return null
  const { title, description } = data.mdx.frontmatter
  return (
    <SeoHead
      language={pageContext.language}
      title={title}
      description={description}
      path={ownPath(pageContext)}
    />
  )
}

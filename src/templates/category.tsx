import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ArticleListHead } from '../components/head/article-list-head'
import { ArticleList } from '../components/sections/article-list'
import { Hero } from '../components/sections/hero'
import { useStrings } from '../components/layout/page-frame'
import type { ContentPageContext } from '../i18n/page-context'

/** A category: its name and description, and its articles in the page's language, newest first. */
export default function CategoryTemplate({
  data,
  pageContext,
}: PageProps<Queries.CategoryPageQuery, ContentPageContext>) {
  const strings = useStrings()
  if (!data.mdx) return null
  const { name, description } = data.mdx.frontmatter
  return (
    <>
      <Hero
        eyebrow={strings.blog.category}
        heading={name ?? ''}
        headingVariant="pageTitle"
        lead={description}
      />
      <div sx={{ variant: 'layout.container', py: [7, 8] }}>
        <ArticleList posts={data.posts} headingLevel="h2" pages={pageContext.articleList} />
      </div>
    </>
  )
}

export function Head(props: HeadProps<Queries.CategoryPageQuery, ContentPageContext>) {
  return <ArticleListHead {...props} />
}

export const query = graphql`
  query CategoryPage($id: String!, $postIds: [String!]!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        name
      }
    }
    posts: mdxNodes(ids: $postIds) {
      ...PostCard
    }
  }
`

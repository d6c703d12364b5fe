import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ArticleListHead } from '../components/head/article-list-head'
import { Hero } from '../components/sections/hero'
import { ArticleList } from '../components/sections/article-list'
import { useLanguage, useStrings } from '../components/layout/page-frame'
import { notTranslatedAnchor } from '../i18n/navigation'
import type { ContentPageContext } from '../i18n/page-context'
import { feedPath } from '../seo/urls'

export default function BlogTemplate({
  data,
  pageContext,
}: PageProps<Queries.BlogPageQuery, ContentPageContext>) {
  const language = useLanguage()
  const strings = useStrings()
  if (!data.mdx) return null
  const { hero } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      <div sx={{ variant: 'layout.container', py: [7, 8] }}>
        {/* Shown to a visitor whose language menu led here from an article not in this language. */}
        <p
          id={notTranslatedAnchor}
          role="note"
          data-pagefind-ignore
          sx={{
            display: 'none',
            ':target': { display: 'block', bg: 'muted', borderRadius: 'large', p: 4, mt: 0, mb: 6 },
          }}
        >
          {strings.blog.notTranslated}
        </p>
        <ArticleList posts={data.posts} headingLevel="h2" pages={pageContext.articleList} />
        <p sx={{ mt: 6, mb: 0 }}>
          <a href={feedPath(language)} type="application/rss+xml">
            {strings.feed.subscribe}
          </a>
        </p>
      </div>
    </>
  )
}

export function Head(props: HeadProps<Queries.BlogPageQuery, ContentPageContext>) {
  return <ArticleListHead {...props} />
}

export const query = graphql`
  query BlogPage($id: String!, $postIds: [String!]!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        hero {
          ...HeroText
        }
      }
    }
    posts: mdxNodes(ids: $postIds) {
      ...PostCard
    }
  }
`

import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { Hero } from '../components/sections/hero'
import { Pagination } from '../components/sections/pagination'
import { PostCard } from '../components/sections/post-card'
import { useLanguage, useStrings } from '../components/layout/page-frame'
import { notTranslatedAnchor } from '../i18n/navigation'
import type { ContentPageContext } from '../i18n/page-context'
import { fill } from '../i18n/strings'
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
        <ul
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 5,
            gridTemplateColumns: ['1fr', null, 'repeat(2, 1fr)'],
          }}
        >
          {data.posts.nodes.map((post, index) => (
            <li key={post.id}>
              <PostCard
                post={post}
                headingLevel="h2"
                imageLoading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
        {pageContext.articleList && <Pagination {...pageContext.articleList} />}
        <p sx={{ mt: 6, mb: 0 }}>
          <a href={feedPath(language)} type="application/rss+xml">
            {strings.feed.subscribe}
          </a>
        </p>
      </div>
    </>
  )
}

/** A later page of the list is titled with its number, so that no two pages share a title. */
export function Head(props: HeadProps<Queries.BlogPageQuery, ContentPageContext>) {
  const { data, pageContext } = props
  const number = pageContext.articleList?.number ?? 1
  if (!data.mdx || number === 1) return <ContentPageHead {...props} />
  const { title } = data.mdx.frontmatter
  const numbered = fill(pageContext.strings.blog.pageTitle, { title, number: String(number) })
  return <ContentPageHead {...props} title={numbered} />
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
    posts: allMdx(
      filter: { id: { in: $postIds } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { path: ASC } }]
    ) {
      nodes {
        ...PostCard
      }
    }
  }
`

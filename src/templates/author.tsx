import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { getSrc } from 'gatsby-plugin-image'
import { ArticleListHead } from '../components/head/article-list-head'
import { isPageFrameContext, useStrings } from '../components/layout/page-frame'
import { ArticleList } from '../components/sections/article-list'
import { authorArticlesId } from '../components/layout/page-ids'
import { Picture } from '../components/ui/picture'
import { ownPath, type ContentPageContext } from '../i18n/page-context'
import { fill } from '../i18n/strings'
import { person } from '../seo/structured-data'
import { absoluteUrl } from '../seo/urls'

/** An author: their photo, name, role and bio, and their articles in the page's language. */
export default function AuthorTemplate({
  data,
  pageContext,
}: PageProps<Queries.AuthorPageQuery, ContentPageContext>) {
  const strings = useStrings()
  if (!data.mdx) return null
  const { name, role, bio, image } = data.mdx.frontmatter
  const photo = image?.childImageSharp?.gatsbyImageData
  return (
    <>
      <div sx={{ bg: 'muted', py: [7, 8] }}>
        <div
          sx={{
            variant: 'layout.container',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: [4, 6],
          }}
        >
          {photo && (
            // The name beside it says who it is.
            <Picture
              image={photo}
              alt=""
              loading="eager"
              sx={{ borderRadius: '50%', width: [120, 160], height: 'auto' }}
            />
          )}
          <div sx={{ maxWidth: 720 }}>
            <h1 sx={{ variant: 'text.display' }}>{name}</h1>
            <p sx={{ variant: 'text.lead', mt: 3, mb: 0 }}>{role}</p>
            <p sx={{ mt: 4, mb: 0 }}>{bio}</p>
          </div>
        </div>
      </div>
      <section aria-labelledby={authorArticlesId} sx={{ variant: 'layout.container', py: [7, 8] }}>
        <h2 id={authorArticlesId} sx={{ variant: 'text.sectionTitle', mb: 5 }}>
          {fill(strings.blog.articlesBy, { author: name ?? '' })}
        </h2>
        <ArticleList posts={data.posts} headingLevel="h3" pages={pageContext.articleList} />
      </section>
    </>
  )
}

export function Head(props: HeadProps<Queries.AuthorPageQuery, ContentPageContext>) {
  const { data, pageContext } = props
  if (!data.mdx || !isPageFrameContext(pageContext)) return null
  const { name, role, bio, image } = data.mdx.frontmatter
  const photo = image?.childImageSharp?.gatsbyImageData
  const author = person({
    name: name ?? '',
    path: ownPath(pageContext),
    role: role ?? undefined,
    bio: bio ?? undefined,
    image: photo ? absoluteUrl(getSrc(photo) ?? '') : undefined,
  })
  return <ArticleListHead {...props} structuredData={[author]} />
}

export const query = graphql`
  query AuthorPage($id: String!, $postIds: [String!]!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        name
        role
        bio
        image {
          childImageSharp {
            gatsbyImageData(width: 160, height: 160, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    posts: mdxNodes(ids: $postIds) {
      ...PostCard
    }
  }
`

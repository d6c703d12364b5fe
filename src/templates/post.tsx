import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { getSrc } from 'gatsby-plugin-image'
import { isPageFrameContext, useRoute, useStrings } from '../components/layout/page-frame'
import { ContentPageHead } from '../components/head/content-page-head'
import { Prose } from '../components/mdx/mdx-components'
import { readNextId } from '../components/layout/page-ids'
import { ArticleCategories, ArticleMeta } from '../components/sections/article-meta'
import { PostCard } from '../components/sections/post-card'
import { PostGrid } from '../components/sections/article-list'
import { CoverImage } from '../components/ui/cover-image'
import { isoDay } from '../i18n/format'
import { blogItem } from '../i18n/navigation'
import type { ArticleNeighbour } from '../node/article-lists'
import { ownPath, type ContentPageContext } from '../i18n/page-context'
import { blogPosting } from '../seo/structured-data'
import { absoluteUrl } from '../seo/urls'

function BackToBlog() {
  const strings = useStrings()
  const routeTo = useRoute()
  return (
    <Link to={routeTo(blogItem)} sx={{ variant: 'styles.a', fontWeight: 'bold' }}>
      ← {strings.blog.backToBlog}
    </Link>
  )
}

/** The next newer and older articles of the language, by date. */
function NewerAndOlder({
  neighbours,
  newerId,
}: {
  neighbours: readonly ArticleNeighbour[]
  newerId?: string
}) {
  const strings = useStrings()
  if (neighbours.length === 0) return null
  const newer = neighbours.find(({ id }) => id === newerId)
  const older = neighbours.find(({ id }) => id !== newerId)
  const link = (neighbour: ArticleNeighbour, label: string, rel: 'prev' | 'next') => (
    <Link to={neighbour.fields.path} rel={rel} sx={{ display: 'block', py: 2 }}>
      <span sx={{ display: 'block', variant: 'text.small' }}>{label}</span>
      {neighbour.frontmatter.title}
    </Link>
  )
  return (
    <nav aria-label={strings.blog.moreArticles} sx={{ mt: 7 }}>
      <ul
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: ['1fr', '1fr 1fr'],
        }}
      >
        {newer && <li>{link(newer, strings.blog.newerArticle, 'prev')}</li>}
        {older && (
          <li sx={{ gridColumn: [null, 2], textAlign: [null, 'right'] }}>
            {link(older, strings.blog.olderArticle, 'next')}
          </li>
        )}
      </ul>
    </nav>
  )
}

export default function PostTemplate({
  data,
  pageContext,
}: PageProps<Queries.PostPageQuery, ContentPageContext>) {
  const strings = useStrings()
  if (!data.mdx) return null
  const { title, date, updated, image, imageAlt } = data.mdx.frontmatter
  return (
    <>
      <article sx={{ variant: 'layout.narrow', py: [6, 7] }}>
        <BackToBlog />
        <ArticleCategories categories={data.mdx.categoryPages} forSearch sx={{ mt: 5 }} />
        <h1 sx={{ variant: 'text.pageTitle', mt: 2 }}>{title}</h1>
        <ArticleMeta
          date={date}
          author={data.mdx.authorPage}
          readingMinutes={data.mdx.readingMinutes}
          updated={updated}
          sx={{ mt: 3 }}
        />
        <CoverImage
          svg={image?.svg}
          picture={image?.childImageSharp?.gatsbyImageData}
          alt={imageAlt ?? ''}
          loading="eager"
          sx={{ borderRadius: 'large', my: 5 }}
        />
        <Prose body={data.mdx} />
        <NewerAndOlder neighbours={data.neighbours} newerId={pageContext.newerId} />
        <p sx={{ mt: 7 }}>
          <BackToBlog />
        </p>
      </article>
      {data.related.length > 0 && (
        <section aria-labelledby={readNextId} sx={{ variant: 'layout.container', pb: [6, 7] }}>
          <h2 id={readNextId} sx={{ variant: 'text.sectionTitle', mb: 5 }}>
            {strings.blog.readNext}
          </h2>
          <PostGrid columns={3}>
            {data.related.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel="h3" imageLoading="lazy" />
              </li>
            ))}
          </PostGrid>
        </section>
      )}
    </>
  )
}

export function Head(props: HeadProps<Queries.PostPageQuery, ContentPageContext>) {
  const { data, pageContext } = props
  if (!data.mdx || !isPageFrameContext(pageContext)) return null
  const { title, description, date, updated, image } = data.mdx.frontmatter
  const { authorPage, categoryPages } = data.mdx
  const url = absoluteUrl(ownPath(pageContext))
  const coverData = image?.childImageSharp?.gatsbyImageData
  const cover = image?.svg?.url ?? (coverData ? getSrc(coverData) : undefined)
  const article = blogPosting({
    url,
    name: title,
    description,
    language: pageContext.language,
    datePublished: date ?? '',
    dateModified: updated ?? date ?? '',
    author: {
      name: authorPage?.frontmatter.name ?? '',
      path: authorPage?.fields.path,
      role: authorPage?.frontmatter.role ?? undefined,
    },
    sections: categoryPages.map(({ frontmatter }) => frontmatter.name ?? ''),
    image: cover ? absoluteUrl(cover) : '',
    translations: pageContext.translations,
  })
  return (
    <ContentPageHead {...props} type="article" structuredData={[article]}>
      {date && <meta property="article:published_time" content={isoDay(date)} />}
      {updated && <meta property="article:modified_time" content={isoDay(updated)} />}
    </ContentPageHead>
  )
}

export const query = graphql`
  query PostPage($id: String!, $neighbourIds: [String!]!, $relatedIds: [String!]!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      ...ProseBody
      readingMinutes
      ...ArticleEntries
      authorPage {
        frontmatter {
          role
        }
      }
      frontmatter {
        date
        updated
        imageAlt
        image {
          svg {
            ...CoverSvg
          }
          childImageSharp {
            gatsbyImageData(width: 760, aspectRatio: 1.7778, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    neighbours: mdxNodes(ids: $neighbourIds) {
      id
      fields {
        path
      }
      frontmatter {
        title
      }
    }
    related: mdxNodes(ids: $relatedIds) {
      ...PostCard
    }
  }
`

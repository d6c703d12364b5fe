import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { getSrc } from 'gatsby-plugin-image'
import {
  isPageFrameContext,
  useLanguage,
  useRoute,
  useStrings,
} from '../components/layout/page-frame'
import { ContentPageHead } from '../components/head/content-page-head'
import { Prose } from '../components/mdx/mdx-components'
import { CoverImage } from '../components/ui/cover-image'
import { formatDate, isoDay } from '../i18n/format'
import { blogItem } from '../i18n/navigation'
import { fill } from '../i18n/strings'
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

function Byline({ date, author }: { date: string; author: string }) {
  const strings = useStrings()
  const language = useLanguage()
  return (
    <p sx={{ variant: 'text.small', mt: 3 }}>
      <time dateTime={isoDay(date)}>{formatDate(date, language)}</time> ·{' '}
      {fill(strings.blog.byAuthor, { author })}
    </p>
  )
}

export default function PostTemplate({ data }: PageProps<Queries.PostPageQuery>) {
  if (!data.mdx) return null
  const { title, date, author, image, imageAlt } = data.mdx.frontmatter
  return (
    <>
      <article sx={{ variant: 'layout.narrow', py: [6, 7] }}>
        <BackToBlog />
        <h1 sx={{ variant: 'text.pageTitle', mt: 4 }}>{title}</h1>
        {date && author && <Byline date={date} author={author} />}
        <CoverImage
          svg={image?.svg}
          picture={image?.childImageSharp?.gatsbyImageData}
          alt={imageAlt ?? ''}
          loading="eager"
          sx={{ borderRadius: 'large', my: 5 }}
        />
        <Prose body={data.mdx} />
        <p sx={{ mt: 7 }}>
          <BackToBlog />
        </p>
      </article>
    </>
  )
}

export function Head(props: HeadProps<Queries.PostPageQuery, ContentPageContext>) {
  const { data, pageContext } = props
  if (!data.mdx || !isPageFrameContext(pageContext)) return null
  const { title, description, date, author, image } = data.mdx.frontmatter
  const url = absoluteUrl(ownPath(pageContext))
  const coverData = image?.childImageSharp?.gatsbyImageData
  const cover = image?.svg?.url ?? (coverData ? getSrc(coverData) : undefined)
  const article = blogPosting({
    url,
    name: title,
    description,
    language: pageContext.language,
    datePublished: date ?? '',
    author: author ?? '',
    image: cover ? absoluteUrl(cover) : '',
    translations: pageContext.translations,
  })
  return (
    <ContentPageHead {...props} type="article" structuredData={[article]}>
      {date && <meta property="article:published_time" content={isoDay(date)} />}
    </ContentPageHead>
  )
}

export const query = graphql`
  query PostPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      ...ProseBody
      frontmatter {
        date
        author
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
  }
`

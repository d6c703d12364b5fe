import { graphql, Link, type PageProps } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import type { ReactNode } from 'react'
import { useStrings } from '../components/layout/language-context'
import { ContentPage, ContentPageHead } from '../components/layout/content-page'
import { Prose } from '../components/mdx/mdx-components'
import { useSiteRoutes } from '../hooks/use-site-routes'
import { formatDate, isoDay } from '../i18n/format'
import { toLanguage } from '../i18n/languages'
import { blogItem } from '../i18n/navigation'
import { fill } from '../i18n/strings'

function BackToBlog({ language }: { language: string }) {
  const strings = useStrings()
  const routeTo = useSiteRoutes()
  return (
    <Link
      to={routeTo(blogItem, toLanguage(language))}
      sx={{ variant: 'styles.a', fontWeight: 'bold' }}
    >
      ← {strings.blog.backToBlog}
    </Link>
  )
}

function Byline({ date, author, language }: { date: string; author: string; language: string }) {
  const strings = useStrings()
  return (
    <p sx={{ variant: 'text.small', mt: 3 }}>
      <time dateTime={isoDay(date)}>{formatDate(date, toLanguage(language))}</time> ·{' '}
      {fill(strings.blog.byAuthor, { author })}
    </p>
  )
}

export default function PostTemplate({
  data,
  children,
}: PageProps<Queries.PostPageQuery> & { children: ReactNode }) {
  if (!data.mdx) return null
  const { title, date, author, image, imageAlt } = data.mdx.frontmatter
  const { language } = data.mdx.fields
  const picture = getImage(image?.childImageSharp?.gatsbyImageData ?? null)
  return (
    <ContentPage page={data.mdx}>
      <article sx={{ variant: 'layout.narrow', py: [6, 7] }}>
        <BackToBlog language={language} />
        <h1 sx={{ variant: 'text.pageTitle', mt: 4 }}>{title}</h1>
        {date && author && <Byline date={date} author={author} language={language} />}
        {picture && (
          <GatsbyImage
            image={picture}
            alt={imageAlt ?? ''}
            loading="eager"
            sx={{ borderRadius: 'large', my: 5 }}
          />
        )}
        <Prose>{children}</Prose>
        <p sx={{ mt: 7 }}>
          <BackToBlog language={language} />
        </p>
      </article>
    </ContentPage>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query PostPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageFrame
      frontmatter {
        date
        author
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 760, aspectRatio: 1.7778, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`

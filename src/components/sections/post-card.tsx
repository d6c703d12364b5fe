import { graphql, Link } from 'gatsby'
import { useStrings } from '../layout/page-frame'
import { CoverImage } from '../ui/cover-image'
import { VisuallyHidden } from '../ui/visually-hidden'
import { ArticleCategories, ArticleMeta } from './article-meta'

export const query = graphql`
  fragment PostCard on Mdx {
    id
    fields {
      path
    }
    readingMinutes
    ...ArticleEntries
    frontmatter {
      title
      date
      excerpt
      imageAlt
      image {
        svg {
          ...CoverSvg
        }
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.7778, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`

/** A blog post on a list: image, categories, date, author, reading time, title (at most two lines) and excerpt. */
interface PostCardProps {
  post: Queries.PostCardFragment
  /** The heading level of the title, so that the card fits the outline of the page it is on. */
  headingLevel: 'h2' | 'h3'
  /** `eager` for the first card of a list, whose image is in the first screen. */
  imageLoading?: 'lazy' | 'eager'
}

export function PostCard({ post, headingLevel: Heading, imageLoading }: PostCardProps) {
  const strings = useStrings()
  const { title, date, excerpt, image, imageAlt } = post.frontmatter
  return (
    <article sx={{ variant: 'cards.primary', p: [0, 0], overflow: 'hidden', maxWidth: 720 }}>
      <CoverImage
        svg={image?.svg}
        picture={image?.childImageSharp?.gatsbyImageData}
        alt={imageAlt ?? ''}
        loading={imageLoading}
      />
      <div sx={{ p: [4, 5] }}>
        <ArticleCategories categories={post.categoryPages} sx={{ mb: 2 }} />
        <ArticleMeta
          date={date}
          author={post.authorPage}
          readingMinutes={post.readingMinutes}
          sx={{ m: 0 }}
        />
        <Heading
          sx={{
            variant: 'text.cardTitle',
            mt: 2,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <Link
            to={post.fields.path}
            sx={{ color: 'text', textDecoration: 'none', '&:hover': { color: 'accent' } }}
          >
            {title}
          </Link>
        </Heading>
        {excerpt && <p sx={{ color: 'mutedText' }}>{excerpt}</p>}
        <Link to={post.fields.path} sx={{ variant: 'styles.a', fontWeight: 'bold' }}>
          {strings.blog.readMore}
          <VisuallyHidden>{`${strings.site.colon}${title}`}</VisuallyHidden>
        </Link>
      </div>
    </article>
  )
}

import { graphql, Link } from 'gatsby'
import { formatDate, isoDay } from '../../i18n/format'
import { fill } from '../../i18n/strings'
import { useLanguage, useStrings } from '../layout/page-frame'
import { VisuallyHidden } from '../ui/visually-hidden'
import { categorySearchMeta } from '../../config/search-index'

/** An article's author and categories, each its entry's page in the article's language. */
export const query = graphql`
  fragment ArticleEntries on Mdx {
    authorPage {
      fields {
        path
      }
      frontmatter {
        name
      }
    }
    categoryPages {
      id
      fields {
        path
      }
      frontmatter {
        name
      }
    }
  }
`

/** An author or category as an article links it. */
type Entry = Queries.ArticleEntriesFragment['categoryPages'][number]

/** An article's categories, each a link to its page: above the title, on its card and its page. */
export function ArticleCategories({
  categories,
  forSearch = false,
  className,
}: {
  categories: readonly Pick<Entry, 'id' | 'fields' | 'frontmatter'>[]
  /** On the article's own page: the site search shows the names with it (site-search.ts). */
  forSearch?: boolean
  className?: string
}) {
  const strings = useStrings()
  if (categories.length === 0) return null
  // Pagefind reads "name:value" pairs separated by commas, so the names are joined otherwise.
  const searchMeta = `${categorySearchMeta}:${categories.map(({ frontmatter }) => (frontmatter.name ?? '').replace(/,/g, '')).join(' · ')}`
  return (
    <p
      className={className}
      data-pagefind-meta={forSearch ? searchMeta : undefined}
      sx={{ variant: 'text.eyebrow', m: 0 }}
    >
      <VisuallyHidden>{`${strings.blog.categories}${strings.site.colon}`}</VisuallyHidden>
      {categories.flatMap(({ id, fields, frontmatter }, index) => [
        ...(index > 0 ? [' · '] : []),
        <Link key={id} to={fields.path} sx={{ color: 'inherit' }}>
          {frontmatter.name}
        </Link>,
      ])}
    </p>
  )
}

interface ArticleMetaProps {
  date?: string | null
  author?: Queries.ArticleEntriesFragment['authorPage']
  readingMinutes?: number
  /** The day of the article's last update in substance, shown after the rest on a line of its own. */
  updated?: string | null
  className?: string
}

/** "Updated on <date>", the date as a machine-readable time in the sentence of the language. */
function Updated({ day }: { day: string }) {
  const strings = useStrings()
  const language = useLanguage()
  const [before, after = ''] = strings.blog.updatedOn.split('{date}')
  return (
    <>
      <br />
      {before}
      <time dateTime={isoDay(day)} data-updated>
        {formatDate(day, language)}
      </time>
      {after}
    </>
  )
}

/** "By <author>", the name a link to the author's page, in the sentence of the language. */
function ByAuthor({ author }: { author: NonNullable<ArticleMetaProps['author']> }) {
  const strings = useStrings()
  const [before, after = ''] = strings.blog.byAuthor.split('{author}')
  return (
    <>
      {before}
      <Link to={author.fields.path} sx={{ color: 'inherit' }}>
        {author.frontmatter.name}
      </Link>
      {after}
    </>
  )
}

/** An article's date, author and reading time, in the page's language: on its card and its page. */
export function ArticleMeta({
  date,
  author,
  readingMinutes,
  updated,
  className,
}: ArticleMetaProps) {
  const strings = useStrings()
  const language = useLanguage()
  const parts = [
    date && (
      <time key="date" dateTime={isoDay(date)}>
        {formatDate(date, language)}
      </time>
    ),
    author && <ByAuthor key="author" author={author} />,
    readingMinutes && fill(strings.blog.readingTime, { minutes: String(readingMinutes) }),
  ].filter(Boolean)
  return (
    <p className={className} sx={{ variant: 'text.small' }}>
      {parts.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]))}
      {updated && <Updated day={updated} />}
    </p>
  )
}

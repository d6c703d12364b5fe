import { formatDate, isoDay } from '../../i18n/format'
import { fill } from '../../i18n/strings'
import { useLanguage, useStrings } from '../layout/page-frame'

interface ArticleMetaProps {
  date?: string | null
  author?: string | null
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
    author && fill(strings.blog.byAuthor, { author }),
    readingMinutes && fill(strings.blog.readingTime, { minutes: String(readingMinutes) }),
  ].filter(Boolean)
  return (
    <p className={className} sx={{ variant: 'text.small' }}>
      {parts.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]))}
      {updated && <Updated day={updated} />}
    </p>
  )
}

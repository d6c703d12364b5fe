import { graphql, type PageProps } from 'gatsby'
import { useLanguage, useStrings } from '../components/layout/page-frame'
import { ContentPageHead } from '../components/head/content-page-head'
import { Prose } from '../components/mdx/mdx-components'
import { formatDate, isoDay } from '../i18n/format'

function LastUpdated({ date }: { date: string }) {
  const strings = useStrings()
  const language = useLanguage()
  const [before, after] = strings.legal.lastUpdated.split('{date}')
  return (
    <p sx={{ variant: 'text.small', mt: 3 }}>
      {before}
      <time dateTime={isoDay(date)}>{formatDate(date, language)}</time>
      {after}
    </p>
  )
}

/**
 * A page of text: a legal document, with the date it last changed, or a plain page a writer added
 * (npm run new -- page). Both kinds have a title and Markdown text, so they share this template.
 */
export default function DocumentTemplate({ data }: PageProps<Queries.DocumentPageQuery>) {
  if (!data.mdx) return null
  const { title, lastUpdated } = data.mdx.frontmatter
  return (
    <>
      <article sx={{ variant: 'layout.narrow', py: [7, 8] }}>
        <h1 sx={{ variant: 'text.pageTitle' }}>{title}</h1>
        {lastUpdated && <LastUpdated date={lastUpdated} />}
        <Prose body={data.mdx} />
      </article>
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query DocumentPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      ...ProseBody
      frontmatter {
        lastUpdated
      }
    }
  }
`

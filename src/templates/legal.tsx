import { graphql, type PageProps } from 'gatsby'
import type { ReactNode } from 'react'
import { useStrings } from '../components/layout/language-context'
import { ContentPage, ContentPageHead } from '../components/layout/content-page'
import { Prose } from '../components/mdx/mdx-components'
import { formatDate, isoDay } from '../i18n/format'
import { toLanguage } from '../i18n/languages'

function LastUpdated({ date, language }: { date: string; language: string }) {
  const strings = useStrings()
  const [before, after] = strings.legal.lastUpdated.split('{date}')
  return (
    <p sx={{ variant: 'text.small', mt: 3 }}>
      {before}
      <time dateTime={isoDay(date)}>{formatDate(date, toLanguage(language))}</time>
      {after}
    </p>
  )
}

export default function LegalTemplate({
  data,
  children,
}: PageProps<Queries.LegalPageQuery> & { children: ReactNode }) {
  if (!data.mdx) return null
  const { title, lastUpdated } = data.mdx.frontmatter
  return (
    <ContentPage page={data.mdx}>
      <article sx={{ variant: 'layout.narrow', py: [7, 8] }}>
        <h1 sx={{ variant: 'text.pageTitle' }}>{title}</h1>
        {lastUpdated && <LastUpdated date={lastUpdated} language={data.mdx.fields.language} />}
        <div sx={{ mt: 6 }}>
          <Prose>{children}</Prose>
        </div>
      </article>
    </ContentPage>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageFrame
      frontmatter {
        lastUpdated
      }
    }
  }
`

import { graphql, type HeadProps, type PageProps } from 'gatsby'
import type { ReactNode } from 'react'
import { NoIndexHead } from '../components/head/seo-head'
import { Prose } from '../components/mdx/mdx-components'
import { Hero } from '../components/sections/hero'
import type { ContentPageContext } from '../i18n/page-context'

/** Where the contact form sends a visitor whose browser posted it without JavaScript. */
export default function ThankYouTemplate({
  data,
  children,
}: PageProps<Queries.ThankYouPageQuery> & { children: ReactNode }) {
  if (!data.mdx) return null
  const { hero } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      <div sx={{ variant: 'layout.narrow', py: [7, 8] }}>
        <Prose>{children}</Prose>
      </div>
    </>
  )
}

export function Head({
  data,
  pageContext,
}: HeadProps<Queries.ThankYouPageQuery, ContentPageContext>) {
  return <NoIndexHead frame={pageContext} title={data.mdx?.frontmatter.title ?? ''} />
}

export const query = graphql`
  query ThankYouPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        hero {
          heading
          lead
        }
      }
    }
  }
`

import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { NoIndexHead } from '../components/head/seo-head'
import { Prose } from '../components/mdx/mdx-components'
import { Hero } from '../components/sections/hero'
import type { ContentPageContext } from '../i18n/page-context'

/** Where the contact form sends a visitor whose browser posted it without JavaScript. */
export default function ThankYouTemplate({ data }: PageProps<Queries.ThankYouPageQuery>) {
  if (!data.mdx) return null
  const { hero } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      <div sx={{ variant: 'layout.narrow', py: [7, 8] }}>
        <Prose code={data.mdx.compiledBody} />
      </div>
    </>
  )
}

export function Head({
  data,
  pageContext,
}: HeadProps<Queries.ThankYouPageQuery, ContentPageContext>) {
  const frontmatter = data.mdx?.frontmatter
  return (
    <NoIndexHead
      frame={pageContext}
      title={frontmatter?.title ?? ''}
      description={frontmatter?.description ?? ''}
    />
  )
}

export const query = graphql`
  query ThankYouPage($id: String!) {
    mdx(id: { eq: $id }) {
      compiledBody
      frontmatter {
        title
        description
        hero {
          heading
          lead
        }
      }
    }
  }
`

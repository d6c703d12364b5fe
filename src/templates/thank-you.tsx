import { graphql, type PageProps } from 'gatsby'
import { NoIndexContentPageHead } from '../components/head/content-page-head'
import { Prose } from '../components/mdx/mdx-components'
import { Hero } from '../components/sections/hero'

/** Where the contact form sends a visitor whose browser posted it without JavaScript. */
export default function ThankYouTemplate({ data }: PageProps<Queries.ThankYouPageQuery>) {
  if (!data.mdx) return null
  const { hero } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      <div sx={{ variant: 'layout.narrow', py: [7, 8] }}>
        <Prose body={data.mdx} />
      </div>
    </>
  )
}

export const Head = NoIndexContentPageHead

export const query = graphql`
  query ThankYouPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ProseBody
      ...ContentPageMeta
      frontmatter {
        hero {
          ...HeroText
        }
      }
    }
  }
`

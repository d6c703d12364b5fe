import { graphql, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { Prose } from '../components/mdx/mdx-components'
import { ClosingCall } from '../components/sections/closing-call'
import { FigureRow } from '../components/sections/figure-row'
import { Hero } from '../components/sections/hero'
import { IconCards } from '../components/sections/icon-cards'
import { MarketList } from '../components/sections/market-list'
import { Section } from '../components/ui/section'

export default function AboutTemplate({ data }: PageProps<Queries.AboutPageQuery>) {
  if (!data.mdx) return null
  const { hero, values, impact, markets, closing } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      <div sx={{ variant: 'layout.narrow', py: [7, 8] }}>
        <Prose body={data.mdx} />
      </div>
      {values && (
        <Section heading={values.heading} lead={values.lead} muted>
          <IconCards items={values.items} />
        </Section>
      )}
      {impact && (
        <Section heading={impact.heading} lead={impact.lead}>
          <FigureRow items={impact.items} />
        </Section>
      )}
      {markets && (
        <Section heading={markets.heading} lead={markets.lead} muted>
          <MarketList />
        </Section>
      )}
      {closing && <ClosingCall closing={closing} />}
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query AboutPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      ...ProseBody
      frontmatter {
        hero {
          ...HeroText
        }
        values {
          heading
          lead
          items {
            icon
            title
            description
          }
        }
        impact {
          heading
          lead
          items {
            ...FigureRowItem
          }
        }
        markets {
          heading
          lead
        }
        closing {
          ...ClosingCall
        }
      }
    }
  }
`

import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { Prose } from '../components/mdx/mdx-components'
import { ClosingCall } from '../components/sections/closing-call'
import { Hero } from '../components/sections/hero'
import { PlanCard } from '../components/sections/plan-card'
import { CardGrid } from '../components/sections/card-grid'
import { Section } from '../components/ui/section'
import { useRoute } from '../components/layout/page-frame'
import { contactItem } from '../i18n/navigation'
import type { ContentPageContext } from '../i18n/page-context'
import { planOffers } from '../seo/structured-data'

export default function PricingTemplate({ data }: PageProps<Queries.PricingPageQuery>) {
  const routeTo = useRoute()
  if (!data.mdx) return null
  const { hero, plans, closing } = data.mdx.frontmatter
  const contactPath = routeTo(contactItem)
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      {plans && (
        <Section heading={plans.heading} lead={plans.lead}>
          <CardGrid columns={3}>
            {plans.items.map((plan) => (
              <PlanCard key={plan.key} plan={plan} contactPath={contactPath} />
            ))}
          </CardGrid>
        </Section>
      )}
      <div sx={{ variant: 'layout.narrow', pb: [7, 8] }}>
        <Prose body={data.mdx} />
      </div>
      {closing && <ClosingCall closing={closing} />}
    </>
  )
}

export function Head(props: HeadProps<Queries.PricingPageQuery, ContentPageContext>) {
  return (
    <ContentPageHead
      {...props}
      structuredData={planOffers(props.data.mdx?.frontmatter.plans?.items ?? [])}
    />
  )
}

export const query = graphql`
  query PricingPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      ...ProseBody
      frontmatter {
        hero {
          ...HeroText
        }
        plans {
          heading
          lead
          items {
            key
            title
            description
            features
          }
        }
        closing {
          ...ClosingCall
        }
      }
    }
  }
`

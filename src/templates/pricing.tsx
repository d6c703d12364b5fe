import { graphql, type PageProps } from 'gatsby'
import type { ReactNode } from 'react'
import { ContentPage, ContentPageHead } from '../components/layout/content-page'
import { Prose } from '../components/mdx/mdx-components'
import { ClosingCall } from '../components/sections/closing-call'
import { Hero } from '../components/sections/hero'
import { PlanCard } from '../components/sections/plan-card'
import { CardGrid } from '../components/sections/card-grid'
import { Section } from '../components/ui/section'
import { useSiteRoutes } from '../hooks/use-site-routes'
import { toLanguage } from '../i18n/languages'
import { contactItem } from '../i18n/navigation'

export default function PricingTemplate({
  data,
  children,
}: PageProps<Queries.PricingPageQuery> & { children: ReactNode }) {
  const routeTo = useSiteRoutes()
  if (!data.mdx) return null
  const { hero, plans, closing } = data.mdx.frontmatter
  const contactPath = routeTo(contactItem, toLanguage(data.mdx.fields.language))
  return (
    <ContentPage page={data.mdx}>
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
        <Prose>{children}</Prose>
      </div>
      {closing && <ClosingCall closing={closing} />}
    </ContentPage>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query PricingPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageFrame
      frontmatter {
        hero {
          heading
          lead
        }
        plans {
          heading
          lead
          items {
            key
            title
            description
            features
            offer
          }
        }
        closing {
          heading
          text
          action
        }
      }
    }
  }
`

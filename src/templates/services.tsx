import { graphql, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { ClosingCall } from '../components/sections/closing-call'
import { Hero } from '../components/sections/hero'
import { ServiceList } from '../components/sections/service-list'
import { Section } from '../components/ui/section'

export default function ServicesTemplate({ data }: PageProps<Queries.ServicesPageQuery>) {
  if (!data.mdx) return null
  const { hero, services, closing } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      {services && (
        <Section heading={services.heading} lead={services.lead}>
          <ServiceList items={services.items} />
        </Section>
      )}
      {closing && <ClosingCall closing={closing} />}
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query ServicesPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        hero {
          heading
          lead
        }
        services {
          heading
          lead
          items {
            icon
            title
            description
            features
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

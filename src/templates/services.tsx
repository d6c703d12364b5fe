import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { ClosingCall } from '../components/sections/closing-call'
import { Hero } from '../components/sections/hero'
import { ServiceList } from '../components/sections/service-list'
import { Section } from '../components/ui/section'
import type { ContentPageContext } from '../i18n/page-context'
import { services as serviceNodes } from '../seo/structured-data'

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

export function Head(props: HeadProps<Queries.ServicesPageQuery, ContentPageContext>) {
  const offered = props.data.mdx?.frontmatter.services?.items ?? []
  return (
    <ContentPageHead
      {...props}
      structuredData={serviceNodes(offered, props.pageContext.language)}
    />
  )
}

export const query = graphql`
  query ServicesPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        hero {
          ...HeroText
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
          ...ClosingCall
        }
      }
    }
  }
`

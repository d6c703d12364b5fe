import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { ClosingCall } from '../components/sections/closing-call'
import { Hero } from '../components/sections/hero'
import { NumberedCards } from '../components/sections/numbered-cards'
import { PostCard } from '../components/sections/post-card'
import { ProofStrip } from '../components/sections/proof-strip'
import { ButtonLink } from '../components/ui/button-link'
import { Section } from '../components/ui/section'
import { useRoute, useStrings } from '../components/layout/page-frame'
import { aboutItem, blogItem, contactItem, servicesItem } from '../i18n/navigation'
import type { ContentPageContext } from '../i18n/page-context'
import { services } from '../seo/structured-data'

export default function HomeTemplate({ data }: PageProps<Queries.HomePageQuery>) {
  const routeTo = useRoute()
  const strings = useStrings()
  if (!data.mdx) return null
  const { hero, highlights, proof, reasons, blogTeaser, closing } = data.mdx.frontmatter
  const latestPost = data.latestPosts[0]
  return (
    <>
      {hero && (
        <Hero heading={hero.heading} lead={hero.lead} eyebrow={strings.site.homeEyebrow}>
          <ButtonLink to={routeTo(servicesItem)} size="lg">
            {hero.primaryAction}
          </ButtonLink>
          <ButtonLink to={routeTo(contactItem)} variant="gold" size="lg">
            {hero.secondaryAction}
          </ButtonLink>
        </Hero>
      )}
      {highlights && (
        <Section heading={highlights.heading} lead={highlights.lead}>
          <NumberedCards items={highlights.items} />
        </Section>
      )}
      {reasons && (
        <Section heading={reasons.heading} lead={reasons.lead} muted>
          {proof && <ProofStrip proof={proof} />}
          <ul
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: ['1fr', null, '1fr 1fr'],
              pl: 4,
              m: 0,
            }}
          >
            {reasons.items.map((reason) => (
              <li key={reason} sx={{ fontSize: 3 }}>
                {reason}
              </li>
            ))}
          </ul>
          <p sx={{ mt: 5, mb: 0 }}>
            <Link to={routeTo(aboutItem)} sx={{ variant: 'styles.a', fontWeight: 'bold' }}>
              {reasons.linkLabel}
            </Link>
          </p>
        </Section>
      )}
      {blogTeaser && (
        <Section heading={blogTeaser.heading} lead={blogTeaser.lead}>
          {latestPost && <PostCard post={latestPost} headingLevel="h3" />}
          <p sx={{ mt: 5, mb: 0 }}>
            <ButtonLink to={routeTo(blogItem)} variant="outline">
              {blogTeaser.linkLabel}
            </ButtonLink>
          </p>
        </Section>
      )}
      {closing && <ClosingCall closing={closing} />}
    </>
  )
}

export function Head(props: HeadProps<Queries.HomePageQuery, ContentPageContext>) {
  const offered = props.data.servicesPage?.frontmatter.services?.items ?? []
  return (
    <ContentPageHead {...props} structuredData={services(offered, props.pageContext.language)} />
  )
}

export const query = graphql`
  query HomePage($id: String!, $language: String!, $postIds: [String!]!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        hero {
          ...HeroText
          primaryAction
          secondaryAction
        }
        highlights {
          heading
          lead
          items {
            title
            description
          }
        }
        proof {
          figures {
            ...FigureRowItem
          }
          caseResult {
            result
            label
            linkLabel
          }
          partnerLabel
        }
        reasons {
          heading
          lead
          items
          linkLabel
        }
        blogTeaser {
          heading
          lead
          linkLabel
        }
        closing {
          ...ClosingCall
        }
      }
    }
    servicesPage: mdx(
      fields: { translationKey: { eq: "pages/services" }, language: { eq: $language } }
    ) {
      frontmatter {
        services {
          items {
            title
            description
          }
        }
      }
    }
    latestPosts: mdxNodes(ids: $postIds) {
      ...PostCard
    }
  }
`

import { graphql, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { CaseStudy } from '../components/sections/case-study'
import { ClosingCall } from '../components/sections/closing-call'
import { FigureRow } from '../components/sections/figure-row'
import { Hero } from '../components/sections/hero'
import { Section } from '../components/ui/section'

export default function CaseStudiesTemplate({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  if (!data.mdx) return null
  const { hero, stats, cases, closing } = data.mdx.frontmatter
  return (
    <>
      {hero && <Hero heading={hero.heading} lead={hero.lead} />}
      {stats && (
        <Section heading={stats.heading} lead={stats.lead} muted>
          <FigureRow items={stats.items} />
        </Section>
      )}
      {cases && (
        <Section heading={cases.heading} lead={cases.lead}>
          <div sx={{ display: 'grid', gap: 5 }}>
            {cases.items.map((study) => (
              <CaseStudy key={study.key} study={study} />
            ))}
          </div>
        </Section>
      )}
      {closing && <ClosingCall closing={closing} />}
    </>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query CaseStudiesPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        hero {
          ...HeroText
        }
        stats {
          heading
          lead
          items {
            ...FigureRowItem
          }
        }
        cases {
          heading
          lead
          items {
            key
            title
            category
            challenge
            solution
            results
          }
        }
        closing {
          ...ClosingCall
        }
      }
    }
  }
`

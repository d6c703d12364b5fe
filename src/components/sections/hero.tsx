import { graphql } from 'gatsby'
import type { ReactNode } from 'react'

/** What the hero shows from a page's frontmatter; a template with actions asks for them itself. */
export const query = graphql`
  fragment HeroText on FrontmatterHero {
    heading
    lead
  }
`

type HeroProps = Queries.HeroTextFragment & {
  eyebrow?: string
  /** `pageTitle` for a page's name rather than its message: a category's, beside its label. */
  headingVariant?: 'display' | 'pageTitle'
  children?: ReactNode
}

/** The top of a page: its one h1, a lead, and optional actions. */
export function Hero({ heading, lead, eyebrow, headingVariant = 'display', children }: HeroProps) {
  return (
    <div sx={{ bg: 'muted', py: [7, 8, 9] }}>
      <div sx={{ variant: 'layout.container' }}>
        <div sx={{ maxWidth: 860 }}>
          {eyebrow && <p sx={{ variant: 'text.eyebrow', mt: 0, mb: 3 }}>{eyebrow}</p>}
          <h1 sx={{ variant: `text.${headingVariant}` }}>{heading}</h1>
          <p sx={{ variant: 'text.lead', mt: 4 }}>{lead}</p>
          {children && (
            <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 6 }}>{children}</div>
          )}
        </div>
      </div>
    </div>
  )
}

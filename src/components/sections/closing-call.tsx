import { graphql } from 'gatsby'
import { useRoute } from '../layout/page-frame'
import { contactItem } from '../../i18n/navigation'
import { ButtonLink } from '../ui/button-link'

/** What the call to action shows from a page's frontmatter, for the templates that end with one. */
export const query = graphql`
  fragment ClosingCall on FrontmatterClosing {
    heading
    text
    action
  }
`

interface ClosingCallProps {
  closing: Queries.ClosingCallFragment
}

/** The call to action at the end of a page, leading to the contact page. */
export function ClosingCall({ closing }: ClosingCallProps) {
  const routeTo = useRoute()
  return (
    <section sx={{ bg: 'primary', color: 'onPrimary', py: [7, 8] }}>
      <div sx={{ variant: 'layout.container', textAlign: 'center' }}>
        <h2 sx={{ variant: 'text.sectionTitle', color: 'onPrimary' }}>{closing.heading}</h2>
        <p sx={{ fontSize: [3, 4], maxWidth: 'narrow', mx: 'auto', mt: 3, mb: 5 }}>
          {closing.text}
        </p>
        <ButtonLink to={routeTo(contactItem)} variant="gold" size="lg">
          {closing.action}
        </ButtonLink>
      </div>
    </section>
  )
}

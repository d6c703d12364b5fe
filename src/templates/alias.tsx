import { Link, type HeadProps } from 'gatsby'
import { NoIndexHead } from '../components/head/seo-head'
import { useStrings } from '../components/layout/page-frame'
import type { AliasPageContext } from '../i18n/page-context'
import { absoluteUrl } from '../seo/urls'

/**
 * An alias address. Static hosts without redirect rules serve this page, which sends the visitor
 * on at once (meta refresh, no JavaScript needed) and shows the link meanwhile.
 */
export default function AliasTemplate({ pageContext }: { pageContext: AliasPageContext }) {
  const strings = useStrings()
  return (
    <div sx={{ variant: 'layout.narrow', py: 8 }}>
      <h1 sx={{ variant: 'text.pageTitle' }}>{strings.alias.title}</h1>
      <p>
        {strings.alias.text} <Link to={pageContext.target}>{absoluteUrl(pageContext.target)}</Link>
      </p>
    </div>
  )
}

export function Head({ pageContext }: HeadProps<object, AliasPageContext>) {
  return (
    <NoIndexHead
      frame={pageContext}
      title={pageContext.strings.alias.title}
      description={`${pageContext.strings.alias.text} ${absoluteUrl(pageContext.target)}`}
    >
      <link rel="canonical" href={absoluteUrl(pageContext.target)} />
      <meta httpEquiv="refresh" content={`0; url=${pageContext.target}`} />
    </NoIndexHead>
  )
}

import { Link, type HeadProps, type PageProps } from 'gatsby'
import { SeoHead } from '../components/head/seo-head'
import { LanguageProvider, useStrings } from '../components/layout/language-context'
import { siteUrl } from '../config/site'
import { toLanguage } from '../i18n/languages'
import { uiStrings } from '../i18n/strings'
import type { AliasPageContext } from '../node/pages'

function AliasNotice({ target }: { target: string }) {
  const strings = useStrings()
  return (
    <main sx={{ variant: 'layout.narrow', py: 8 }}>
      <h1 sx={{ variant: 'text.pageTitle' }}>{strings.alias.title}</h1>
      <p>
        {strings.alias.text} <Link to={target}>{`${siteUrl}${target}`}</Link>
      </p>
    </main>
  )
}

/**
 * An alias address: static hosts without redirect rules serve this page, which sends the
 * visitor on at once (meta refresh, no JavaScript needed) and shows the link meanwhile.
 */
export default function AliasTemplate({ pageContext }: PageProps<object, AliasPageContext>) {
  return (
    <LanguageProvider language={toLanguage(pageContext.language)}>
      <AliasNotice target={pageContext.target} />
    </LanguageProvider>
  )
}

export function Head({ pageContext }: HeadProps<object, AliasPageContext>) {
  const language = toLanguage(pageContext.language)
  return (
    <SeoHead
      language={language}
      title={uiStrings(language).alias.title}
      path={pageContext.target}
      noindex
    >
      <meta httpEquiv="refresh" content={`0; url=${pageContext.target}`} />
    </SeoHead>
  )
}

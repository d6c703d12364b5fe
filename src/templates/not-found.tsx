import type { HeadProps } from 'gatsby'
import { NoIndexHead } from '../components/head/seo-head'
import { useLanguage, useStrings } from '../components/layout/page-frame'
import { ButtonLink } from '../components/ui/button-link'
import type { PageFrameContext } from '../i18n/page-context'
import { homePath } from '../i18n/paths'

/** The not-found page of a language; hosts serve it for unknown paths under that language. */
export default function NotFoundTemplate() {
  const strings = useStrings()
  const language = useLanguage()
  return (
    <div sx={{ variant: 'layout.narrow', py: 9 }}>
      <h1 sx={{ variant: 'text.pageTitle' }}>{strings.notFound.title}</h1>
      <p sx={{ variant: 'text.lead', my: 5 }}>{strings.notFound.text}</p>
      <ButtonLink to={homePath(language)}>{strings.notFound.homeLink}</ButtonLink>
    </div>
  )
}

export function Head({ pageContext }: HeadProps<object, PageFrameContext>) {
  return <NoIndexHead frame={pageContext} title={pageContext.strings.notFound.title} />
}

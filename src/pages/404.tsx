import type { HeadFC } from 'gatsby'
import { SeoHead } from '../components/head/seo-head'
import { Layout } from '../components/layout/layout'
import { useStrings } from '../components/layout/language-context'
import { ButtonLink } from '../components/ui/button-link'
import { defaultLanguage } from '../i18n/languages'
import { homePath } from '../i18n/paths'
import { uiStrings } from '../i18n/strings'

function NotFound() {
  const strings = useStrings()
  return (
    <div sx={{ variant: 'layout.narrow', py: 9 }}>
      <h1 sx={{ variant: 'text.pageTitle' }}>{strings.notFound.title}</h1>
      <p sx={{ variant: 'text.lead', my: 5 }}>{strings.notFound.text}</p>
      <ButtonLink to={homePath(defaultLanguage)}>{strings.notFound.homeLink}</ButtonLink>
    </div>
  )
}

export default function NotFoundPage() {
  return (
    <Layout
      language={defaultLanguage}
      currentPath="/404"
      translations={[{ language: defaultLanguage, path: homePath(defaultLanguage) }]}
    >
      <NotFound />
    </Layout>
  )
}

export const Head: HeadFC = () => (
  <SeoHead
    language={defaultLanguage}
    title={uiStrings(defaultLanguage).notFound.title}
    path="/404"
    noindex
  />
)

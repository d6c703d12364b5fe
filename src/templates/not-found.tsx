import type { HeadProps, PageProps } from 'gatsby'
import { NoIndexHead } from '../components/head/seo-head'
import { NavLinks } from '../components/layout/nav-links'
import { useLanguage, useRoute, useStrings } from '../components/layout/page-frame'
import { ButtonLink } from '../components/ui/button-link'
import { blogItem } from '../i18n/navigation'
import { notFoundPagePath, type NotFoundKind } from '../i18n/not-found'
import type { NotFoundPageContext } from '../i18n/page-context'
import { homePath } from '../i18n/paths'
import type { UiStrings } from '../i18n/strings'

/** The title and description of each kind; a missing file's own name is only known in the browser. */
function wordingOf(kind: NotFoundKind, strings: UiStrings): { title: string; description: string } {
  const { notFound, uploads } = strings
  return {
    page: { title: notFound.title, description: notFound.text },
    'blog-post': { title: notFound.blogTitle, description: notFound.blogText },
    upload: { title: uploads.title, description: notFound.text },
  }[kind]
}

/** What the visitor can do next: back to the blog for a missing post, else home or a main page. */
function Message({ kind }: { kind: NotFoundKind }) {
  const strings = useStrings()
  const language = useLanguage()
  const routeTo = useRoute()
  if (kind === 'blog-post') {
    return (
      <>
        <p sx={{ variant: 'text.lead', my: 5 }}>{strings.notFound.blogText}</p>
        <ButtonLink to={routeTo(blogItem)}>{strings.notFound.backToBlog}</ButtonLink>
      </>
    )
  }
  return (
    <>
      {kind === 'upload' ? (
        // The file's name is only known in the browser; the not-found script writes it in.
        <p sx={{ variant: 'text.lead', my: 5 }} data-upload-message={strings.uploads.text} />
      ) : (
        <p sx={{ variant: 'text.lead', my: 5 }}>{strings.notFound.text}</p>
      )}
      <p sx={{ mb: 3 }}>{strings.notFound.mainPages}</p>
      <NavLinks layout={{ flexWrap: 'wrap', gap: 2, mb: 5 }} />
      <ButtonLink to={homePath(language)}>{strings.notFound.homeLink}</ButtonLink>
    </>
  )
}

/** What a visitor sees at an unknown path: a missing page, blog post or uploaded file. */
export default function NotFoundTemplate({ pageContext }: PageProps<object, NotFoundPageContext>) {
  const strings = useStrings()
  const kind = pageContext.notFoundKind
  return (
    <div
      sx={{ variant: 'layout.narrow', py: 9 }}
      data-not-found-page={notFoundPagePath(pageContext.language, kind)}
    >
      <h1 sx={{ variant: 'text.pageTitle' }}>{wordingOf(kind, strings).title}</h1>
      <Message kind={kind} />
    </div>
  )
}

export function Head({ pageContext }: HeadProps<object, NotFoundPageContext>) {
  return (
    <NoIndexHead
      frame={pageContext}
      {...wordingOf(pageContext.notFoundKind, pageContext.strings)}
    />
  )
}

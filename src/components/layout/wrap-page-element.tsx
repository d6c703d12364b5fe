import type { ReactElement } from 'react'
import { normalizePath } from '../../i18n/paths'
import { isIndexedKind } from '../../seo/indexing'
import { ContentProblems, isContentProblemsContext } from '../preview/content-problems'
import { RenderErrorBoundary } from './error-boundary'
import { Layout } from './layout'
import { isPageFrameContext, PageFrameProvider } from './page-frame'

/** What the frame reads of Gatsby's page (the CMS preview gives just this). */
interface PageElement {
  element: ReactElement
  props: { pageContext: unknown; location: { pathname: string } }
}

/**
 * Every page of the site is framed the same way, from the data the build put in its page
 * context. Gatsby keeps this wrapper mounted across client navigations. In `npm start` and the
 * CMS preview, a page whose data holds content problems shows them, whatever template is mounted.
 */
export function wrapPageElement({ element, props }: PageElement) {
  const context = props.pageContext
  if (isContentProblemsContext(context)) return <ContentProblems problems={context.problems} />
  if (!isPageFrameContext(context)) return element
  const { pathname } = props.location
  // The site search finds what search engines may list: content pages, not replies or redirects.
  const kind = 'kind' in context && typeof context.kind === 'string' ? context.kind : undefined
  return (
    <PageFrameProvider frame={{ ...context, currentPath: normalizePath(pathname) }}>
      <Layout searchable={kind !== undefined && isIndexedKind(kind)}>
        <RenderErrorBoundary key={pathname} language={context.language} strings={context.strings}>
          {element}
        </RenderErrorBoundary>
      </Layout>
    </PageFrameProvider>
  )
}

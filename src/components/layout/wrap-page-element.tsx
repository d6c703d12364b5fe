import type { WrapPageElementBrowserArgs } from 'gatsby'
import { normalizePath } from '../../i18n/paths'
import { RenderErrorBoundary } from './error-boundary'
import { Layout } from './layout'
import { isPageFrameContext, PageFrameProvider } from './page-frame'

/**
 * Every page of the site is framed the same way, from the data the build put in its page
 * context. Gatsby keeps this wrapper mounted across client navigations.
 */
export function wrapPageElement({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  const context = props.pageContext
  if (!isPageFrameContext(context)) return element
  const { pathname } = props.location
  return (
    <PageFrameProvider frame={{ ...context, currentPath: normalizePath(pathname) }}>
      <Layout>
        <RenderErrorBoundary key={pathname} language={context.language} strings={context.strings}>
          {element}
        </RenderErrorBoundary>
      </Layout>
    </PageFrameProvider>
  )
}

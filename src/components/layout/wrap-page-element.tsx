import type { WrapPageElementBrowserArgs } from 'gatsby'
import { normalizePath } from '../../i18n/paths'
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
  if (!isPageFrameContext(props.pageContext)) return element
  return (
    <PageFrameProvider
      frame={{ ...props.pageContext, currentPath: normalizePath(props.location.pathname) }}
    >
      <Layout>{element}</Layout>
    </PageFrameProvider>
  )
}

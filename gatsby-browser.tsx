import type { GatsbyBrowser } from 'gatsby'
import { followPreviewChanges } from './src/browser/preview-refresh'

/**
 * The production pages do without Gatsby's client runtime (src/ssr/without-runtime.tsx); these
 * serve `gatsby develop`, whose live preview renders the pages in the browser.
 */
export { wrapPageElement } from './src/components/layout/wrap-page-element'
export { wrapRootElement } from './src/components/layout/wrap-root-element'

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  followPreviewChanges()
}

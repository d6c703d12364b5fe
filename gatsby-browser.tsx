/**
 * The production pages do without Gatsby's client runtime (src/ssr/without-runtime.tsx); these
 * wrappers serve `gatsby develop`, whose live preview renders the pages in the browser.
 */
export { wrapPageElement } from './src/components/layout/wrap-page-element'
export { wrapRootElement } from './src/components/layout/wrap-root-element'

import type { ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

export { wrapPageElement } from './src/components/layout/wrap-page-element'
export { wrapRootElement } from './src/components/layout/wrap-root-element'

/**
 * A host without per-language rules answers every unknown path with the root 404.html; the
 * router then shows the not-found page of the path's language and kind, which cannot hydrate
 * the English HTML. That page is rendered afresh instead; every other page hydrates.
 * (Typed here: Gatsby's own type for this API still describes React 17's render.)
 */
export function replaceHydrateFunction() {
  return (element: ReactElement, container: Element) => {
    const servedRootNotFound = /^\/404(\.html)?\/?$/.test(window.pagePath ?? '')
    if (servedRootNotFound) createRoot(container).render(element)
    else hydrateRoot(container, element)
  }
}

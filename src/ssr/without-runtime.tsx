import { isValidElement, type ReactNode } from 'react'

/**
 * The pages are complete HTML and their behaviours come from small enhancement modules, so
 * Gatsby's client runtime (React, the router, page data: about 100 KB of JavaScript to run on
 * every page) is left out of the production HTML: these are the elements that load it. Without
 * them no inline script differs from page to page either, so one CSP hash list covers the site.
 */
export function withoutGatsbyRuntime(components: ReactNode[]): ReactNode[] {
  return components.filter((component) => {
    if (!isValidElement<{ id?: string; sliceId?: string }>(component)) return true
    return (
      component.props.id !== 'gatsby-script-loader' && component.props.sliceId !== '_gatsby-scripts'
    )
  })
}

/**
 * Prefetching of internal links for full page loads: Chromium fetches a linked page when the
 * pointer rests on the link, so the next page is usually there when it is clicked.
 */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
})

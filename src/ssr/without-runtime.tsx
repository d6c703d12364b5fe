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
 * The body without the markup of Gatsby's client router: the focus target it moves to after a
 * route change (an inline `outline:none` and `tabindex="-1"`) and its route announcer, an
 * inline-styled live region. The pages are full loads, which browsers announce and focus
 * themselves, and the Content-Security-Policy allows no inline style attribute.
 */
export function withoutRouterMarkup(bodyHtml: string): string {
  return bodyHtml
    .replace('<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">', '<div>')
    .replace(/<div id="gatsby-announcer"[^>]*><\/div>/, '')
}

/**
 * Prefetching of internal links for full page loads: Chromium fetches a linked page when the
 * pointer rests on the link, so the next page is usually there when it is clicked.
 */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
})

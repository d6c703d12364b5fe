import { createElement, isValidElement, type ReactNode } from 'react'

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
 * The body without the empty comments React writes between adjacent pieces of text, which tell
 * its hydration where one ends; no page hydrates. A visitor's text cannot hold one: the text of a
 * page is escaped.
 */
export const withoutTextSeparators = (bodyHtml: string): string =>
  bodyHtml.replaceAll('<!-- -->', '')

/** The attribute by which Gatsby's runtime finds the elements of the Head API it manages. */
export const headApiAttribute = 'data-gatsby-head'

/** A head element without the Head API's mark, which only the absent runtime reads. */
export function withoutHeadApiMark(component: ReactNode): ReactNode {
  if (!isValidElement<Record<string, unknown>>(component) || !(headApiAttribute in component.props))
    return component
  const props = Object.entries(component.props).filter(([name]) => name !== headApiAttribute)
  return createElement(component.type, { ...Object.fromEntries(props), key: component.key })
}

/**
 * Prefetching of internal links for full page loads: Chromium fetches a linked page when the
 * pointer rests on the link, so the next page is usually there when it is clicked.
 */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
})

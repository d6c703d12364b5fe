import { isValidElement, type ReactNode } from 'react'

const scriptId = 'gatsby-script-loader'

/**
 * Gatsby tells its runtime which page it is on with an inline script that differs on every page
 * (`window.pagePath="/pricing"`), so a Content-Security-Policy would need one hash per page. The
 * same statement reading the path from the script element's own data attribute is identical on
 * every page, and one hash allows it everywhere.
 */
export function withSharedPagePathScript(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(component))
      return component
    if (component.props.id !== scriptId) return component
    const source = component.props.dangerouslySetInnerHTML?.__html ?? ''
    const pagePath = /window\.pagePath=("(?:[^"\\]|\\.)*")/.exec(source)?.[1]
    const rest = source.replace(/window\.pagePath=("(?:[^"\\]|\\.)*");/, '')
    if (pagePath === undefined || /window\.(?!pagePath)\w+=/.test(rest)) {
      throw new Error(
        `Gatsby's page script changed shape (${source.slice(0, 120)}); update src/ssr/page-path-script.tsx.`,
      )
    }
    return (
      <script
        key={component.key}
        id={scriptId}
        data-page-path={JSON.parse(pagePath) as string}
        dangerouslySetInnerHTML={{
          __html: 'window.pagePath=document.currentScript.dataset.pagePath;',
        }}
      />
    )
  })
}

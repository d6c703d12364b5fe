import type { GatsbySSR } from 'gatsby'
import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderWithCriticalCss, styleElement, withOneStyleElement } from './src/ssr/critical-css'
import {
  bootBuildOf,
  enhancementFiles,
  enhancementNames,
  enhancementsOf,
  type BootBuild,
} from './src/ssr/enhancements'
import { iconLinks } from './src/ssr/icon-links'
import {
  headApiAttribute,
  speculationRules,
  withoutGatsbyRuntime,
  withoutHeadApiMark,
  withoutRouterMarkup,
  withoutTextSeparators,
} from './src/ssr/without-runtime'
import { fallbackFontCss } from './src/styles/fonts'

/** The minified builds of the boot script (src/browser/boot.ts), defined by gatsby-node. */
declare const BOOT_SCRIPTS: Record<BootBuild, string>
/** The tab icon's `data:` URL (src/node/icons.ts), defined by gatsby-node. */
declare const TAB_ICON: string

export { wrapPageElement } from './src/components/layout/wrap-page-element'
export { wrapRootElement } from './src/components/layout/wrap-root-element'

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, css } = renderWithCriticalCss(bodyComponent as ReactElement)
  replaceBodyHTMLString(withoutTextSeparators(withoutRouterMarkup(html)))
  setHeadComponents([styleElement('page', css)])
}

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  pathname,
  loadPageDataSync,
}) => {
  // The develop server renders one shell for every page and has no page data to read here; it
  // loads every enhancement, each of which acts only where its markup is, and its boot script
  // chooses the currency on every page.
  const pageData = typeof loadPageDataSync === 'function' ? loadPageDataSync(pathname).result : null
  setHeadComponents([
    <script
      key="boot"
      data-enhance={enhancementFiles(pageData ? enhancementsOf(pageData) : enhancementNames)}
      dangerouslySetInnerHTML={{ __html: BOOT_SCRIPTS[pageData ? bootBuildOf(pageData) : 'plain'] }}
    />,
    styleElement('fonts', fallbackFontCss()),
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: speculationRules }}
    />,
    ...iconLinks(TAB_ICON),
  ])
}

/**
 * Gatsby renders each page's Head inside wrapRootElement, so the theme's global styles come out
 * of it a second time; the copy the page itself rendered (critical-css.tsx) is the one kept.
 */
function isHeadApiStyle(component: ReactNode): boolean {
  if (!isValidElement<Record<string, unknown>>(component) || component.type !== 'style')
    return false
  return headApiAttribute in component.props && 'data-emotion' in component.props
}

/** Gatsby's `<meta name="generator">`: it tells no visitor or crawler anything they use. */
const isGeneratorMeta = (component: ReactNode) =>
  isValidElement<{ name?: string }>(component) && component.props.name === 'generator'

/**
 * The boot script goes first, so that it decides before the browser parses anything else; and
 * Gatsby's client runtime stays out of the page.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withoutGatsbyRuntime(getPostBodyComponents()))
  const components = withOneStyleElement(
    getHeadComponents()
      .filter((component) => !isHeadApiStyle(component) && !isGeneratorMeta(component))
      .map(withoutHeadApiMark),
  )
  const isBoot = (component: ReactNode) => isValidElement(component) && component.key === 'boot'
  replaceHeadComponents([
    ...components.filter(isBoot),
    ...components.filter((component) => !isBoot(component)),
  ])
}

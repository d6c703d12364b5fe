import type { GatsbySSR } from 'gatsby'
import { isValidElement, type ReactNode } from 'react'
import { bootScript } from './src/browser/boot'
import { languageOfPath } from './src/i18n/paths'
import { fontFaceCss, fontsToPreload } from './src/styles/fonts'

export { wrapPageElement } from './src/components/layout/wrap-page-element'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, pathname }) => {
  setHeadComponents([
    <script key="boot" dangerouslySetInnerHTML={{ __html: bootScript() }} />,
    ...fontsToPreload(languageOfPath(pathname)).map((url) => (
      <link
        key={url}
        rel="preload"
        href={url}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
    <style key="fonts" dangerouslySetInnerHTML={{ __html: fontFaceCss() }} />,
  ])
}

/** The boot script goes first, so that it decides before the browser parses anything else. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const components = getHeadComponents()
  const isBoot = (component: ReactNode) => isValidElement(component) && component.key === 'boot'
  replaceHeadComponents([
    ...components.filter(isBoot),
    ...components.filter((component) => !isBoot(component)),
  ])
}

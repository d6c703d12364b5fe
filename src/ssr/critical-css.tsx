import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

/** The prefix of the class names (`css-…`), emotion's default. */
const cacheKey = 'css'

/**
 * Renders a page with the CSS it uses collected for the head. Left alone, emotion writes a
 * `<style>` element before each styled element in the body, which is invalid HTML and makes the
 * browser re-evaluate styles while it parses.
 */
export function renderWithCriticalCss(page: ReactElement) {
  // No vendor prefixer (emotion's only default plugin): every browser the site supports reads
  // flexbox, grid and transitions unprefixed, and the prefixes made a quarter of each page's CSS.
  const cache = createCache({ key: cacheKey, stylisPlugins: [] })
  // In compat mode emotion only records styles in the cache instead of rendering them inline.
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{page}</CacheProvider>),
  )
  return { html, css: styles.map(({ css }) => css).join('') }
}

/** A `<style>` element of the head, with its CSS. */
export const styleElement = (key: string, css: string): ReactElement => (
  <style key={key} dangerouslySetInnerHTML={{ __html: css }} />
)

type InlineStyle = ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>

const isInlineStyle = (component: ReactNode): component is InlineStyle =>
  isValidElement<{ dangerouslySetInnerHTML?: { __html?: unknown } }>(component) &&
  component.type === 'style' &&
  typeof component.props.dangerouslySetInnerHTML?.__html === 'string'

/**
 * The head with all its inline CSS in one `<style>`, where the first of them stood. The
 * Content-Security-Policy allows each inline style by its hash, and every hash is a header
 * byte of every response: one style element a page, not one for each source of CSS, keeps the
 * first response of the longest pages within TCP's first round trip (docs/performance.md).
 */
export function withOneStyleElement(components: ReactNode[]): ReactNode[] {
  const styles = components.filter(isInlineStyle)
  const [first] = styles
  if (!first) return components
  const css = styles.map((style) => style.props.dangerouslySetInnerHTML.__html).join('')
  return components
    .filter((component) => component === first || !isInlineStyle(component))
    .map((component) => (component === first ? styleElement('styles', css) : component))
}

import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/** The key emotion's default browser cache uses, so that it adopts the styles rendered here. */
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
  const styleElements = styles
    .filter(({ css }) => css !== '')
    .map(({ key, ids, css }) => (
      <style
        key={`${key} ${ids.join(' ')}`}
        data-emotion={`${key} ${ids.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: css }}
      />
    ))
  return { html, styleElements }
}

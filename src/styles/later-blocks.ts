/**
 * Blocks a phone need not lay out before its first paint, each with a first guess at its height:
 * the theme makes them `content-visibility: auto`, so the browser leaves them unlaid-out until
 * they near the screen and lays out one screen, not the whole page, before it paints, and
 * replaces the guess by the real height once it has drawn the block. The site's script lays
 * them all out soon after the first screen is shown (src/browser/enhance/later-blocks.ts).
 */
export const laterBlockHeights = {
  'main section': '480px',
  '[data-prose] > *': '120px',
  footer: '480px',
}

/** Every block that waits, as one CSS selector. */
export const laterBlockSelector = Object.keys(laterBlockHeights).join(', ')

import type { ThemeUIStyleObject } from 'theme-ui'

/**
 * Blocks a phone need not lay out before its first paint: the browser leaves them unlaid-out
 * until they near the screen (`content-visibility: auto`), so it lays out one screen, not the
 * whole page, before it paints. Each has a first guess at its height, which the browser replaces
 * by the real one once it has drawn the block. The site's script lays them all out soon after the
 * first screen is shown (src/browser/enhance/later-blocks.ts).
 */
const guessedHeights = {
  'main section': '480px',
  '[data-prose] > *': '120px',
  footer: '480px',
}

/** Every block that waits, as one CSS selector. */
export const laterBlockSelector = Object.keys(guessedHeights).join(', ')

/** The rules that make them wait, for the theme's root styles. */
export const laterBlockStyles: Record<string, ThemeUIStyleObject> = Object.fromEntries(
  Object.entries(guessedHeights).map(([selector, height]) => [
    selector,
    { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` },
  ]),
)

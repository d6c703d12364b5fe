import type { Page } from 'playwright-core'

/**
 * Lays out the blocks the browser draws only as they near the screen (content-visibility: auto),
 * so that a check sees the whole page, and sees it alike on every run: otherwise a block can be
 * drawn, or not, in the middle of the check as the layout above it changes.
 */
export const layOutWholePage = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      element.style.contentVisibility = 'visible'
  })

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

/**
 * Waits until the site's own script has laid out every block left for later
 * (src/browser/enhance/block-layout.ts), as it does after the first screen for every visitor
 * with JavaScript, before tools that read the page unscrolled, such as Lighthouse's audits, run.
 */
export const blocksLaidOut = (page: Page) =>
  page.waitForFunction(
    () =>
      ![...document.body.querySelectorAll('*')].some(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      ),
    undefined,
    { timeout: 10_000 },
  )

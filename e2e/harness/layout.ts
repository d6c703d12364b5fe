import type { Page } from 'playwright-core'
import { laterBlockSelector } from '../../src/styles/later-blocks'

/**
 * Lays out the blocks the browser draws only as they near the screen (src/styles/later-blocks.ts),
 * so that a check sees the whole page, and sees it alike on every run: otherwise a block can be
 * drawn, or not, in the middle of the check as the layout above it changes.
 */
export const layOutWholePage = (page: Page) =>
  page.evaluate((selector) => {
    for (const block of document.querySelectorAll<HTMLElement>(selector))
      block.style.contentVisibility = 'visible'
  }, laterBlockSelector)

/**
 * Waits until the site's own script has laid out every block left for later
 * (src/browser/enhance/later-blocks.ts), as it does after the first screen for every visitor
 * with JavaScript, before tools that read the page unscrolled, such as Lighthouse's audits, run.
 */
export const blocksLaidOut = (page: Page) =>
  page.waitForFunction(
    (selector) =>
      ![...document.querySelectorAll(selector)].some(
        (block) => getComputedStyle(block).contentVisibility === 'auto',
      ),
    laterBlockSelector,
    { timeout: 10_000 },
  )

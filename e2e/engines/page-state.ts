import type { EnginePage } from './engine'
import type { PageProblem } from './page-problems'

/**
 * Waits until the page shows `path`, loaded, with the site's enhancement script run (the
 * header's disclosure buttons only get aria-expanded from it).
 */
export function waitForPage(page: EnginePage, path: string): Promise<void> {
  return page.waitFor(
    `${path} to be loaded and enhanced`,
    (expected: string) =>
      location.pathname === expected &&
      document.readyState === 'complete' &&
      document.querySelector('header summary[aria-expanded]') !== null,
    path,
  )
}

/** Opens `url` and waits until its page is loaded and enhanced. */
export async function open(page: EnginePage, url: string): Promise<void> {
  await page.goto(url)
  await waitForPage(page, new URL(url).pathname)
}

/** What the recorder kept of the page's uncaught errors and policy violations. */
export async function problemsOf(page: EnginePage): Promise<PageProblem[]> {
  const problems = await page.evaluate(() => window.e2eProblems ?? null)
  if (problems === null) {
    throw new Error('The problem recorder did not run: pages must come from startEngineSite.')
  }
  return problems
}

export const pathOf = (page: EnginePage) => page.evaluate(() => location.pathname)

export const languageOf = (page: EnginePage) => page.evaluate(() => document.documentElement.lang)

/** The text of every element matching `selector` that takes up room on the page. */
export const visibleTexts = (page: EnginePage, selector: string) =>
  page.evaluate(
    (css: string) =>
      [...document.querySelectorAll(css)]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.textContent ?? ''),
    selector,
  )

export const attributeOf = (page: EnginePage, selector: string, name: string) =>
  page.evaluate(
    (css: string, attribute: string) => document.querySelector(css)?.getAttribute(attribute),
    selector,
    name,
  )

/** The text of the element that has the keyboard focus. */
export const focusedText = (page: EnginePage) =>
  page.evaluate(() => document.activeElement?.textContent?.trim())

export const hasFocus = (page: EnginePage, selector: string) =>
  page.evaluate((css: string) => document.activeElement === document.querySelector(css), selector)

export const focus = (page: EnginePage, selector: string) =>
  page.evaluate((css: string) => document.querySelector<HTMLElement>(css)?.focus(), selector)

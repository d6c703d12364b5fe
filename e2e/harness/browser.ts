import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core'

/** The site's address on the test server. */
export function siteUrl(path: string): string {
  const origin = process.env.E2E_ORIGIN
  if (!origin) throw new Error('The browser tests must run through jest --selectProjects e2e.')
  return `${origin}${path}`
}

let browser: Browser | undefined

/** The shared browser, connected once per test file. */
export async function sharedBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS
  if (!endpoint) throw new Error('The browser tests must run through jest --selectProjects e2e.')
  browser ??= await chromium.connect(endpoint)
  return browser
}

export async function disconnectBrowser() {
  await browser?.close()
  browser = undefined
}

/** A fresh context, for a sweep whose concurrent tests each work in a tab of it. */
export async function openContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await sharedBrowser()).newContext(options)
}

const idleTabs = new WeakMap<BrowserContext, Page[]>()

/**
 * Runs `visit` in a tab of `context`. Sweeps over every page run their tests with
 * `it.concurrent`, a few tabs at once, because much of a page visit is waiting; tabs are reused,
 * since opening one costs about as much as loading a page.
 */
export async function inTab<T>(
  context: BrowserContext,
  visit: (page: Page) => Promise<T>,
): Promise<T> {
  const idle = idleTabs.get(context) ?? []
  idleTabs.set(context, idle)
  const page = idle.pop() ?? (await context.newPage())
  try {
    return await visit(page)
  } finally {
    page.removeAllListeners()
    idle.push(page)
  }
}

/** A fresh page in its own context, so tests do not share storage. */
export async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  return (await openContext(options)).newPage()
}

/**
 * Waits until the element's whole text is `expected`: after a navigation the address can change
 * before the new page is on screen, so text read right after `waitForURL` can be stale.
 */
export async function waitForText(locator: Locator, expected: string): Promise<void> {
  const exactly = new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  try {
    await locator.filter({ hasText: exactly }).first().waitFor({ timeout: 10_000 })
  } catch {
    const found = await locator.allTextContents()
    throw new Error(`Expected the text "${expected}", found ${JSON.stringify(found)}`)
  }
}

export interface CspViolation {
  directive: string
  blocked: string
}

declare global {
  interface Window {
    cspViolations?: CspViolation[]
  }
}

/** Makes every document opened in `target` keep the Content-Security-Policy violations it reports. */
export async function recordCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: `${event.blockedURI} ${event.sample}`.trim(),
      })
    })
  })
}

export const cspViolationsOf = (page: Page) => page.evaluate(() => window.cspViolations ?? [])

/**
 * Opens a path and waits until the page's enhancement script has run: the header's disclosure
 * buttons only get `aria-expanded` from it.
 */
export async function gotoEnhanced(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path))
  await page.locator('header summary[aria-expanded]').first().waitFor({ state: 'attached' })
}

/** Layout shifts since the page started, as Lighthouse counts them. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )

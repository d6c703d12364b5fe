import {
  chromium,
  type Browser,
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

/** A fresh page in its own context, so tests do not share storage. */
export async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await (await sharedBrowser()).newContext(options)
  return context.newPage()
}

/**
 * Waits until the element's whole text is `expected`. After a client-side navigation the URL
 * changes before React commits the new page, so text read right after `waitForURL` can be stale.
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

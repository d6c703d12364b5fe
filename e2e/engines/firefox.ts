import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { waitTimeoutMs, type BrowserLanguage, type Engine, type EnginePage } from './engine'

/** Debian's Firefox ESR, or the one FIREFOX_PATH names. */
export function firefoxPath(): string {
  const path = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
  if (!existsSync(path)) {
    throw new Error(
      `Firefox not found at ${path}. Install it (apt-get install -y firefox-esr) or set FIREFOX_PATH.`,
    )
  }
  return path
}

const viewport = { width: 1280, height: 900 }

/**
 * Firefox's language is a preference of the whole browser, so each language gets a browser of
 * its own, launched when first needed; the time zone is set per window.
 */
function launch(language: BrowserLanguage): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: viewport,
    extraPrefsFirefox: { 'intl.accept_languages': `${language}, ${language.split('-')[0]}` },
  })
}

/**
 * The tests hand scripts plain values only, never element handles, so puppeteer's types that
 * unwrap handles in the arguments do not apply.
 */
type PlainScript = (...args: unknown[]) => unknown

function firefoxPage(page: Page, close: () => Promise<void>): EnginePage {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' })
    },
    async evaluate<Args extends unknown[], Result>(
      script: (...args: Args) => Result,
      ...args: Args
    ): Promise<Awaited<Result>> {
      return (await page.evaluate(script as PlainScript, ...args)) as Awaited<Result>
    },
    waitFor: async (what, condition, ...args) => {
      try {
        await page.waitForFunction(condition as PlainScript, { timeout: waitTimeoutMs }, ...args)
      } catch (error) {
        throw new Error(`Firefox: gave up waiting for ${what}`, { cause: error })
      }
    },
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    close,
  }
}

export function firefox(): Engine {
  const browsers = new Map<BrowserLanguage, Promise<Browser>>()
  return {
    name: 'Firefox',
    async openPage({ timeZone, language }) {
      const browser = browsers.get(language) ?? launch(language)
      browsers.set(language, browser)
      const context = await (await browser).createBrowserContext()
      const page = await context.newPage()
      await page.emulateTimezone(timeZone)
      return firefoxPage(page, () => context.close())
    },
    async close() {
      await Promise.allSettled(
        [...browsers.values()].map(async (browser) => (await browser).close()),
      )
    },
  }
}

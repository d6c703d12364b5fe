import { existsSync } from 'node:fs'
import { Builder, By, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver'
import {
  waitTimeoutMs,
  type BrowserLanguage,
  type Engine,
  type EnginePage,
  type Key,
} from './engine'
import {
  freePort,
  hasLocale,
  startProcess,
  startVirtualDisplay,
  waitUntilAnswering,
} from './processes'

/** WebKitGTK's own small browser, which its WebDriver drives (package webkit2gtk-driver). */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** WebKit takes navigator.language from the C locale of its process. */
const localeOf: Record<BrowserLanguage, string> = {
  'en-US': 'en_US.UTF-8',
  'de-DE': 'de_DE.UTF-8',
}

/** One WebKitWebDriver per browser language, on a free port; it serves one session at a time. */
async function startDriver(display: string, language: BrowserLanguage) {
  const locale = localeOf[language]
  if (!hasLocale(locale)) {
    throw new Error(
      `The locale ${locale} is missing, so WebKit would not speak ${language}. ` +
        `Generate it: localedef -i ${locale.split('.')[0]} -f UTF-8 ${locale}`,
    )
  }
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: display, LANG: locale, LC_ALL: locale }
  delete env.LANGUAGE
  const driver = startProcess('WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  await Promise.race([waitUntilAnswering(`${url}/status`, 10_000), driver.failedToStart])
  return { url, stop: driver.stop }
}

const keys: Record<Key, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
}

function webkitPage(driver: WebDriver): EnginePage {
  return {
    goto: (url) => driver.get(url),
    evaluate: (script, ...args) => driver.executeScript(script, ...args),
    waitFor: async (what, condition, ...args) => {
      let lastError: unknown
      const holds = async () => {
        try {
          return Boolean(await driver.executeScript(condition, ...args))
        } catch (error) {
          // A navigation in progress has no document to ask; the next try will.
          lastError = error
          return false
        }
      }
      try {
        await driver.wait(holds, waitTimeoutMs)
      } catch (error) {
        throw new Error(`WebKit: gave up waiting for ${what}`, { cause: lastError ?? error })
      }
    },
    click: (selector) => driver.findElement(By.css(selector)).click(),
    type: (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    resize: async (width, height) => {
      await driver.manage().window().setRect({ width, height })
    },
    close: () => driver.quit(),
  }
}

/**
 * WebKitGTK's MiniBrowser under WebKitWebDriver, on a virtual display started for the tests.
 * A window is a browser session of its own (a new MiniBrowser process, about a second), with the
 * time zone given on its command line.
 */
export function webkit(): Engine {
  if (!existsSync(miniBrowserPath)) {
    throw new Error(
      `WebKitGTK's MiniBrowser not found at ${miniBrowserPath}. Install it ` +
        '(apt-get install -y webkit2gtk-driver xvfb) or set MINIBROWSER_PATH.',
    )
  }
  let display: ReturnType<typeof startVirtualDisplay> | undefined
  const drivers = new Map<BrowserLanguage, ReturnType<typeof startDriver>>()
  const driverFor = async (language: BrowserLanguage) => {
    display ??= startVirtualDisplay()
    const { display: name } = await display
    const driver = drivers.get(language) ?? startDriver(name, language)
    drivers.set(language, driver)
    return driver
  }
  return {
    name: 'WebKit',
    async openPage({ timeZone, language }) {
      const { url } = await driverFor(language)
      const session = await new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowserPath,
            args: ['--automation', `--time-zone=${timeZone}`],
          },
        })
        .build()
      await session.manage().window().setRect({ width: 1280, height: 900 })
      return webkitPage(session)
    },
    async close() {
      await Promise.allSettled([...drivers.values()].map(async (driver) => (await driver).stop()))
      await Promise.allSettled([display?.then(({ stop }) => stop())])
    },
  }
}

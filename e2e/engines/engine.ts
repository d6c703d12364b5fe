/**
 * What the behaviour suite needs of a browser engine, so that one suite runs in Firefox
 * (puppeteer-core over WebDriver BiDi) and in WebKit (selenium-webdriver over WebKitWebDriver).
 */

/** The browser languages the tests need: the default, and one the root redirect acts on. */
export type BrowserLanguage = 'en-US' | 'de-DE'

export interface PageSettings {
  /** An IANA zone, as the visitor's system would set it. */
  timeZone: string
  /** What navigator.language says. */
  language: BrowserLanguage
}

export type Key = 'Tab' | 'Enter' | 'Escape'

/** A page in a browser window with storage of its own; it opens at 1280 × 900 CSS pixels. */
export interface EnginePage {
  /** Opens a URL and returns once its load event has fired. */
  goto(url: string): Promise<void>
  /** Runs a self-contained function in the page (a returned promise is awaited). */
  evaluate<Args extends unknown[], Result>(
    script: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>
  /** Waits until `condition` holds in the page (across navigations); `what` names it on timeout. */
  waitFor<Args extends unknown[]>(
    what: string,
    condition: (...args: Args) => unknown,
    ...args: Args
  ): Promise<void>
  /** A real mouse click in the middle of the element. */
  click(selector: string): Promise<void>
  /** Types into the element, key by key. */
  type(selector: string, text: string): Promise<void>
  /** Presses a key on whatever has the focus. */
  press(key: Key): Promise<void>
  /** Sets the window's size; the engine may keep a minimum, so read innerWidth when it matters. */
  resize(width: number, height: number): Promise<void>
  close(): Promise<void>
}

export interface Engine {
  name: string
  openPage(settings: PageSettings): Promise<EnginePage>
  /** Ends every process the engine started. */
  close(): Promise<void>
}

/** How long a page may take to reach a state on a busy 2-core machine. */
export const waitTimeoutMs = 10_000

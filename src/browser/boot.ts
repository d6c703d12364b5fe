import { defaultLanguage, languageCodes } from '../i18n/languages'
import { fontDeclaredAttribute, fontDescriptors, fontFamily } from '../styles/fonts'
import { languageChoiceKey } from './language-choice'

/**
 * The one inline script of the site. It runs in the head before the first paint, so neither
 * the language redirect nor the currency switch shows a flash or moves the layout, and it
 * declares the site font when the browser has it already. Once the first screen is shown it
 * loads the page's enhancements, which its element lists in `data-enhance`, and fetches the font
 * for the next pages if it was not there.
 * Its functions are serialized with toString(): they use only their arguments and browser
 * globals, and stay within syntax that compiles without helpers.
 */

/** The part of the Temporal API that browsers shipping it (Chromium, Firefox) offer. */
declare const Temporal: { Now: { timeZoneId(): string } } | undefined

export interface BootConfig {
  languages: readonly string[]
  defaultLanguage: string
  /**
   * Given only to pages that show prices: reading the time zone costs the first paint 1-3 ms,
   * which a page without prices would pay for nothing.
   */
  euroTimeZones?: readonly string[]
  languageChoiceKey: string
  font: {
    url: string
    family: string
    descriptors: FontFaceDescriptors
    /** Set on the root once the font is declared: the theme names the font only then. */
    declaredAttribute: string
    /**
     * Declared on every page, as in the live preview: its pages change without a page load, so
     * the font of its first page would stay for the whole session.
     */
    always: boolean
  }
}

/** EUR for the time zones of the places that pay in euros, USD for any other or an unknown one. */
export function currencyFor(
  timeZone: string | undefined,
  euroZones: readonly string[],
): 'EUR' | 'USD' {
  return timeZone !== undefined && euroZones.indexOf(timeZone) >= 0 ? 'EUR' : 'USD'
}

/**
 * Where a visitor arriving at `path` should be sent: only from the root, only once per session,
 * only to a supported language other than the default; null to stay. `alreadyChosen` is asked
 * only at the root: the first read of session storage waits on the browser process for a few
 * milliseconds, which every other page would pay before its first paint.
 */
export function redirectTarget(
  path: string,
  browserLanguage: string,
  config: Pick<BootConfig, 'languages' | 'defaultLanguage'>,
  alreadyChosen: () => boolean,
): string | null {
  if (path !== '/' || alreadyChosen()) return null
  const primary =
    String(browserLanguage || '')
      .split('-')[0]
      ?.toLowerCase() ?? ''
  if (primary === config.defaultLanguage || config.languages.indexOf(primary) < 0) return null
  return `/${primary}`
}

/**
 * Whether the browser has the site font in its cache: an earlier page of the site fetched it once
 * its first screen was shown, so the visitor came from a page of the site, or reloads or goes back
 * to one. Only the root sends a first visit on, to its language, before fetching anything. Read
 * from the address and the referrer: no storage, nothing kept about the visitor.
 */
export function fontFetchedBefore(
  navigationType: string | undefined,
  referrer: string,
  origin: string,
  path: string,
  rootSendsHere: (path: string) => boolean,
): boolean {
  if (navigationType === 'reload' || navigationType === 'back_forward') return true
  if (referrer.indexOf(`${origin}/`) !== 0) return false
  const from = referrer.slice(origin.length).split(/[?#]/)[0]
  return !(from === '/' && rootSendsHere(path))
}

function boot(
  config: BootConfig,
  currency: typeof currencyFor,
  target: typeof redirectTarget,
  fontCached: typeof fontFetchedBefore,
): void {
  try {
    decodeURIComponent(location.pathname)
  } catch {
    // The router decodes the path and would throw; without its percent signs it is plain text.
    console.warn(`Malformed percent-encoding in the address: ${location.pathname}`)
    history.replaceState(
      history.state,
      '',
      location.pathname.replace(/%/g, '') + location.search + location.hash,
    )
  }
  const euroZones = config.euroTimeZones
  if (euroZones) {
    const root = document.documentElement
    try {
      // Temporal reads the zone in about a millisecond; a first Intl.DateTimeFormat loads locale
      // data for 15-25 ms, which this script, blocking the first paint, would cost the page.
      const timeZone =
        typeof Temporal !== 'undefined'
          ? Temporal.Now.timeZoneId()
          : Intl.DateTimeFormat().resolvedOptions().timeZone
      root.setAttribute('data-currency', currency(timeZone, euroZones))
    } catch (error) {
      root.setAttribute('data-currency', 'USD')
      console.warn('Could not read the time zone; showing prices in USD.', error)
    }
  }
  const chosen = () => {
    try {
      return sessionStorage.getItem(config.languageChoiceKey) !== null
    } catch {
      return false
    }
  }
  const redirect = (language: string) => {
    const destination = target(location.pathname, language, config, chosen)
    if (destination) {
      try {
        sessionStorage.setItem(config.languageChoiceKey, '1')
      } catch {
        // Without session storage the redirect still happens, once per page load.
      }
      location.replace(destination)
    }
    return destination
  }
  Object.defineProperty(window, 'languageRedirect', {
    value: {
      reset: () => sessionStorage.removeItem(config.languageChoiceKey),
      test: (language: string) => redirect(language),
    },
  })
  if (redirect(navigator.language)) return

  const { font } = config
  const fontLink = (rel: 'preload' | 'prefetch') => {
    const link = document.createElement('link')
    link.rel = rel
    link.as = 'font'
    link.type = 'font/woff2'
    link.crossOrigin = 'anonymous'
    link.href = font.url
    document.head.appendChild(link)
  }
  const arrival = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  const fontInCache =
    font.always ||
    fontCached(
      arrival && arrival.type,
      document.referrer,
      location.origin,
      location.pathname,
      (path) => target('/', navigator.language, config, () => false) === path,
    )
  if (fontInCache) {
    // A font preloaded before the body exists holds the first paint back until it is read from
    // the cache (or for the browser's short limit), so the page is drawn in it from the start.
    fontLink('preload')
    document.fonts.add(
      new FontFace(font.family, `url(${font.url}) format('woff2')`, font.descriptors),
    )
    document.documentElement.setAttribute(font.declaredAttribute, '')
  }

  const current = document.currentScript
  const modules = ((current && current.getAttribute('data-enhance')) || '').split(' ')
  const loadModule = (src: string) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = src
    document.head.appendChild(script)
  }
  // Starting a request costs the main thread 5-11 ms (traces of the legal notice on the bench
  // machine); the three in one task (11-27 ms) made a long task of Lighthouse's four-fold
  // slowdown, and up to 56 ms of blocking time. Each starts in a task of its own.
  const inOwnTask = (start: () => void) => setTimeout(start, 0)
  const afterFirstScreen = () => {
    for (const src of modules) {
      if (src) inOwnTask(() => loadModule(src))
    }
    // Fetched into the cache for the next pages, not drawn in this one (it would re-flow its
    // text). A prefetch neither makes a FontFace nor decodes the font: on a first visit the
    // site makes none, which cost 1-5 ms of the main thread.
    if (!fontInCache) inOwnTask(() => fontLink('prefetch'))
  }
  // What the first screen does not need waits until it is shown: the load event has passed (its
  // images are in), its first contentful paint is on the screen, and two more frames have been
  // drawn. A request that ends earlier competes with the first screen for a slow connection, and
  // Lighthouse counts it in the largest paint whether the paint waited for it or not.
  const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(afterFirstScreen))
  const whenPainted = () => {
    if (typeof PerformanceObserver === 'undefined') return twoFrames()
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) return twoFrames()
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect()
      twoFrames()
    }).observe({ type: 'paint', buffered: true })
  }
  // A hidden tab paints nothing, and would run no animation frame until shown.
  if (document.visibilityState === 'hidden') afterFirstScreen()
  else addEventListener('load', whenPainted, { once: true })
}

/**
 * The boot script, for the site font at `fontUrl`, the visitors of `euroTimeZones` seeing euros
 * (src/node/euro-time-zones.ts): `prices` for a page that shows prices, `preview` for the
 * development server, whose one script serves every page.
 */
export function bootScript(
  fontUrl: string,
  euroTimeZones: readonly string[],
  { preview = false, prices = false } = {},
): string {
  const config: BootConfig = {
    languages: languageCodes,
    defaultLanguage,
    ...((prices || preview) && { euroTimeZones }),
    languageChoiceKey,
    font: {
      url: fontUrl,
      family: fontFamily,
      descriptors: fontDescriptors,
      declaredAttribute: fontDeclaredAttribute,
      always: preview,
    },
  }
  return `(${boot.toString()})(${JSON.stringify(config)},${currencyFor.toString()},${redirectTarget.toString()},${fontFetchedBefore.toString()})`
}

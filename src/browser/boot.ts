import { euroTimeZones } from '../config/time-zones'
import { defaultLanguage, languageCodes } from '../i18n/languages'
import { languageChoiceKey } from './language-choice'

/**
 * The one inline script of the site. It runs in the head before the first paint, so neither
 * the language redirect nor the currency switch shows a flash or moves the layout.
 * Its functions are serialized with toString(): they use only their arguments and browser
 * globals, and stay within syntax that compiles without helpers.
 */

/** The part of the Temporal API that browsers shipping it (Chromium, Firefox) offer. */
declare const Temporal: { Now: { timeZoneId(): string } } | undefined

export interface BootConfig {
  languages: readonly string[]
  defaultLanguage: string
  euroTimeZones: readonly string[]
  languageChoiceKey: string
}

/** EUR for the European time zones of the spec, USD for any other or an unknown one. */
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

function boot(
  config: BootConfig,
  currency: typeof currencyFor,
  target: typeof redirectTarget,
): void {
  const root = document.documentElement
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
  try {
    // Temporal reads the zone in about a millisecond; a first Intl.DateTimeFormat loads locale
    // data for 15-25 ms, which this script, blocking the first paint, would cost every page.
    const timeZone =
      typeof Temporal !== 'undefined'
        ? Temporal.Now.timeZoneId()
        : Intl.DateTimeFormat().resolvedOptions().timeZone
    root.setAttribute('data-currency', currency(timeZone, config.euroTimeZones))
  } catch (error) {
    root.setAttribute('data-currency', 'USD')
    console.warn('Could not read the time zone; showing prices in USD.', error)
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
  redirect(navigator.language)
}

export function bootScript(): string {
  const config: BootConfig = {
    languages: languageCodes,
    defaultLanguage,
    euroTimeZones,
    languageChoiceKey,
  }
  return `(${boot.toString()})(${JSON.stringify(config)},${currencyFor.toString()},${redirectTarget.toString()})`
}

import { runInNewContext } from 'node:vm'
import { bootScript } from '../../src/browser/boot'
import { euroTimeZones } from '../../src/node/euro-time-zones'

/** A sandbox for the inline boot script, shared by its tests before the first paint and after it. */

export const fontUrl = '/fonts/inter-0123456789abcdef.woff2'
/** The zones whose visitors see euros, as the build gives the boot script. */
export const euroZones = euroTimeZones()
export const origin = 'https://www.brightshelf.agency'

/** Runs the inline script as a browser would, against stand-ins for the browser's globals. */
export function runBoot({
  path = '/',
  language = 'de-DE',
  timeZone = 'Europe/Madrid',
  storage = new Map<string, string>(),
  referrer = '',
  navigationType = 'navigate',
  failIntl = false,
  temporalTimeZone = undefined as string | undefined,
  enhancements = '/enhance/site-a.js /enhance/contact-b.js',
  hidden = false,
  paintTiming = true,
  preview = false,
  prices = true,
} = {}) {
  const appended: string[] = []
  const declaredFonts: string[] = []
  const fontFacesMade: string[] = []
  const frames: (() => void)[] = []
  const tasks: (() => void)[] = []
  const loadListeners: (() => void)[] = []
  const paintObservers: (() => void)[] = []
  const attributes = new Map<string, string>()
  const replaced: string[] = []
  const rewritten: string[] = []
  const warnings: unknown[][] = []
  const storageReads: string[] = []
  const window = {} as Record<string, unknown>
  class FontFace {
    constructor(
      readonly family: string,
      readonly source: string,
    ) {
      fontFacesMade.push(source)
    }
  }
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : []
    constructor(private readonly callback: (entries: unknown, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      if (type === 'paint') paintObservers.push(() => this.callback([], this))
    }
    disconnect() {
      paintObservers.length = 0
    }
  }
  const element = (tag: string) => ({ tag }) as Record<string, string>
  const described = ({ tag, ...fields }: Record<string, string>) =>
    [tag, ...Object.entries(fields).map(([name, value]) => `${name}=${value}`)].join(' ')
  const context = {
    window,
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
      currentScript: {
        getAttribute: (name: string) => (name === 'data-enhance' ? enhancements : null),
      },
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: element,
      head: { appendChild: (child: Record<string, string>) => appended.push(described(child)) },
      fonts: { add: (face: FontFace) => declaredFonts.push(`${face.family} ${face.source}`) },
      referrer,
    },
    FontFace,
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener)
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    navigator: { language },
    location: {
      origin,
      pathname: path,
      search: '',
      hash: '',
      replace: (target: string) => replaced.push(target),
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => rewritten.push(url),
    },
    sessionStorage: {
      getItem: (key: string) => {
        storageReads.push(key)
        return storage.get(key) ?? null
      },
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    performance: {
      getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigationType }] : []),
    },
    Intl: failIntl
      ? {
          DateTimeFormat: () => {
            throw new Error('no Intl')
          },
        }
      : { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone }) }) },
    ...(temporalTimeZone && { Temporal: { Now: { timeZoneId: () => temporalTimeZone } } }),
    console: { warn: (...args: unknown[]) => warnings.push(args) },
    Object,
    String,
    JSON,
  }
  runInNewContext(bootScript(fontUrl, euroZones, { preview, prices }), context)
  const browser = {
    fireLoad: () => loadListeners.splice(0).forEach((listener) => listener()),
    reportFirstPaint: () => [...paintObservers].forEach((report) => report()),
    drawFrame: () => frames.splice(0).forEach((callback) => callback()),
    /** Runs the next queued task; whatever it appended to the head. */
    runTask: () => {
      const before = appended.length
      tasks.shift()?.()
      return appended.slice(before)
    },
    runTasks: () => tasks.splice(0).forEach((task) => task()),
  }
  /** The first screen shown: load event, first contentful paint, two frames drawn. */
  const showFirstScreen = () => {
    browser.fireLoad()
    browser.reportFirstPaint()
    browser.drawFrame()
    browser.drawFrame()
    browser.runTasks()
  }
  return {
    attributes,
    replaced,
    rewritten,
    warnings,
    storage,
    storageReads,
    window,
    appended,
    declaredFonts,
    fontFacesMade,
    browser,
    showFirstScreen,
  }
}

/** What the script appends to the head: the enhancement modules runBoot's page lists, the font. */
export const modules = [
  'script type=module src=/enhance/site-a.js',
  'script type=module src=/enhance/contact-b.js',
]
export const fontPreload = `link rel=preload as=font type=font/woff2 crossOrigin=anonymous href=${fontUrl}`
export const fontPrefetch = `link rel=prefetch as=font type=font/woff2 crossOrigin=anonymous href=${fontUrl}`

import { runInNewContext } from 'node:vm'
import { bootScript, currencyFor, redirectTarget } from '../src/browser/boot'
import { languageChoiceKey } from '../src/browser/language-choice'
import { euroTimeZones } from '../src/config/time-zones'

const languages = { languages: ['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'], defaultLanguage: 'en' }

describe('currencyFor', () => {
  it('gives EUR in the 20 European zones of the spec and USD elsewhere', () => {
    expect(euroTimeZones).toHaveLength(20)
    expect(currencyFor('Europe/Madrid', euroTimeZones)).toBe('EUR')
    expect(currencyFor('Europe/Berlin', euroTimeZones)).toBe('EUR')
    expect(currencyFor('Europe/Warsaw', euroTimeZones)).toBe('USD')
    expect(currencyFor('America/New_York', euroTimeZones)).toBe('USD')
    expect(currencyFor(undefined, euroTimeZones)).toBe('USD')
  })
})

describe('redirectTarget', () => {
  it('sends a visitor on / to the primary subtag of a supported browser language', () => {
    expect(redirectTarget('/', 'de-DE', languages, () => false)).toBe('/de')
    expect(redirectTarget('/', 'PT-br', languages, () => false)).toBe('/pt')
  })

  it('keeps English, unsupported languages, other paths and a second visit where they are', () => {
    expect(redirectTarget('/', 'en-US', languages, () => false)).toBeNull()
    expect(redirectTarget('/', 'ja-JP', languages, () => false)).toBeNull()
    expect(redirectTarget('/', '', languages, () => false)).toBeNull()
    expect(redirectTarget('/pricing', 'de-DE', languages, () => false)).toBeNull()
    expect(redirectTarget('/', 'de-DE', languages, () => true)).toBeNull()
  })
})

const fontUrl = '/fonts/inter-0123456789abcdef.woff2'
const origin = 'https://www.brightshelf.agency'

/** Runs the inline script as a browser would, against stand-ins for the browser's globals. */
function runBoot({
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
  runInNewContext(bootScript(fontUrl, { preview, prices }), context)
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

const modules = [
  'script type=module src=/enhance/site-a.js',
  'script type=module src=/enhance/contact-b.js',
]
const fontPreload = `link rel=preload as=font type=font/woff2 crossOrigin=anonymous href=${fontUrl}`
const fontPrefetch = `link rel=prefetch as=font type=font/woff2 crossOrigin=anonymous href=${fontUrl}`

describe('the inline boot script', () => {
  it("loads the page's enhancement modules once the first screen is shown: after the load event, the first contentful paint and two frames", () => {
    const { appended, browser } = runBoot({ path: '/pricing' })
    browser.fireLoad()
    browser.drawFrame()
    expect(appended).toEqual([])
    browser.reportFirstPaint()
    browser.drawFrame()
    expect(appended).toEqual([])
    browser.drawFrame()
    browser.runTasks()
    expect(appended).toEqual([...modules, fontPrefetch])
  })

  it('starts each of those requests in a task of its own, so that none makes a long task of them together', () => {
    const { appended, browser } = runBoot({ path: '/pricing' })
    browser.fireLoad()
    browser.reportFirstPaint()
    browser.drawFrame()
    browser.drawFrame()
    expect(appended).toEqual([])
    expect([browser.runTask(), browser.runTask(), browser.runTask()]).toEqual([
      [modules[0]],
      [modules[1]],
      [fontPrefetch],
    ])
  })

  it('loads them after the load event and two frames where the browser has no paint timing, and at once in a hidden tab', () => {
    const withoutPaintTiming = runBoot({ path: '/pricing', paintTiming: false })
    withoutPaintTiming.browser.fireLoad()
    withoutPaintTiming.browser.drawFrame()
    expect(withoutPaintTiming.appended).toEqual([])
    withoutPaintTiming.browser.drawFrame()
    withoutPaintTiming.browser.runTasks()
    expect(withoutPaintTiming.appended).toEqual([...modules, fontPrefetch])
    const hidden = runBoot({ path: '/pricing', hidden: true })
    hidden.browser.runTasks()
    expect(hidden.appended).toEqual([...modules, fontPrefetch])
  })

  it("loads no enhancement on a page it leaves for the visitor's language", () => {
    const { appended, replaced, showFirstScreen } = runBoot({ path: '/' })
    showFirstScreen()
    expect(replaced).toEqual(['/de'])
    expect(appended).toEqual([])
  })

  it('on a first visit declares no font, and prefetches it once the first screen is shown, for the next pages only', () => {
    const { appended, attributes, declaredFonts, fontFacesMade, showFirstScreen } = runBoot({
      path: '/pricing',
    })
    expect(appended).toEqual([])
    showFirstScreen()
    expect(appended).toEqual([...modules, fontPrefetch])
    expect(declaredFonts).toEqual([])
    // Not even made: a FontFace costs the main thread a few milliseconds.
    expect(fontFacesMade).toEqual([])
    expect(attributes.has('data-site-font')).toBe(false)
  })

  it('declares the font, preloaded, before the first paint of a page reached from another page of the site', () => {
    const { appended, attributes, declaredFonts, showFirstScreen } = runBoot({
      path: '/de/preise',
      referrer: `${origin}/de/kontakt?sent=1`,
    })
    expect(appended).toEqual([fontPreload])
    expect(declaredFonts).toEqual([`Inter Variable url(${fontUrl}) format('woff2')`])
    // The theme names the font only on a root that says it is declared.
    expect(attributes.get('data-site-font')).toBe('')
    showFirstScreen()
    expect(appended).toEqual([fontPreload, ...modules])
  })

  it('gives a German visitor whom the root sent on to /de a first visit: the root fetched nothing', () => {
    const sentOn = runBoot({ path: '/de', language: 'de-DE', referrer: `${origin}/` })
    expect(sentOn.declaredFonts).toEqual([])
    const fromTheHomePage = runBoot({ path: '/pricing', language: 'de-DE', referrer: `${origin}/` })
    expect(fromTheHomePage.declaredFonts).toHaveLength(1)
  })

  it('declares the font on every page of the live preview, whose pages change without a page load', () => {
    const { appended, declaredFonts } = runBoot({ path: '/pricing', preview: true })
    expect(appended).toEqual([fontPreload])
    expect(declaredFonts).toHaveLength(1)
  })

  it('declares the font on a reload and on going back, and not for a visitor from another site', () => {
    expect(runBoot({ path: '/pricing', navigationType: 'reload' }).declaredFonts).toHaveLength(1)
    expect(
      runBoot({ path: '/pricing', navigationType: 'back_forward' }).declaredFonts,
    ).toHaveLength(1)
    const fromElsewhere = runBoot({
      path: '/pricing',
      referrer: 'https://www.brightshelf.agency.example.com/',
    })
    expect(fromElsewhere.declaredFonts).toEqual([])
  })

  it('sets the currency before paint and redirects a German browser on / once per session', () => {
    const first = runBoot()
    expect(first.attributes.get('data-currency')).toBe('EUR')
    expect(first.replaced).toEqual(['/de'])
    expect(first.storage.get(languageChoiceKey)).toBe('1')
    const second = runBoot({ storage: first.storage })
    expect(second.replaced).toEqual([])
  })

  it('reads no time zone on a page without prices, and sets no currency there', () => {
    // Intl fails here: a read of the time zone would leave a warning.
    const plain = runBoot({ path: '/de/blog', prices: false, failIntl: true })
    expect(plain.attributes.has('data-currency')).toBe(false)
    expect(plain.warnings).toEqual([])
    expect(bootScript(fontUrl, { prices: false })).not.toContain('Europe/Madrid')
    // The live preview serves every page with one script, so it chooses the currency everywhere.
    expect(bootScript(fontUrl, { preview: true })).toContain('Europe/Madrid')
  })

  it('leaves session storage alone on every page but the root', () => {
    expect(runBoot({ path: '/de/preise' }).storageReads).toEqual([])
    expect(runBoot({ path: '/' }).storageReads).toEqual([languageChoiceKey])
  })

  it('reads the time zone from Temporal where the browser has it, not from the slower Intl', () => {
    const madrid = runBoot({ temporalTimeZone: 'Europe/Madrid', timeZone: 'America/New_York' })
    expect(madrid.attributes.get('data-currency')).toBe('EUR')
    const newYork = runBoot({ temporalTimeZone: 'America/New_York', failIntl: true })
    expect(newYork.attributes.get('data-currency')).toBe('USD')
    expect(newYork.warnings).toEqual([])
  })

  it('shows USD and warns when the time zone cannot be read', () => {
    const { attributes, warnings } = runBoot({ failIntl: true, language: 'en-US' })
    expect(attributes.get('data-currency')).toBe('USD')
    expect(warnings).toHaveLength(1)
  })

  it('clears a malformed percent-encoded path, with a warning, so the router cannot throw on it', () => {
    const { rewritten, warnings } = runBoot({ path: '/es/%E0%A4%A', language: 'en-US' })
    expect(rewritten).toEqual(['/es/E0A4A'])
    expect(warnings).toHaveLength(1)
  })

  it('offers debug helpers that reset the flag and test a redirect', () => {
    const { window, storage, replaced } = runBoot({ language: 'en-US' })
    const helpers = window.languageRedirect as {
      reset: () => void
      test: (language: string) => string | null
    }
    expect(helpers.test('fr-FR')).toBe('/fr')
    expect(replaced).toEqual(['/fr'])
    expect(helpers.test('it')).toBeNull()
    helpers.reset()
    expect(storage.has(languageChoiceKey)).toBe(false)
    expect(helpers.test('it')).toBe('/it')
  })
})

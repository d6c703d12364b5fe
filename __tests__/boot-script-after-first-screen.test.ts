import {
  fontPrefetch,
  fontPreload,
  fontUrl,
  modules,
  origin,
  runBoot,
} from './support/boot-sandbox'

/** What the boot script loads once the first screen is shown, and when it declares the site font. */

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
})

import type { Page } from 'playwright-core'
import { disconnectBrowser, gotoEnhanced, openPage } from './harness/browser'
import { expectedPages } from './harness/content'

afterAll(disconnectBrowser)

interface FocusStop {
  name: string
  /** Why the focus cannot be seen, or '' when it can. */
  invisible: string
}

/** Presses Tab and describes where the focus went. */
async function tab(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab')
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { name: '(page)', invisible: '' }
    const labelled = element as HTMLInputElement
    const name = (
      element.getAttribute('aria-label') ??
      labelled.labels?.[0]?.textContent ??
      element.textContent ??
      ''
    ).trim()
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    const ringed = style.boxShadow !== 'none'
    const onScreen =
      box.width >= 1 && box.height >= 1 && box.bottom > 0 && box.top < window.innerHeight
    const invisible = !onScreen
      ? `off screen (${Math.round(box.top)}, ${box.width}×${box.height})`
      : !outlined && !ringed
        ? 'no outline or ring'
        : ''
    return { name, invisible }
  })
}

/**
 * The search page's script focuses its field once it has loaded, which may be while the test is
 * tabbing; so there, wait for that focus and let go of it, and tab from the top of the page.
 */
async function startFromTheTop(page: Page) {
  if ((await page.locator('form[data-search]').count()) === 0) return
  await page.waitForFunction(() => document.activeElement?.matches('input[type="search"]'))
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

/** Tabs through the whole page once and returns every stop, in order. */
async function tabThrough(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  for (let step = 0; step < 200; step += 1) {
    const stop = await tab(page)
    if (stop.name === '(page)' || (stops.length > 0 && stop.name === stops[0]?.name)) break
    stops.push(stop)
  }
  return stops
}

const englishPages = expectedPages().filter(({ language }) => language === 'en')
const desktop = { width: 1280, height: 800 }
const phone = { width: 375, height: 800 }

/**
 * Every page kind at desktop width (the languages share the components); at phone width, where
 * only the header differs, the home and the contact page.
 */
const cases = [
  ...englishPages.map(({ path }) => [path, desktop] as const),
  ...['/', '/contact'].map((path) => [path, phone] as const),
]

describe('keyboard focus', () => {
  it.concurrent.each(cases)(
    'is visible on every interactive element of %s at %o',
    async (path, viewport) => {
      const page = await openPage({ viewport })
      await gotoEnhanced(page, path)
      await startFromTheTop(page)
      const stops = await tabThrough(page)
      expect(stops.length).toBeGreaterThan(5)
      expect(stops.filter(({ invisible }) => invisible !== '')).toEqual([])
      await page.context().close()
    },
  )
})

describe('tab order', () => {
  it('goes skip link, logo, main links, search, language switcher, call to action, then the page', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } })
    await gotoEnhanced(page, '/pricing')
    const names = (await tabThrough(page)).map(({ name }) => name)
    expect(names.slice(0, 13)).toEqual([
      'Skip to main content',
      'Brightshelf, home page',
      'Home',
      'Services',
      'Case Studies',
      'Pricing',
      'Blog',
      'About',
      'Contact',
      'Search the site',
      expect.stringMatching(/: EN$/),
      'Get in touch',
      expect.any(String),
    ])
    await page.context().close()
  })

  it('on a phone, reaches search, the switcher, then the menu button and, once open, its links', async () => {
    const page = await openPage({ viewport: { width: 375, height: 800 } })
    await gotoEnhanced(page, '/pricing')
    const names: string[] = []
    for (let stop = 0; stop < 5; stop += 1) names.push((await tab(page)).name)
    expect(names).toEqual([
      'Skip to main content',
      'Brightshelf, home page',
      'Search the site',
      expect.stringMatching(/: EN$/),
      'Menu',
    ])
    await page.keyboard.press('Enter')
    await expect(tab(page)).resolves.toEqual({ name: 'Home', invisible: '' })
    await expect(tab(page)).resolves.toEqual({ name: 'Services', invisible: '' })
    await page.context().close()
  })

  it('reaches the language choices when the switcher is open', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } })
    await gotoEnhanced(page, '/pricing')
    let stop = await tab(page)
    while (!stop.name.endsWith(': EN') && stop.name !== '(page)') stop = await tab(page)
    await page.keyboard.press('Enter')
    await expect(tab(page)).resolves.toEqual({ name: 'English', invisible: '' })
    await expect(tab(page)).resolves.toEqual({ name: 'Español', invisible: '' })
    await page.context().close()
  })

  it('runs through the contact form in reading order, then the privacy link, ending on the send button', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } })
    await gotoEnhanced(page, '/contact')
    const names = (await tabThrough(page)).map(({ name }) => name)
    const first = names.indexOf('First name')
    expect(first).toBeGreaterThan(10)
    expect(names.slice(first, first + 8)).toEqual([
      'First name',
      'Last name',
      'Email *',
      'Company',
      'Subject',
      'Message *',
      'privacy policy',
      'Send message',
    ])
    await page.context().close()
  })
})

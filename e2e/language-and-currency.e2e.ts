import type { BrowserContextOptions, Page } from 'playwright-core'
import { disconnectBrowser, layoutShift, openPage, siteUrl, waitForText } from './harness/browser'
import { headingOf } from './harness/content'
import { languageDefinition, toLanguage } from '../src/i18n/languages'

afterAll(disconnectBrowser)

const opened: Page[] = []
async function visit(path: string, options: BrowserContextOptions = {}) {
  const page = await openPage(options)
  opened.push(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(siteUrl(path))
  await page.waitForLoadState('networkidle')
  return { page, errors }
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close()))
})

const pathOf = (page: Page) => new URL(page.url()).pathname

describe('browser-language redirect', () => {
  it.each([
    ['de-DE', '/de'],
    ['pt-BR', '/pt'],
  ])('sends a %s browser from / to %s, with no error', async (locale, target) => {
    const { page, errors } = await visit('/', { locale })
    expect(pathOf(page)).toBe(target)
    expect(await page.getAttribute('html', 'lang')).toBe(
      languageDefinition(toLanguage(target.slice(1))).locale,
    )
    expect(errors).toEqual([])
  })

  it.each(['en-US', 'ja-JP'])('keeps a %s browser on the English home', async (locale) => {
    const { page } = await visit('/', { locale })
    expect(pathOf(page)).toBe('/')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
  })

  it('redirects once per session: back on / the visitor stays', async () => {
    const { page } = await visit('/', { locale: 'de-DE' })
    expect(pathOf(page)).toBe('/de')
    await page.goto(siteUrl('/'))
    expect(pathOf(page)).toBe('/')
  })

  it('respects a language chosen in the switcher', async () => {
    const { page } = await visit('/de/preise', { locale: 'de-DE' })
    await page.locator('header details:not(:has(nav)) > summary').click()
    await page.locator('header').getByRole('link', { name: 'English' }).click()
    await page.waitForURL(siteUrl('/pricing'))
    await page.goto(siteUrl('/'))
    expect(pathOf(page)).toBe('/')
  })

  it('never redirects a deep path', async () => {
    const { page } = await visit('/pricing', { locale: 'de-DE' })
    expect(pathOf(page)).toBe('/pricing')
  })

  it('leaves crawlers without JavaScript on the English page', async () => {
    const { page } = await visit('/', { locale: 'de-DE', javaScriptEnabled: false })
    expect(pathOf(page)).toBe('/')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
  })

  it('decides before anything is painted: the script is the first thing in the head', async () => {
    const html = await (await fetch(siteUrl('/'))).text()
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
    const firstScript = head.search(/<script[\s>]/)
    expect(head.slice(firstScript)).toMatch(/^<script data-enhance="[^"]*">\(function/)
    expect(head.indexOf('<style')).toBeGreaterThan(firstScript)
    expect(head.indexOf('<link rel="stylesheet"')).toBe(-1)
  })

  it('offers debug helpers on window to reset the flag and test a redirect', async () => {
    const { page } = await visit('/', { locale: 'de-DE' })
    expect(pathOf(page)).toBe('/de')
    await page.goto(siteUrl('/'))
    expect(pathOf(page)).toBe('/')
    await page.evaluate(() =>
      (window as unknown as { languageRedirect: { reset: () => void } }).languageRedirect.reset(),
    )
    await Promise.all([
      page.waitForURL(siteUrl('/fr')),
      page.evaluate(() =>
        (
          window as unknown as { languageRedirect: { test: (l: string) => void } }
        ).languageRedirect.test('fr-FR'),
      ),
    ])
    expect(pathOf(page)).toBe('/fr')
  })
})

const visiblePrices = (page: Page) =>
  page.locator('main [data-price-currency]:visible').allTextContents()

describe('currency by time zone', () => {
  it.each([
    ['Europe/Madrid', '/es/precios', ['1200 €', '600 €']],
    ['Europe/Berlin', '/de/preise', ['1.200 €', '600 €']],
    // Beyond the spec's 20 zones, where euros are paid too: the Canary Islands, Bulgaria, Madeira.
    ['Atlantic/Canary', '/es/precios', ['1200 €', '600 €']],
    ['Europe/Sofia', '/pricing', ['€1,200', '€600']],
    ['Atlantic/Madeira', '/pt/precos', ['1200 €', '600 €']],
    ['Europe/Warsaw', '/pl/cennik', ['1300 USD', '690 USD']],
    ['America/New_York', '/pricing', ['$1,300', '$690']],
  ])(
    'in %s, %s shows the right amounts without any layout shift',
    async (timezoneId, path, firstTwo) => {
      const { page } = await visit(path, { timezoneId })
      const prices = (await visiblePrices(page)).map((text) => text.replace(/\s/g, ' '))
      expect(prices.slice(0, 2)).toEqual(firstTwo)
      expect(prices).toHaveLength(6)
      await expect(layoutShift(page)).resolves.toBe(0)
    },
  )

  it('falls back to USD with a console warning when the time zone cannot be read', async () => {
    const page = await openPage({ timezoneId: 'Europe/Madrid' })
    opened.push(page)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.addInitScript(() => {
      const unavailable = () => {
        throw new Error('time zone unavailable')
      }
      Intl.DateTimeFormat = unavailable as unknown as typeof Intl.DateTimeFormat
      const { Temporal } = globalThis as { Temporal?: { Now: { timeZoneId: () => string } } }
      if (Temporal) Temporal.Now.timeZoneId = unavailable
    })
    await page.goto(siteUrl('/pricing'))
    expect(await visiblePrices(page)).toEqual([
      '$1,300',
      '$690',
      '$1,100',
      '$990',
      '$1,700',
      '$1,700',
    ])
    expect(warnings.some((warning) => warning.includes('USD'))).toBe(true)
  })

  it('shows USD without JavaScript, whatever the time zone', async () => {
    const { page } = await visit('/pricing', {
      timezoneId: 'Europe/Madrid',
      javaScriptEnabled: false,
    })
    expect((await visiblePrices(page)).slice(0, 1)).toEqual(['$1,300'])
  })

  it('keeps the currency across client-side navigation', async () => {
    const { page } = await visit('/es', { timezoneId: 'Europe/Madrid' })
    await page.locator('header nav').getByRole('link', { name: 'Precios' }).click()
    await page.waitForURL(siteUrl('/es/precios'))
    await waitForText(page.locator('h1'), headingOf('/es/precios'))
    expect((await visiblePrices(page))[0]?.replace(/\s/g, ' ')).toBe('1200 €')
  })
})

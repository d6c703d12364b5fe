import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { disconnectBrowser, inTab, layoutShift, openContext, siteUrl } from './harness/browser'
import { listenLocally, resolveFile, staticSiteHandler } from '../tools/static-server'
import { euroTimeZones } from '../src/config/time-zones'
import { fallbackFaces, fallbackFamily } from '../src/styles/fonts'
import { builtPages, publicRoot } from './harness/built-pages'
import { blocksLaidOut } from './harness/layout'
import { expectedPages, pageOf, type ExpectedPage } from './harness/content'
import { parseFrontmatter } from '../src/node/content-files'
import { budgets } from '../bench/budgets'
import { gzipBytes, headerBytes, htmlThroughElement, largestPaint } from './harness/largest-paint'

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * What the browser is told about loading, checked in every built page: the few things that make
 * the first screen fast (issue 7) and that a later change could undo without any test noticing.
 */
describe.each(builtPages())('the loading hints of %s', (_path, file) => {
  const html = readFileSync(file, 'utf8')

  it('preload no font and link none: the boot script names the one font file, in woff2, from the site itself', () => {
    expect(tags(html, 'link').filter((tag) => attribute(tag, 'as') === 'font')).toEqual([])
    expect(html).not.toMatch(/url\(\/fonts\//)
    const boot = /<script data-enhance="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const fonts = boot.match(/\/fonts\/[^"'()]+/g) ?? []
    expect(fonts).toHaveLength(1)
    expect(fonts[0]).toMatch(/^\/fonts\/inter-[0-9a-f]+\.woff2$/)
    expect(resolveFile(publicRoot, fonts[0] ?? '')).toBeDefined()
  })

  it(`draw the first visit in ${fallbackFamily}, a local font scaled to Inter's metrics`, () => {
    for (const { weight } of fallbackFaces) {
      expect(html).toMatch(
        new RegExp(
          `@font-face\\{font-family:'${fallbackFamily}';[^}]*font-weight:${weight};src:local\\('Arial[^}]*size-adjust:`,
        ),
      )
    }
  })

  it('load no script file before the first paint: the boot script lists the enhancements', () => {
    expect(tags(html, 'script').filter((tag) => attribute(tag, 'src'))).toEqual([])
    const [boot] = tags(html, 'script')
    const modules = attribute(boot ?? '', 'data-enhance')?.split(' ') ?? []
    expect(modules.length).toBeGreaterThan(0)
    for (const module of modules) expect(resolveFile(publicRoot, module)).toBeDefined()
  })

  it('read the time zone before the first paint only where the page shows prices', () => {
    const boot = /<script data-enhance="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const showsPrices = /<[^>]+\sdata-price-currency="/.test(html)
    const readsTimeZone = euroTimeZones.every((zone) => boot.includes(`"${zone}"`))
    expect({ showsPrices, readsTimeZone }).toEqual({
      showsPrices,
      readsTimeZone: showsPrices,
    })
  })

  it('link no stylesheet: the page CSS is inline, in one style element (one hash in the policy)', () => {
    expect(tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'stylesheet')).toEqual([])
    expect(tags(html, 'style')).toEqual(['<style>'])
  })
})

/**
 * What must arrive before a page's largest paint: its headers as the host sends them and the
 * compressed HTML up to and including the largest element (the head with the inline styles, the
 * header, the hero). It must fit in TCP's first round trip, so that a longer article, whose text
 * follows its first screen, costs no second round trip before the paint that matters.
 */
describe('the bytes before the largest paint, on a phone', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await openContext({ viewport: { width: 412, height: 823 } })
  })
  afterAll(disconnectBrowser)

  // One page at a time: Chromium may not paint a page in a tab that is not in front.
  it.each(builtPages().map(([path]) => path))(
    `%s sends its largest paint within TCP's first round trip (${budgets.firstRoundTripBytes} bytes)`,
    (path) =>
      inTab(context, async (page) => {
        const response = await page.goto(siteUrl(path), { waitUntil: 'load' })
        if (!response) throw new Error(`No response for ${path}`)
        const throughLargest = htmlThroughElement(await response.text(), await largestPaint(page))
        expect(throughLargest).toContain('</header>')
        const bytes = (await headerBytes(response.url())) + gzipBytes(throughLargest)
        expect(bytes).toBeLessThanOrEqual(budgets.firstRoundTripBytes)
      }),
  )
})

/**
 * Lighthouse's phone screen: an image that shows in it is the likely largest paint, so it must be
 * fetched at once and first; one below it waits until the visitor scrolls near it.
 */
describe('images at phone size, without JavaScript', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await openContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false })
  })
  afterAll(disconnectBrowser)

  it.concurrent.each(builtPages().map(([path]) => path))(
    '%s loads the images of its first screen first and the rest lazily',
    (path) =>
      inTab(context, async (page) => {
        await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' })
        const images = await page.$$eval('img', (elements) =>
          elements.map((image) => ({
            src: image.getAttribute('src'),
            inFirstScreen: image.getBoundingClientRect().top < window.innerHeight,
            loading: image.getAttribute('loading'),
            fetchpriority: image.getAttribute('fetchpriority'),
          })),
        )
        for (const { src, inFirstScreen, loading, fetchpriority } of images) {
          const expected = inFirstScreen
            ? { loading: 'eager', fetchpriority: 'high' }
            : { loading: 'lazy', fetchpriority: null }
          expect({ src, loading, fetchpriority }).toEqual({ src, ...expected })
        }
      }),
  )
})

/**
 * An SVG cover is drawn in the page itself (src/node/inline-svg.ts): on a phone the article and
 * the blog list show it with their text, not one round trip after it as an image file (issue 21).
 */
describe('SVG covers in the first screen, at phone size, without JavaScript', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await openContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false })
  })
  afterAll(disconnectBrowser)

  const articles = expectedPages().filter((page) => page.kind === 'post')
  const coverName = (article: ExpectedPage) =>
    String((parseFrontmatter(readFileSync(article.file, 'utf8')) as { imageAlt: unknown }).imageAlt)
  const languages = [...new Set(articles.map((article) => article.language))]

  const expectDrawnInFirstScreen = async (page: Page, cover: Locator) => {
    expect(await cover.evaluate((element) => element.tagName)).toBe('svg')
    const box = await cover.boundingBox()
    expect(box?.width).toBeGreaterThan(300)
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThan(823)
    const images = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map(({ name }) => name),
    )
    expect(images).toEqual([])
  }

  it.concurrent.each(articles.map((article) => [article.path, article] as const))(
    'the article %s draws its cover in its first screen and fetches no image file',
    (path, article) =>
      inTab(context, async (page) => {
        await page.goto(siteUrl(path), { waitUntil: 'load' })
        await expectDrawnInFirstScreen(
          page,
          page.getByRole('img', { name: coverName(article), exact: true }),
        )
      }),
  )

  it.concurrent.each(languages.map((language) => pageOf('blog', language).path))(
    'the blog list %s draws the cover of its newest article in its first screen and fetches no image file',
    (path) =>
      inTab(context, async (page) => {
        await page.goto(siteUrl(path), { waitUntil: 'load' })
        await expectDrawnInFirstScreen(page, page.locator('main li').first().getByRole('img'))
      }),
  )
})

describe('the enhancements', () => {
  afterAll(disconnectBrowser)

  it.each(['/contact', '/de/suche'])(
    'of %s are fetched once the first screen is shown, after the load event and the first contentful paint, and then work',
    async (path) => {
      const context = await openContext()
      await inTab(context, async (page) => {
        await page.goto(siteUrl(path))
        // Each listed module has a resource entry once it has arrived; they arrive in any order.
        await page.waitForFunction(() => {
          const listed = document
            .querySelector('script[data-enhance]')
            ?.getAttribute('data-enhance')
          const fetched = performance.getEntriesByType('resource').map(({ name }) => name)
          return (listed ?? '')
            .split(' ')
            .every((src) => fetched.includes(new URL(src, location.href).href))
        })
        await page.locator('header summary[aria-expanded]').first().waitFor({ state: 'attached' })
        const { firstContentfulPaint, loadEventEnd, modules } = await page.evaluate(() => ({
          firstContentfulPaint:
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          loadEventEnd:
            (
              performance.getEntriesByType('navigation')[0] as
                PerformanceNavigationTiming | undefined
            )?.loadEventEnd ?? Infinity,
          modules: performance
            .getEntriesByType('resource')
            .filter(({ name }) => new URL(name).pathname.startsWith('/enhance/'))
            .map(({ startTime }) => startTime),
        }))
        expect(modules.length).toBeGreaterThan(1)
        for (const start of modules) {
          expect(start).toBeGreaterThan(firstContentfulPaint)
          expect(start).toBeGreaterThan(loadEventEnd)
        }
      })
      await context.close()
    },
  )
})

/**
 * Chromium paints whatever it has parsed when the parser waits, and the header's items are laid
 * out from the right: drawn before its last items arrived, the header's links would jump sideways
 * once they came (a layout shift seen on a busy machine). The items after the logo are shown once
 * the main content, which follows the header, is in.
 */
describe('a header that reaches the browser in two parts', () => {
  let server: Server
  let origin = ''
  const path = '/es/precios'
  const html = readFileSync(resolveFile(publicRoot, path) ?? '', 'utf8')
  const cut = html.indexOf('</nav>') + '</nav>'.length

  beforeAll(async () => {
    const serveSite = staticSiteHandler(publicRoot)
    server = createServer((request, response) => {
      if (request.url === path) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.write(html.slice(0, cut))
        setTimeout(() => response.end(html.slice(cut)), 600)
        return
      }
      serveSite(request, response)
    })
    origin = await listenLocally(server)
  })
  afterAll(async () => {
    await disconnectBrowser()
    await new Promise((closed) => server.close(closed))
  })

  it('moves none of its items, and shows them all once it is whole', async () => {
    expect(cut).toBeGreaterThan(html.indexOf('<header'))
    expect(cut).toBeLessThan(html.indexOf('</header>'))
    const context = await openContext({ viewport: { width: 1280, height: 800 } })
    await inTab(context, async (page) => {
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      await expect(layoutShift(page)).resolves.toBe(0)
      await expect(
        page.locator('header nav').first().getByRole('link').first().isVisible(),
      ).resolves.toBe(true)
      await expect(page.locator('header summary').first().isVisible()).resolves.toBe(true)
    })
    await context.close()
  })
})

/**
 * A phone lays out the first screen before its first paint, not the whole page: blocks below it
 * wait (content-visibility: auto) until the site's script lays them out, one per task, once that
 * screen is shown (src/browser/enhance/later-blocks.ts), or until they near the screen.
 */
describe('blocks below the first screen, at phone size', () => {
  const viewport = { width: 412, height: 823 }
  const articles = expectedPages()
    .filter((page) => page.kind === 'post')
    .map((page) => page.path)
  const footerDrawn = () =>
    document.querySelector('footer > *')?.checkVisibility({ contentVisibilityAuto: true })
  afterAll(disconnectBrowser)

  it.each(articles)('%s leaves its footer unlaid-out without JavaScript', async (path) => {
    const context = await openContext({ viewport, javaScriptEnabled: false })
    await inTab(context, async (page) => {
      await page.goto(siteUrl(path))
      expect(await page.evaluate(footerDrawn)).toBe(false)
      await page.locator('footer').scrollIntoViewIfNeeded()
      // The browser finds the footer near the screen in one frame and lays it out in a later
      // one. Without JavaScript nothing in the page can be waited on; each screenshot waits for
      // a frame.
      for (let frame = 0; frame < 10 && !(await page.evaluate(footerDrawn)); frame += 1)
        await page.screenshot()
      expect(await page.evaluate(footerDrawn)).toBe(true)
    })
    await context.close()
  })

  it.each(articles)(
    '%s has every block laid out soon after its load, moving nothing',
    async (path) => {
      const context = await openContext({ viewport })
      await inTab(context, async (page) => {
        await page.goto(siteUrl(path))
        await blocksLaidOut(page)
        expect(await page.evaluate(footerDrawn)).toBe(true)
        expect(await layoutShift(page)).toBe(0)
      })
      await context.close()
    },
  )
})

/**
 * Every language's own name is in the language menus, each marked with its language. Hyphenated,
 * each would open its language's dictionary before the first paint; the page's text is hyphenated
 * in the page's language.
 */
describe('text in another language than the page', () => {
  afterAll(disconnectBrowser)

  it('is not hyphenated, while the page text is', async () => {
    const context = await openContext({ viewport: { width: 412, height: 823 } })
    await inTab(context, async (page) => {
      await page.goto(siteUrl(pageOf('services', 'de').path))
      const hyphens = await page.evaluate(() => ({
        otherLanguages: [...document.body.querySelectorAll('[lang]:not([lang="de"])')].map(
          (element) => getComputedStyle(element).hyphens,
        ),
        pageText: getComputedStyle(document.querySelector('main p') ?? document.body).hyphens,
      }))
      expect(hyphens.otherLanguages.length).toBeGreaterThanOrEqual(6)
      expect(new Set(hyphens.otherLanguages)).toEqual(new Set(['manual']))
      expect(hyphens.pageText).toBe('auto')
    })
    await context.close()
  })
})

import { readFileSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { builtPages } from './harness/built-pages'
import { expectedPages, pageOf, type ExpectedPage } from './harness/content'
import { parseFrontmatter } from '../src/node/content-files'
import { budgets } from '../bench/budgets'
import { firstRoundTrip } from './harness/largest-paint'

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
        const { throughLargest, bytes } = await firstRoundTrip(page, siteUrl(path))
        expect(throughLargest).toContain('</header>')
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
    // Further down, a lazy image near the screen may load (a later card's cover, a photo of the
    // text): the browser's choice, not the first screen's.
    const images = await page.evaluate(() => {
      const lazy = new Set(
        [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map(
          (image) => image.currentSrc || image.src,
        ),
      )
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map(({ name }) => name)
        .filter((name) => !lazy.has(name))
    })
    expect(images).toEqual([])
  }

  it.concurrent.each(articles.map((article) => [article.path, article] as const))(
    'the article %s draws its cover in its first screen and fetches no image file for it',
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
    'the blog list %s draws the cover of its newest article in its first screen and fetches no image file for it',
    (path) =>
      inTab(context, async (page) => {
        await page.goto(siteUrl(path), { waitUntil: 'load' })
        await expectDrawnInFirstScreen(page, page.locator('main li').first().getByRole('img'))
      }),
  )
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { projectRoot } from '../src/node/project-paths'
import { fallbackFaces, fallbackFamily, fontDescriptors, fontFamily } from '../src/styles/fonts'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { expectedPages, pageOf } from './harness/content'
import { layOutWholePage } from './harness/layout'

afterAll(disconnectBrowser)

/** The fonts Chromium drew the first element matching `selector` with, by family name. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map(({ familyName }) => familyName)
  } finally {
    await cdp.detach()
  }
}

/** When the page's first contentful paint, its load event and each font request happened. */
const loadTimes = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      loadEventEnd: navigation?.loadEventEnd,
      fonts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(({ name }) => name.endsWith('.woff2'))
        .map(({ startTime, responseEnd }) => ({ startTime, responseEnd })),
      layoutShifts: performance.getEntriesByType('layout-shift').length,
    }
  })

/** Chromium reports the first contentful paint once it is on the screen, which can follow the load event. */
const contentfulPaintReported = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)

/** Waits until the page has fetched the site font (for the next pages). */
const fontFetched = (page: Page) =>
  page.waitForFunction(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
      ({ name, responseEnd }) => name.endsWith('.woff2') && responseEnd > 0,
    ),
  )

/** A page of the site opened from another of its pages, as a visitor who follows a link. */
const openFromSite = (page: Page, path: string) =>
  page.goto(siteUrl(path), { referer: siteUrl('/') })

describe('the site font', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await openContext({ viewport: { width: 412, height: 823 } })
  })

  it('is neither declared nor fetched on a first visit until the first screen is shown: that page is drawn in the fallback', () =>
    inTab(context, async (page) => {
      await page.goto(siteUrl(pageOf('pricing', 'en').path))
      await contentfulPaintReported(page)
      await fontFetched(page)
      const { firstContentfulPaint, loadEventEnd, fonts } = await loadTimes(page)
      expect(fonts).toHaveLength(1)
      expect(fonts[0]?.startTime).toBeGreaterThan(firstContentfulPaint ?? Infinity)
      expect(fonts[0]?.startTime).toBeGreaterThan(loadEventEnd ?? Infinity)
      // Arial's metric twin on Debian (fonts-liberation), scaled by the fallback face.
      expect(await fontsDrawing(page, 'h1')).toEqual(['Liberation Sans'])
      expect(
        await page.evaluate(() =>
          [...document.fonts].map(({ family }) => family.replace(/"/g, '')),
        ),
      ).not.toContain(fontFamily)
      // Not named either: a family no style sheet declares is looked up among the system's fonts.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain(
        fontFamily,
      )
    }))

  it('draws the pages a visitor goes on to in Inter from their first paint, read from the cache before it', () =>
    inTab(context, async (page) => {
      await page.goto(siteUrl(pageOf('pricing', 'en').path))
      await fontFetched(page)
      for (const kind of ['blog', 'post']) {
        await page
          .locator(
            `main a[href="${pageOf(kind, 'en').path}"], footer a[href="${pageOf(kind, 'en').path}"]`,
          )
          .first()
          .click()
        await page.waitForURL(siteUrl(pageOf(kind, 'en').path))
        await contentfulPaintReported(page)
        const { firstContentfulPaint, fonts, layoutShifts } = await loadTimes(page)
        expect(fonts).toHaveLength(1)
        expect(fonts[0]?.responseEnd).toBeLessThan(firstContentfulPaint ?? 0)
        expect(layoutShifts).toBe(0)
        expect(await fontsDrawing(page, 'h1')).toEqual([fontFamily])
      }
    }))
})

/**
 * The height of the page and of each block of text in it, laid out whole. Inline boxes are left
 * out: their height is the font's own, rounded to the pixel, and moves nothing.
 */
const textBlocks = async (page: Page) => {
  await layOutWholePage(page)
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    blocks: [...document.querySelectorAll('h1, h2, h3, h4, p, li, label, summary, a, button')]
      .filter((element) => getComputedStyle(element).display !== 'inline')
      .map((element) => Math.round(element.getBoundingClientRect().height)),
  }))
}

/**
 * Lays the page out in Inter whatever the timing: the site's own face is `optional`, and Chromium
 * gives a page only about 100 ms to read it from the cache before drawing it in the fallback for
 * good, which a loaded test machine can miss. A face declared after it, with the same descriptors
 * but `display: block`, takes precedence and is waited for.
 */
const layOutInInter = (page: Page) =>
  page.evaluate(
    async ({ family, descriptors }) => {
      const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')
      if (!preload) throw new Error('The page declares no site font: was it opened from the site?')
      const face = new FontFace(family, `url(${preload.href}) format('woff2')`, {
        ...descriptors,
        display: 'block',
      })
      document.fonts.add(face)
      await face.load()
      await document.fonts.ready
    },
    { family: fontFamily, descriptors: fontDescriptors },
  )

/** Every line of the content files: the site's text, in every language. */
const siteLines = () =>
  expectedPages()
    .flatMap(({ file }) => readFileSync(join(projectRoot, file), 'utf8').split('\n'))
    .filter((line) => line.trim().length > 0)

describe(`the fallback font (${fallbackFamily})`, () => {
  it.each(fallbackFaces.map(({ weight, sizeAdjust }) => [weight, sizeAdjust]))(
    'at weight %i is scaled to the width Inter draws the site text in, within 0.5 %%',
    async (weight, sizeAdjust) => {
      const context = await openContext()
      const ratio = await inTab(context, async (page) => {
        await page.goto(siteUrl('/'))
        await fontFetched(page)
        await openFromSite(page, '/')
        return page.evaluate(
          async ({ lines, fontWeight, inter }) => {
            await document.fonts.load(`${fontWeight} 16px "${inter}"`)
            const canvas = document.createElement('canvas').getContext('2d')
            if (!canvas) throw new Error('No 2D canvas')
            const width = (family: string) => {
              canvas.font = `${fontWeight} 16px "${family}"`
              return lines.reduce((sum, line) => sum + canvas.measureText(line).width, 0)
            }
            // Arial's metric twin on Debian (fonts-liberation).
            return width(inter) / width('Liberation Sans')
          },
          { lines: siteLines(), fontWeight: weight, inter: fontFamily },
        )
      })
      await context.close()
      expect(Math.abs(ratio / sizeAdjust - 1)).toBeLessThan(0.005)
    },
  )
})

/**
 * A first visit is drawn in the fallback, Arial scaled to Inter's widths with Inter's vertical
 * metrics: the page must stand as it will in Inter, lines breaking alike, so that the design
 * holds and nothing moves between a first and a second visit.
 */
describe.each([412, 1280])(`the fallback font (${fallbackFamily}) at %i px`, (width) => {
  let fallbackContext: BrowserContext
  let interContext: BrowserContext
  beforeAll(async () => {
    // Opened straight from its address, every page is a first visit.
    fallbackContext = await openContext({ viewport: { width, height: 900 } })
    interContext = await openContext({ viewport: { width, height: 900 } })
    await inTab(interContext, async (page) => {
      await page.goto(siteUrl('/'))
      await fontFetched(page)
    })
  })

  const kinds = expectedPages().filter(({ language }) => ['en', 'de', 'pl'].includes(language))

  it.concurrent.each(kinds.map(({ path }) => path))(
    '%s breaks its lines as in Inter',
    async (path) => {
      const inFallback = await inTab(fallbackContext, async (page) => {
        await page.goto(siteUrl(path))
        expect(await fontsDrawing(page, 'h1')).not.toContain(fontFamily)
        return textBlocks(page)
      })
      const inInter = await inTab(interContext, async (page) => {
        await openFromSite(page, path)
        await layOutInInter(page)
        expect(await fontsDrawing(page, 'h1')).toEqual([fontFamily])
        return textBlocks(page)
      })
      // A long page may break a line or two elsewhere, never more.
      expect(Math.abs(inFallback.height / inInter.height - 1)).toBeLessThan(0.015)
      expect(inFallback.blocks).toHaveLength(inInter.blocks.length)
      const otherHeight = inFallback.blocks.filter(
        (height, index) => Math.abs(height - (inInter.blocks[index] ?? 0)) > 1,
      )
      expect(otherHeight.length).toBeLessThanOrEqual(inInter.blocks.length / 20)
    },
  )
})

import { readFileSync } from 'node:fs'
import type { BrowserContext } from 'playwright-core'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { builtPages } from './harness/built-pages'

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * What the browser is told about loading, checked in every built page: the few things that make
 * the first screen fast (issue 7) and that a later change could undo without any test noticing.
 */
describe.each(builtPages())('the loading hints of %s', (_path, file) => {
  const html = readFileSync(file, 'utf8')

  it('preload one font file, in woff2, from the site itself', () => {
    const fonts = tags(html, 'link').filter((tag) => attribute(tag, 'as') === 'font')
    expect(fonts).toHaveLength(1)
    expect(attribute(fonts[0] ?? '', 'href')).toMatch(/^\/fonts\/inter-[0-9a-f]+\.woff2$/)
    expect(html).toContain('font-display:optional')
  })

  it('fetch the scripts late: modules at low priority, none blocking the parser', () => {
    for (const script of tags(html, 'script').filter((tag) => attribute(tag, 'src'))) {
      expect(attribute(script, 'type')).toBe('module')
      expect(attribute(script, 'fetchpriority')).toBe('low')
    }
  })

  it('link no stylesheet: the page CSS is inline, each style block once', () => {
    expect(tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'stylesheet')).toEqual([])
    const styleBlocks = [...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css)
    expect(styleBlocks.length).toBeGreaterThan(0)
    expect(styleBlocks.filter((css, index) => styleBlocks.indexOf(css) !== index)).toEqual([])
  })
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

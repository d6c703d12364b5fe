import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { disconnectBrowser, inTab, layoutShift, openContext, siteUrl } from './harness/browser'
import { listenLocally, resolveFile, staticSiteHandler } from '../tools/static-server'
import { publicRoot } from './harness/built-pages'
import { blocksLaidOut } from './harness/layout'
import { expectedPages, pageOf } from './harness/content'

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

import { readFileSync } from 'node:fs'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { resolveFile } from '../tools/static-server'
import { euroTimeZones } from '../src/node/euro-time-zones'
import { fallbackFaces, fallbackFamily } from '../src/styles/fonts'
import { builtPages, publicRoot } from './harness/built-pages'

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
    const readsTimeZone = euroTimeZones().every((zone) => boot.includes(`"${zone}"`))
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

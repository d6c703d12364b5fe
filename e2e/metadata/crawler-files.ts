import type { Page } from 'playwright-core'
import { siteUrl as publicSiteUrl } from '../../src/config/site'
import { siteUrl } from '../harness/browser'
import { readSitemap, type HeadData } from '../harness/head'
import { absolute, fetchText, localPath, pages } from './served-pages'

/**
 * What crawlers fetch besides the pages: the sitemap, which must agree with the heads, robots.txt,
 * the icons the heads link and the share images they name.
 */
export function describeCrawlerFiles(
  heads: () => Record<string, HeadData>,
  browserPage: () => Page,
) {
  describe('sitemap', () => {
    let entries: Awaited<ReturnType<typeof readSitemap>>['urls']

    beforeAll(async () => {
      const index = await readSitemap(browserPage(), await fetchText('/sitemap.xml'))
      const children = index.root === 'sitemapindex' ? index.children : []
      entries =
        index.root === 'urlset'
          ? index.urls
          : (
              await Promise.all(
                children.map(async (child) =>
                  readSitemap(browserPage(), await fetchText(localPath(child))),
                ),
              )
            ).flatMap((sitemap) => sitemap.urls)
      expect(index.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    })

    it('lists exactly the built canonical pages of all languages, with absolute URLs', () => {
      expect(entries.map(({ loc }) => loc).sort()).toEqual(
        pages.map(({ path }) => absolute(path)).sort(),
      )
    })

    it('ranks pages as the spec says', () => {
      for (const entry of entries) {
        const page = pages.find(({ path }) => absolute(path) === entry.loc)
        const expected =
          page?.kind === 'home'
            ? ['1.0', 'weekly']
            : page?.kind === 'pricing'
              ? ['0.9', 'monthly']
              : page?.kind === 'legal'
                ? ['0.6', 'yearly']
                : ['0.8', 'monthly']
        expect([entry.priority, entry.changefreq]).toEqual(expected)
      }
    })

    it("has the same hreflang alternates as each page's head", () => {
      for (const entry of entries) {
        expect(entry.alternates).toEqual(heads()[localPath(entry.loc)]?.alternates)
      }
    })
  })

  describe('robots, icons and share images', () => {
    it('robots.txt allows every crawler and names the sitemap', async () => {
      const robots = await fetchText('/robots.txt')
      expect(robots).toMatch(/^User-agent: \*$/m)
      expect(robots).toMatch(/^Allow: \/$/m)
      expect(robots).toContain(`Sitemap: ${publicSiteUrl}/sitemap.xml`)
    })

    it('serves a favicon.ico, an apple-touch-icon and the logo, carries its tab icon as a PNG and links no web manifest', async () => {
      const ico = Buffer.from(await (await fetch(siteUrl('/favicon.ico'))).arrayBuffer())
      expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0])
      const appleTouch = Buffer.from(
        await (await fetch(siteUrl('/apple-touch-icon.png'))).arrayBuffer(),
      )
      expect(appleTouch.readUInt32BE(16)).toBe(180)
      const logo = Buffer.from(await (await fetch(siteUrl('/icons/logo-512.png'))).arrayBuffer())
      expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([512, 512])
      // The .ico's second image is its 32 px one (src/node/icons.ts writes 16 and 32).
      const ico32 = ico
        .subarray(ico.readUInt32LE(6 + 16 + 12))
        .subarray(0, ico.readUInt32LE(6 + 16 + 8))
      for (const { icons } of Object.values(heads())) {
        expect(icons.map(({ rel, type }) => [rel, type])).toEqual([
          ['icon', 'image/png'],
          ['apple-touch-icon', null],
        ])
        const [tabIcon, appleTouchIcon] = icons.map(({ href }) => href)
        expect(appleTouchIcon).toBe('/apple-touch-icon.png')
        // An SVG icon would be parsed as a document of its own on the page's main thread.
        const prefix = 'data:image/png;base64,'
        expect(tabIcon?.startsWith(prefix)).toBe(true)
        expect(Buffer.from(tabIcon?.slice(prefix.length) ?? '', 'base64').equals(ico32)).toBe(true)
      }
    })

    it.each(pages.map(({ path }) => path))(
      'the share image of %s is a 1200×630 PNG',
      async (path) => {
        const [image] = heads()[path]?.meta['og:image'] ?? []
        const response = await fetch(siteUrl(localPath(image ?? '')))
        expect(response.status).toBe(200)
        const png = Buffer.from(await response.arrayBuffer())
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
      },
    )
  })
}

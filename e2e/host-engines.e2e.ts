import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteUrl as publicSiteUrl } from '../src/config/site'
import { hashedAssetFolders } from '../src/node/post-build/security-headers'
import { disconnectBrowser, openPage } from './harness/browser'
import { builtPages, headerRuleValue, publicRoot } from './harness/built-pages'
import { expectedPages, uiStringsOf } from './harness/content'
import { hostsUnderTest } from './harness/hosts-under-test'

/**
 * The built site on the hosts' own engines: Cloudflare Pages through wrangler, Netlify through
 * its CLI (docs/deploying.md). Each serves public/ with its own reading of `_headers` and
 * `_redirects`, and each must give every page at its canonical address, one policy per response,
 * aliases in one hop and the not-found pages of each language and kind. What a visitor's browser
 * does there is in host-engines-in-the-browser.e2e.ts.
 */

const pages = expectedPages()
const policyHeaders = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
]

/** Every address the site names: sitemap, feeds, canonical and hreflang links, internal links. */
function namedAddresses(): string[] {
  const files = [
    join(publicRoot, 'sitemap-0.xml'),
    ...builtPages().map(([, file]) => file),
    ...readdirSync(publicRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('rss.xml'))
      .map((file) => join(publicRoot, file)),
  ]
  const addresses = new Set<string>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const [, url = ''] of text.matchAll(/(?:href="|<loc>|<link>)([^"<]+)/g)) {
      const path = url.startsWith(publicSiteUrl) ? url.slice(publicSiteUrl.length) || '/' : url
      if (path.startsWith('/') && !path.startsWith('//'))
        addresses.add(path.split(/[?#]/)[0] ?? '/')
    }
  }
  return [...addresses].sort()
}

const notFound = [
  ['/de/gibt-es-nicht', 'de', 'Seite nicht gefunden'],
  ['/es/blog/no-existe', 'es', 'Artículo no encontrado'],
  ['/pl/nie-ma-takiej-strony', 'pl', uiStringsOf('pl').notFound.title],
  ['/blog/missing-post', 'en', 'Blog Post Not Found'],
  ['/no-such-page', 'en', 'Page not found'],
  ['/lovable-uploads/missing.png', 'en', '404 - File Not Found'],
] as const

afterAll(disconnectBrowser)

describe.each(hostsUnderTest)('on $name', ({ origin, trailingSlash, caching }) => {
  const request = (path: string) => fetch(`${origin()}${path}`, { redirect: 'manual' })

  it('answers every page at its canonical address with 200, no redirect, and one of each policy header', async () => {
    expect(pages.length).toBeGreaterThan(80)
    const answers = await Promise.all(
      pages.map(async ({ path }) => {
        const response = await request(path)
        return {
          path,
          status: response.status,
          headers: policyHeaders.map((name) => response.headers.get(name)),
        }
      }),
    )
    expect(answers).toEqual(
      pages.map(({ path }) => ({
        path,
        status: 200,
        headers: policyHeaders.map((name) => headerRuleValue(name, path)),
      })),
    )
  })

  it('answers 200, without a redirect, at every address the sitemap, feeds and pages name', async () => {
    const addresses = namedAddresses()
    expect(addresses.length).toBeGreaterThan(100)
    const statuses = await Promise.all(
      addresses.map(async (path) => ({ path, status: (await request(path)).status })),
    )
    expect(statuses.filter(({ status }) => status !== 200)).toEqual([])
  })

  it('redirects every alias in one permanent hop to its page', async () => {
    const aliases = pages.flatMap(({ aliases, path }) => aliases.map((alias) => [alias, path]))
    expect(aliases.length).toBeGreaterThan(0)
    for (const [alias = '', target] of aliases) {
      const response = await request(alias)
      expect({
        alias,
        status: response.status,
        location: response.headers.get('location'),
      }).toEqual({ alias, status: 301, location: target })
    }
  })

  it(`${trailingSlash} at a page's address with a trailing slash`, async () => {
    for (const { path } of pages.filter(({ path }) => path !== '/')) {
      const response = await request(`${path}/`)
      if (trailingSlash === 'redirects') {
        expect({
          path,
          status: response.status,
          location: response.headers.get('location'),
        }).toEqual({ path, status: 308, location: path })
      } else {
        const canonical = await (await request(path)).text()
        expect({
          path,
          status: response.status,
          same: (await response.text()) === canonical,
        }).toEqual({ path, status: 200, same: true })
      }
    }
  })

  it.each(notFound)(
    'answers %s with 404 and the not-found page in %s',
    async (path, language, title) => {
      const response = await request(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-security-policy')).toBe(
        headerRuleValue('Content-Security-Policy', path),
      )
      const html = await response.text()
      expect(html).toContain(`<html lang="${language}"`)
      expect(html).toContain(title)
    },
  )

  it('serves an uploaded file that exists, and names a missing one on its not-found page', async () => {
    const [upload] = readdirSync(join(publicRoot, 'lovable-uploads')).filter((name) =>
      name.endsWith('.png'),
    )
    const found = await request(`/lovable-uploads/${upload}`)
    expect([found.status, found.headers.get('content-type')]).toEqual([200, 'image/png'])
    const page = await openPage()
    const response = await page.goto(`${origin()}/lovable-uploads/team-photo.jpg`)
    expect(response?.status()).toBe(404)
    await page.getByText('The requested file "team-photo.jpg" could not be found.').waitFor()
    await page.context().close()
  })

  it('lets browsers keep the hashed files for a year', async () => {
    for (const folder of hashedAssetFolders) {
      const [file] = readdirSync(join(publicRoot, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(publicRoot.length))
      const path = file ?? `${folder}(no file)`
      const response = await request(path)
      expect({ path, status: response.status, caching: caching(path, response) }).toEqual({
        path,
        status: 200,
        caching: 'public, max-age=31536000, immutable',
      })
    }
  })
})

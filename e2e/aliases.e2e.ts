import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { siteUrl as canonicalBase } from '../src/config/site'
import { startStaticServer, resolveFile } from '../tools/static-server'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { publicRoot } from './harness/built-pages'
import { expectedPages } from './harness/content'

const aliases = expectedPages().flatMap(({ path, aliases }) =>
  aliases.map((alias) => [alias, path]),
)

/** The built folder on a host without redirect rules, which serves each alias's own page. */
let plainHost: { server: Server; origin: string }
beforeAll(async () => {
  plainHost = await startStaticServer(publicRoot, { hostRules: false })
})
afterAll(async () => {
  await new Promise((resolve) => plainHost.server.close(resolve))
  await disconnectBrowser()
})

describe.each(aliases)('alias %s', (alias, target) => {
  it(`is answered by the host rules with a permanent redirect to ${target}`, async () => {
    const response = await fetch(siteUrl(alias), { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(target)
  })

  it(`is also a static page that sends the visitor to ${target}, with or without JavaScript`, async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await openPage({ javaScriptEnabled })
      await page.goto(`${plainHost.origin}${alias}`)
      await page.waitForURL(`${plainHost.origin}${target}`)
      await page.context().close()
    }
  })

  it('is not indexed, names its target as canonical and shows a link to it', async () => {
    const html = readFileSync(resolveFile(publicRoot, alias) ?? '', 'utf8')
    const page = await openPage({ javaScriptEnabled: false })
    // Parsed, not loaded: a loaded alias page would leave at once through its refresh.
    const found = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html')
      const attribute = (selector: string, name: string) =>
        doc.querySelector(selector)?.getAttribute(name)
      return {
        robots: attribute('meta[name="robots"]', 'content'),
        canonical: attribute('link[rel="canonical"]', 'href'),
        refresh: attribute('meta[http-equiv="refresh"]', 'content'),
        links: [...doc.querySelectorAll('main a')].map((link) => link.getAttribute('href')),
      }
    }, html)
    expect(found).toEqual({
      robots: 'noindex',
      canonical: `${canonicalBase}${target}`,
      refresh: `0; url=${target}`,
      links: [target],
    })
    await page.context().close()
  })
})

it('the content declares at least one alias to test', () => {
  expect(aliases.length).toBeGreaterThan(0)
})

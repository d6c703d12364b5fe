import { siteUrl as canonicalBase } from '../src/config/site'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'

const aliases = expectedPages().flatMap(({ path, aliases }) =>
  aliases.map((alias) => [alias, path]),
)

afterAll(disconnectBrowser)

describe.each(aliases)('alias %s', (alias, target) => {
  it(`is answered by the host rules with a permanent redirect to ${target}`, async () => {
    const response = await fetch(siteUrl(alias), { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(target)
  })

  it(`is also a static page that sends the visitor to ${target}, with or without JavaScript`, async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await openPage({ javaScriptEnabled })
      // The file itself, as a host without redirect rules serves it.
      await page.goto(siteUrl(`${alias}/index.html`))
      await page.waitForURL(siteUrl(target))
      await page.context().close()
    }
  })

  it('is not indexed, names its target as canonical and shows a link to it', async () => {
    const html = await (await fetch(siteUrl(`${alias}/index.html`))).text()
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

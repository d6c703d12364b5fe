import {
  cspViolationsOf,
  disconnectBrowser,
  openPage,
  recordCspViolations,
  siteUrl,
} from './harness/browser'
import { builtPages } from './harness/built-pages'
import { expectedPages } from './harness/content'

afterAll(disconnectBrowser)

const scriptSources = (policy: string) =>
  (/(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ')

const searchPages = expectedPages()
  .filter(({ kind }) => kind === 'search')
  .map(({ path }) => path)

async function headersOf(path: string) {
  const response = await fetch(siteUrl(path), { redirect: 'manual' })
  return response.headers
}

describe.each([
  ...builtPages().map(([path]) => path),
  '/a-page-that-does-not-exist',
  '/de/leistungen',
])('the response for %s', (path) => {
  it('carries the security headers of a static host', async () => {
    const headers = await headersOf(path)
    const policy = headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/)
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/)
    expect(policy).toMatch(/(^|; )form-action 'self' https:\/\/formspree\.io(;|$)/)
    expect(policy).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(scriptSources(policy).includes("'wasm-unsafe-eval'")).toBe(searchPages.includes(path))
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/)
  })
})

describe('the Content-Security-Policy', () => {
  it('lets only the search pages and the search worker run WebAssembly', async () => {
    expect(searchPages).toHaveLength(7)
    const worker = await headersOf('/pagefind/de/pagefind-worker.js')
    expect(scriptSources(worker.get('content-security-policy') ?? '')).toContain(
      "'wasm-unsafe-eval'",
    )
    for (const path of searchPages) {
      const page = await headersOf(path)
      expect(scriptSources(page.get('content-security-policy') ?? '')).toContain(
        "'wasm-unsafe-eval'",
      )
    }
  })

  it('allows inline styles by hash, and blocks a style the build did not hash', async () => {
    const policy = (await headersOf('/')).get('content-security-policy') ?? ''
    expect(policy).toMatch(/(^|; )style-src 'self'( 'sha256-[\w+/=]+')+(;|$)/)
    const page = await openPage()
    await recordCspViolations(page)
    await page.goto(siteUrl('/pricing'))
    await page.waitForLoadState('networkidle')
    await expect(cspViolationsOf(page)).resolves.toEqual([])
    const injectedApplied = await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body { visibility: hidden }'
      document.head.append(style)
      return getComputedStyle(document.body).visibility === 'hidden'
    })
    expect(injectedApplied).toBe(false)
    await page.waitForFunction(() => (window.cspViolations ?? []).length > 0)
    const [violation] = await cspViolationsOf(page)
    expect(violation?.directive).toBe('style-src-elem')
    await page.context().close()
  })

  it("allows the site's own inline scripts by hash and nothing else", async () => {
    const headers = await headersOf('/')
    const hashes = scriptSources(headers.get('content-security-policy') ?? '').filter((source) =>
      source.startsWith("'sha256-"),
    )
    expect(hashes.length).toBeGreaterThan(0)

    const page = await openPage()
    await recordCspViolations(page)
    await page.goto(siteUrl('/pricing'))
    await page.waitForLoadState('networkidle')
    await expect(cspViolationsOf(page)).resolves.toEqual([])
    const injectedRan = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.body.dataset.injected = "ran"'
      document.body.append(script)
      return document.body.dataset.injected === 'ran'
    })
    expect(injectedRan).toBe(false)
    await page.waitForFunction(() => (window.cspViolations ?? []).length > 0)
    const [violation] = await cspViolationsOf(page)
    expect(violation?.directive).toBe('script-src-elem')
    await page.context().close()
  })
})

describe('caching', () => {
  it('lets browsers keep files with a content hash for a year, and pages not at all', async () => {
    const html = await (await fetch(siteUrl('/pricing'))).text()
    const hashed = [
      /data-enhance="(\/enhance\/[^" ]+\.js)/.exec(html)?.[1],
      /"(\/fonts\/[^"]+\.woff2)"/.exec(html)?.[1],
    ]
    expect(hashed).toEqual([expect.any(String), expect.any(String)])
    for (const path of hashed) {
      const headers = await headersOf(path ?? '')
      expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    expect((await headersOf('/pricing')).get('cache-control') ?? '').not.toContain('immutable')
  })
})

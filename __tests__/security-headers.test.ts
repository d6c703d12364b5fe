/** @jest-environment node */
import { createHash } from 'node:crypto'
import {
  contentSecurityPolicy,
  headersFile,
  hostHeaderRules,
  inlineScriptHashes,
  maxSiteWideInlineScripts,
  securityHeaders,
  siteWideScriptHashes,
} from '../src/node/post-build/security-headers'

const sha256 = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`

describe('inline script hashes', () => {
  it('hash every script the browser runs, exactly as written, and skip data blocks and files', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script src="/app.js"></script>',
      '<script id="s" data-page-path="/de">\n  window.b = 2\n</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a=1'),
      sha256('import "/x.js"'),
      sha256('\n  window.b = 2\n'),
    ])
  })
})

describe('site-wide script hashes', () => {
  it('are the distinct inline scripts of all pages', () => {
    const pages = ['/', '/de', '/pl'].map((path) => ({
      path,
      html: `<script>boot()</script><script data-page-path="${path}">read()</script>`,
    }))
    expect(siteWideScriptHashes(pages)).toEqual({
      hashes: [sha256('boot()'), sha256('read()')].sort(),
    })
  })

  it('refuse, naming pages, an inline script that changes from page to page', () => {
    const pages = Array.from({ length: maxSiteWideInlineScripts + 1 }, (_, index) => ({
      path: `/page-${index}`,
      html: `<script>window.pagePath="/page-${index}"</script>`,
    }))
    const result = siteWideScriptHashes(pages)
    expect(result).toHaveProperty('problem')
    expect('problem' in result && result.problem).toMatch(
      /changes? from page to page \(for example on \/page-0, \/page-1, \/page-2\)/,
    )
  })
})

describe('the Content-Security-Policy', () => {
  it("allows the site's origin, the form service and the given scripts; no frame may embed it", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"])
    // WebAssembly for the site search, and no script but the site's own files and hashed ones.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';")
    expect(policy).toContain("form-action 'self' https://formspree.io;")
    expect(policy).toContain("connect-src 'self' https://formspree.io;")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  it('is written for every path in the _headers format, and hashed files are cached for a year', () => {
    const file = headersFile(hostHeaderRules(["'sha256-abc'"]))
    expect(file).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: default-src 'self';/)
    expect(file).toContain('/enhance/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(file).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  })
})

describe('the security headers', () => {
  it('send no Cross-Origin-Opener-Policy, which moves a landing into a new renderer', () => {
    const names = Object.keys(securityHeaders([])).map((name) => name.toLowerCase())
    expect(names).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security']),
    )
    expect(names).not.toContain('cross-origin-opener-policy')
  })
})

/** @jest-environment node */
import { createHash } from 'node:crypto'
import {
  contentSecurityPolicy,
  headersFile,
  hostHeaderRules,
  inlineScriptHashes,
  inlineStyleHashes,
  maxHeaderLineLength,
  maxSiteWideInlineScripts,
  securityHeaders,
  siteWideInlineHashes,
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

describe('inline style hashes', () => {
  it('hash every style element exactly as written', () => {
    const html = '<style data-emotion="css 1a">.a{color:red}</style><style>\n@font-face{}\n</style>'
    expect(inlineStyleHashes(html)).toEqual([sha256('.a{color:red}'), sha256('\n@font-face{}\n')])
  })
})

const noHashes = { scripts: [], styles: [] }

describe('site-wide inline hashes', () => {
  it('are the distinct inline scripts and styles of all pages', () => {
    const pages = ['/', '/de', '/pl'].map((path) => ({
      path,
      html: `<style>.page{}</style><script>boot()</script><script data-page-path="${path}">read()</script>`,
    }))
    expect(siteWideInlineHashes(pages)).toEqual({
      scripts: [sha256('boot()'), sha256('read()')].sort(),
      styles: [sha256('.page{}')],
    })
  })

  it('refuse, naming pages, an inline script that changes from page to page', () => {
    const pages = Array.from({ length: maxSiteWideInlineScripts + 1 }, (_, index) => ({
      path: `/page-${index}`,
      html: `<script>window.pagePath="/page-${index}"</script>`,
    }))
    const result = siteWideInlineHashes(pages)
    expect(result).toHaveProperty('problem')
    expect('problem' in result && result.problem).toMatch(
      /changes? from page to page \(for example on \/page-0, \/page-1, \/page-2\)/,
    )
  })

  it("refuse styles that differ so much from page to page that the policy outgrows a host's header line", () => {
    const pages = Array.from({ length: 40 }, (_, index) => ({
      path: `/page-${index}`,
      html: `<style>.page-${index}{}</style>`,
    }))
    const result = siteWideInlineHashes(pages)
    expect('problem' in result && result.problem).toMatch(
      new RegExp(`40 different inline styles.*over the ${maxHeaderLineLength}.*/page-0, /page-1`),
    )
  })

  it('refuse an inline style attribute, which the policy does not allow', () => {
    const result = siteWideInlineHashes([{ path: '/x', html: '<div style="color:red">x</div>' }])
    expect('problem' in result && result.problem).toMatch(/\/x has an inline style attribute/)
  })
})

describe('the Content-Security-Policy', () => {
  const hashes = { scripts: ["'sha256-abc'"], styles: ["'sha256-css'"] }

  it("allows the site's origin, the form service and the given scripts and styles; no frame may embed it", () => {
    const policy = contentSecurityPolicy(hashes)
    expect(policy).toContain("script-src 'self' 'sha256-abc';")
    expect(policy).toContain("style-src 'self' 'sha256-css';")
    expect(policy).toContain("form-action 'self' https://formspree.io;")
    expect(policy).toContain("connect-src 'self' https://formspree.io;")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain("'unsafe-")
    expect(policy).not.toContain("'wasm-unsafe-eval'")
  })

  it('lets the search pages (by path and by file) and the search worker alone run WebAssembly', () => {
    const file = headersFile(hostHeaderRules(hashes, ['/search', '/de/suche']))
    expect(file).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: default-src 'self';/)
    const siteWide = /^\/\*\n {2}Content-Security-Policy: (.*)$/m.exec(file)?.[1]
    expect(siteWide).not.toContain('wasm')
    for (const pattern of ['/search', '/search.html', '/de/suche', '/de/suche.html', '/pagefind/*'])
      expect(file).toContain(
        `\n${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';`,
      )
  })

  it('lets a page with a video, and no other, frame the player of its video’s service', () => {
    const file = headersFile(
      hostHeaderRules(
        hashes,
        [],
        [{ path: '/blog/match-types', frames: ['https://www.youtube-nocookie.com'] }],
      ),
    )
    const siteWide = /^\/\*\n {2}Content-Security-Policy: (.*)$/m.exec(file)?.[1]
    expect(siteWide).not.toContain('frame-src')
    for (const pattern of ['/blog/match-types', '/blog/match-types.html'])
      expect(file).toMatch(
        new RegExp(
          `\\n${pattern.replace('.', '\\.')}\\n  ! Content-Security-Policy\\n  Content-Security-Policy: [^\\n]*; frame-src https://www\\.youtube-nocookie\\.com;`,
        ),
      )
  })

  it('is written for every path in the _headers format, and hashed files are cached for a year', () => {
    const file = headersFile(hostHeaderRules(hashes))
    expect(file).toContain('/enhance/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(file).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  })
})

describe('the security headers', () => {
  it('send no Cross-Origin-Opener-Policy, which moves a landing into a new renderer', () => {
    const names = Object.keys(securityHeaders(noHashes)).map((name) => name.toLowerCase())
    expect(names).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security']),
    )
    expect(names).not.toContain('cross-origin-opener-policy')
  })
})

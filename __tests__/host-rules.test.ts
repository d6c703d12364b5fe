/** @jest-environment node */
import { nginxConfig } from '../src/node/nginx-config'
import {
  parseHeaders,
  parseRedirects,
  redirectsFile,
  type HeaderRule,
} from '../src/node/post-build/host-rules'
import { headersFile } from '../src/node/post-build/security-headers'

describe('host rules', () => {
  it('redirect an alias on Netlify, which serves its page instead unless forced, and on Cloudflare Pages, which knows no force', () => {
    const file = redirectsFile([{ from: '/es/acerca-de', to: '/es/nosotros' }])
    expect(file).toContain(
      '\n/es/acerca-de  /es/nosotros  301!\n/es/acerca-de  /es/nosotros  301\n',
    )
  })

  it('read back the _redirects the build writes', () => {
    const rules = parseRedirects(redirectsFile([{ from: '/es/acerca-de', to: '/es/nosotros' }]))
    expect(rules[0]).toEqual({ from: '/es/acerca-de', to: '/es/nosotros', status: 301 })
    expect(rules.filter(({ from }) => from === '/es/acerca-de')).toHaveLength(1)
    expect(rules).toContainEqual({ from: '/de/blog/*', to: '/de/blog/404', status: 404 })
  })

  it('read back the _headers the build writes', () => {
    const rules: HeaderRule[] = [
      { pattern: '/*', headers: { 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' } },
      { pattern: '/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ]
    expect(parseHeaders(headersFile(rules))).toEqual(rules)
  })

  it('detach a header of an earlier rule before a later rule gives it again, so that Cloudflare Pages sends one', () => {
    const file = headersFile([
      { pattern: '/*', headers: { 'Content-Security-Policy': 'site', 'X-Frame-Options': 'DENY' } },
      { pattern: '/search', headers: { 'Content-Security-Policy': 'search' } },
    ])
    expect(file).toContain(
      '\n/search\n  ! Content-Security-Policy\n  Content-Security-Policy: search\n',
    )
    expect(file).not.toContain('! X-Frame-Options')
  })
})

describe('nginx rules', () => {
  const config = nginxConfig(
    [{ pattern: '/*', headers: { 'Content-Security-Policy': "default-src 'self'" } }],
    [
      { from: '/de/leistungen', to: '/de/services', status: 301 },
      { from: '/de/blog/*', to: '/de/blog/404', status: 404 },
    ],
  )

  it('send every header on every response, errors included', () => {
    expect(config).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`)
  })

  it('redirect aliases permanently and answer unknown paths with the page of their scope', () => {
    expect(config).toContain('location = /de/leistungen { return 301 /de/services; }')
    expect(config).toMatch(
      /location \/de\/blog\/ \{ [^}]*try_files [^}]*error_page 404 \/de\/blog\/404; \}/,
    )
    expect(config).toContain('error_page 404 /404.html;')
  })

  it('give the not-found page of every other path to the one location for /, which nginx needs unique', () => {
    const withCatchAll = nginxConfig(
      [],
      [
        { from: '/de/*', to: '/de/404', status: 404 },
        { from: '/*', to: '/404', status: 404 },
      ],
    )
    expect(withCatchAll.match(/location \/ \{/g)).toHaveLength(1)
    expect(withCatchAll).toMatch(/location \/ \{ [^}]*error_page 404 \/404; \}/)
    expect(withCatchAll).toMatch(/location \/de\/ \{ [^}]*error_page 404 \/de\/404; \}/)
  })

  it('give a folder its own headers on top of the common ones', () => {
    const withCache = nginxConfig(
      [
        { pattern: '/*', headers: { 'X-Frame-Options': 'DENY' } },
        { pattern: '/static/*', headers: { 'Cache-Control': 'immutable' } },
      ],
      [],
    )
    expect(withCache).toMatch(
      /location \^~ \/static\/ \{ add_header X-Frame-Options "DENY" always; add_header Cache-Control "immutable" always; try_files/,
    )
  })

  it('give one page its own headers, with the common ones and the caching of pages', () => {
    const withSearch = nginxConfig(
      [
        { pattern: '/*', headers: { 'Content-Security-Policy': 'site' } },
        { pattern: '/search', headers: { 'Content-Security-Policy': 'search' } },
      ],
      [],
    )
    expect(withSearch).toMatch(
      /location = \/search \{ add_header Content-Security-Policy "search" always; add_header Cache-Control "public, max-age=0, must-revalidate" always; try_files/,
    )
  })

  it('serve a page at its path from <path>.html, and redirect its address with a trailing slash once', () => {
    expect(config).toContain('try_files $uri $uri.html $uri/index.html =404;')
    expect(config).toContain('location ~ ^(?<page>/.+)/$ { return 301 $page$is_args$args; }')
  })

  it('refuse header rules it cannot translate, such as patterns of file names', () => {
    expect(() => nginxConfig([{ pattern: '/*.js', headers: {} }], [])).toThrow(/not \/\*\.js/)
  })
})

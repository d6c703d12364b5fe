/** @jest-environment node */
import { nginxConfig } from '../src/node/nginx-config'
import { parseHeaders, parseRedirects, redirectsFile } from '../src/node/post-build/host-rules'
import { headersFile } from '../src/node/post-build/security-headers'

describe('host rules', () => {
  it('read back the _redirects the build writes', () => {
    const rules = parseRedirects(redirectsFile([{ from: '/es/acerca-de', to: '/es/nosotros' }]))
    expect(rules[0]).toEqual({ from: '/es/acerca-de', to: '/es/nosotros', status: 301 })
    expect(rules).toContainEqual({ from: '/de/blog/*', to: '/de/blog/404', status: 404 })
  })

  it('read back the _headers the build writes', () => {
    const text = headersFile({ 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' })
    expect(parseHeaders(text)).toEqual([
      { pattern: '/*', headers: { 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' } },
    ])
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
      /location \/de\/blog\/ \{ try_files [^}]*error_page 404 \/de\/blog\/404; \}/,
    )
    expect(config).toContain('error_page 404 /404.html;')
  })

  it('refuse header rules for single paths, which the generator does not translate', () => {
    expect(() => nginxConfig([{ pattern: '/de/*', headers: {} }], [])).toThrow(/not \/de\/\*/)
  })
})

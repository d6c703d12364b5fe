import { createHash } from 'node:crypto'
import { formEndpoint } from '../../config/form'
import { adminContentSecurityPolicy, adminFolder } from '../cms/admin'
import type { HeaderRule } from './host-rules'

/**
 * Script types the policy governs: the ones the browser runs, and speculation rules. JSON-LD and
 * other data blocks are not scripts to CSP.
 */
const executableTypes = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'speculationrules',
])

/** The CSP source expressions (`'sha256-…'`) of the inline scripts of one HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', source = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/i.test(attributes)) continue
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!executableTypes.has(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The policy: everything from the site's own origin, the form service for the contact form,
 * inline scripts only by hash. Inline styles stay allowed: emotion writes each page's critical
 * CSS into the page and adds rules at run time, and CSS cannot run code. The site search runs
 * WebAssembly (Pagefind), which needs 'wasm-unsafe-eval'; it allows compiling WebAssembly only,
 * not eval() of script. It is set for every path; the CMS under /admin/ replaces it with its own.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const formOrigin = new URL(formEndpoint).origin
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'", formOrigin],
    ['form-action', "'self'", formOrigin],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * The headers every response of the site carries. No Cross-Origin-Opener-Policy: it guards the
 * windows of a site with something to leak through `window.opener`, and this site has no login and
 * no visitor data. Its cost is on the landing: Chromium learns of the policy only from the
 * response, and in the benchmark it then moved each page into a new renderer process, whose
 * start-up delayed the navigation's commit and ran beside it (see README, Performance). Framing
 * stays forbidden by `frame-ancestors` and X-Frame-Options.
 */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': 'DENY',
  }
}

/**
 * More distinct inline scripts than this across the site means one of them changes from page to
 * page, and the policy would grow with every page.
 */
export const maxSiteWideInlineScripts = 8

/**
 * The hashes of all inline scripts of the built pages, or a message saying what went wrong. The
 * pages come one at a time, so that a large site is never held in memory whole.
 */
export function siteWideScriptHashes(
  pages: Iterable<{ path: string; html: string }>,
): { hashes: string[] } | { problem: string } {
  const pagesByHash = new Map<string, string[]>()
  for (const { path, html } of pages) {
    for (const hash of inlineScriptHashes(html)) {
      const paths = pagesByHash.get(hash)
      if (paths) paths.push(path)
      else pagesByHash.set(hash, [path])
    }
  }
  if (pagesByHash.size > maxSiteWideInlineScripts) {
    const rare = [...pagesByHash.values()].filter((paths) => paths.length === 1).slice(0, 3)
    return {
      problem:
        `The built pages contain ${pagesByHash.size} different inline scripts; at most ` +
        `${maxSiteWideInlineScripts} are expected, because the Content-Security-Policy allows ` +
        `each one by its hash on every page. An inline script seems to change from page to page ` +
        `(for example on ${[...new Set(rare.flat())].join(', ')}); move the varying value into a data ` +
        `attribute or a JSON script, and keep the script itself the same.`,
    }
  }
  return { hashes: [...pagesByHash.keys()].sort() }
}

/**
 * Folders whose files carry a content hash in their name: a changed file gets a new name, so
 * browsers may keep these for a year without asking again. Pages keep the host's default
 * (revalidate every time).
 */
export const hashedAssetFolders = ['/static/', '/enhance/', '/fonts/'] as const

/**
 * The header rules of the host: security headers on every path, caching by kind of file, and the
 * CMS's own policy under /admin/, which replaces the site's there (and keeps it out of search
 * engines).
 */
export function hostHeaderRules(scriptHashes: readonly string[]): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(scriptHashes) },
    {
      pattern: `/${adminFolder}/*`,
      headers: {
        'Content-Security-Policy': adminContentSecurityPolicy,
        'X-Robots-Tag': 'noindex, nofollow',
      },
    },
    ...hashedAssetFolders.map((folder) => ({
      pattern: `${folder}*`,
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    })),
  ]
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages. Where several rules match a path, Netlify
 * serves a header of the later rule instead of the earlier one's; Cloudflare Pages sends both
 * unless the later rule first detaches the inherited one (`! Name`), a line Netlify does not
 * read. So a build on Cloudflare Pages (which sets CF_PAGES) writes the detach lines.
 */
export function headersFile(
  rules: readonly HeaderRule[],
  forCloudflare = Boolean(process.env.CF_PAGES),
): string {
  const seen = new Set<string>()
  const lines = [
    '# Written by the build (src/node/post-build/security-headers.ts).',
    ...rules.flatMap(({ pattern, headers }) => {
      const names = Object.keys(headers)
      const detach = forCloudflare ? names.filter((name) => seen.has(name)) : []
      names.forEach((name) => seen.add(name))
      return [
        pattern,
        ...detach.map((name) => `  ! ${name}`),
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ]
    }),
  ]
  return `${lines.join('\n')}\n`
}

import { createHash } from 'node:crypto'
import { formEndpoint } from '../../config/form'
import { patternCovers } from '../../i18n/not-found'
import { searchIndexFolder } from '../../config/search-index'
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

const sourceHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`

/** The CSP source expressions (`'sha256-…'`) of the inline scripts of one HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', source = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/i.test(attributes)) continue
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!executableTypes.has(type)) continue
    hashes.push(sourceHash(source))
  }
  return hashes
}

/** The CSP source expressions of the `<style>` elements of one HTML page. */
export const inlineStyleHashes = (html: string): string[] =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css = '']) => sourceHash(css))

/** The inline scripts and styles the policy allows, by hash. */
export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

/**
 * The policy: everything from the site's own origin, the form service for the contact form,
 * inline scripts and styles only by hash (the pages' critical CSS is inline, and no script of
 * the site writes styles into the page), and `data:` images for the tab icon, which every page
 * carries so that no fetch of it competes with the first screen (src/node/icons.ts). `webAssembly` is for the search pages: Pagefind runs
 * WebAssembly, which needs 'wasm-unsafe-eval' (compiling WebAssembly, not eval() of script), so
 * only they allow it. `frames` are the players a page with a video may show, once a visitor
 * plays it (src/components/mdx/video.tsx); no other page may frame anything. The CMS under
 * /admin/ has a policy of its own.
 */
export function contentSecurityPolicy(
  { scripts, styles }: InlineHashes,
  { webAssembly = false, frames = [] }: { webAssembly?: boolean; frames?: readonly string[] } = {},
): string {
  const formOrigin = new URL(formEndpoint).origin
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...scripts],
    ['style-src', "'self'", ...styles],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", formOrigin],
    ['form-action', "'self'", formOrigin],
    ...(frames.length > 0 ? [['frame-src', ...frames] as [string, ...string[]]] : []),
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
 * start-up delayed the navigation's commit and ran beside it (see
 * docs/decisions/no-cross-origin-opener-policy.md). Framing
 * stays forbidden by `frame-ancestors` and X-Frame-Options.
 */
export function securityHeaders(hashes: InlineHashes): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes),
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
 * The longest header line Cloudflare Pages reads from `_headers`: the policy, with every inline
 * script and style of the site by hash, must fit in it.
 */
export const maxHeaderLineLength = 2000

/** The pages where a hash occurs once, to name in a message. */
function pagesWithOwn(pagesByHash: Map<string, string[]>): string {
  const rare = [...pagesByHash.values()].filter((paths) => paths.length === 1).slice(0, 3)
  return [...new Set(rare.flat())].join(', ')
}

/**
 * The hashes of all inline scripts and styles of the built pages, or a message saying what went
 * wrong. The pages come one at a time, so that a large site is never held in memory whole.
 */
export function siteWideInlineHashes(
  pages: Iterable<{ path: string; html: string }>,
): InlineHashes | { problem: string } {
  const scripts = new Map<string, string[]>()
  const styles = new Map<string, string[]>()
  const record = (byHash: Map<string, string[]>, hash: string, path: string) => {
    const paths = byHash.get(hash)
    if (paths) paths.push(path)
    else byHash.set(hash, [path])
  }
  for (const { path, html } of pages) {
    const styleAttribute = /<[a-z][^>]*\sstyle="([^"]*)"/i.exec(html)
    if (styleAttribute) {
      return {
        problem:
          `The page ${path} has an inline style attribute (style="${styleAttribute[1]}"), which ` +
          `the Content-Security-Policy does not allow; give the element its style with sx instead.`,
      }
    }
    inlineScriptHashes(html).forEach((hash) => record(scripts, hash, path))
    inlineStyleHashes(html).forEach((hash) => record(styles, hash, path))
  }
  if (scripts.size > maxSiteWideInlineScripts) {
    return {
      problem:
        `The built pages contain ${scripts.size} different inline scripts; at most ` +
        `${maxSiteWideInlineScripts} are expected, because the Content-Security-Policy allows ` +
        `each one by its hash on every page. An inline script seems to change from page to page ` +
        `(for example on ${pagesWithOwn(scripts)}); move the varying value into a data ` +
        `attribute or a JSON script, and keep the script itself the same.`,
    }
  }
  const hashes = { scripts: [...scripts.keys()].sort(), styles: [...styles.keys()].sort() }
  const line = `  Content-Security-Policy: ${contentSecurityPolicy(hashes, { webAssembly: true })}`
  if (line.length > maxHeaderLineLength) {
    return {
      problem:
        `The built pages contain ${styles.size} different inline styles, which make the ` +
        `Content-Security-Policy ${line.length} characters long, over the ${maxHeaderLineLength} ` +
        `a header line may have on Cloudflare Pages: it allows each inline style by its hash on ` +
        `every page. Pages of one kind share their styles; some pages have styles of their own ` +
        `(for example ${pagesWithOwn(styles)}): style what varies from page to page by the ` +
        `component that contains it, not element by element.`,
    }
  }
  return hashes
}

/**
 * Folders whose files carry a content hash in their name: a changed file gets a new name, so
 * browsers may keep these for a year without asking again. Pages keep the host's default
 * (revalidate every time).
 */
export const hashedAssetFolders = ['/static/', '/enhance/', '/fonts/'] as const

/** A page that plays videos, and the origins of their players. */
export interface VideoPage {
  path: string
  frames: readonly string[]
}

/**
 * The header rules of the host: security headers on every path, the search pages' policy that
 * also lets Pagefind run its WebAssembly, the policy of each page with a video that lets it frame
 * the video's player, caching by kind of file, and the CMS's own policy under
 * /admin/, which replaces the site's there (and keeps it out of search engines). A search page's
 * rule names its path and its file: Netlify's CLI matches the rules against the file it serves
 * (/de/suche.html), its CDN and Cloudflare Pages against the path. Pagefind's folder has the
 * search policy too, since its worker script runs under the policy of its own response.
 */
export function hostHeaderRules(
  hashes: InlineHashes,
  searchPaths: readonly string[] = [],
  videoPages: readonly VideoPage[] = [],
): HeaderRule[] {
  const searchPolicy = {
    'Content-Security-Policy': contentSecurityPolicy(hashes, { webAssembly: true }),
  }
  const pageAndFile = (path: string) => [path, `${path}.html`]
  return [
    { pattern: '/*', headers: securityHeaders(hashes) },
    ...[...searchPaths.flatMap(pageAndFile), `/${searchIndexFolder}/*`].map((pattern) => ({
      pattern,
      headers: searchPolicy,
    })),
    ...videoPages.flatMap(({ path, frames }) =>
      pageAndFile(path).map((pattern) => ({
        pattern,
        headers: { 'Content-Security-Policy': contentSecurityPolicy(hashes, { frames }) },
      })),
    ),
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
 * serves a header of the later rule instead of the earlier one's, while Cloudflare Pages sends
 * both (two policies, both enforced) unless the later rule first detaches the earlier one's
 * (`! Name`), a line Netlify passes over. With the detach lines, each path gets one value of each
 * header on both hosts.
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  const lines = [
    '# Written by the build (src/node/post-build/security-headers.ts).',
    ...rules.flatMap(({ pattern, headers }, index) => {
      const covering = rules
        .slice(0, index)
        .filter((earlier) => patternCovers(earlier.pattern, pattern))
      const detach = Object.keys(headers).filter((name) =>
        covering.some((earlier) => name in earlier.headers),
      )
      return [
        pattern,
        ...detach.map((name) => `  ! ${name}`),
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ]
    }),
  ]
  return `${lines.join('\n')}\n`
}

import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import { patternCovers } from '../src/i18n/not-found'
import { parseHeaders, parseRedirects } from '../src/node/post-build/host-rules'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
}

const contentTypeOf = (file: string) => contentTypes[extname(file)] ?? 'application/octet-stream'

/** Text is sent compressed by every real host; images and fonts are compressed already. */
export const isCompressible = (file: string) =>
  /^(text\/|application\/(json|xml|manifest\+json))|^image\/svg\+xml/.test(contentTypeOf(file))

/** The file a plain static host serves for a request path, as hosts like Netlify resolve it. */
export function resolveFile(root: string, requestPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return undefined
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  const candidates = [join(root, safe), join(root, safe, 'index.html'), join(root, `${safe}.html`)]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
}

const readHostFile = (root: string, name: string) =>
  existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : ''

export interface StaticServerOptions {
  /** Apply `_redirects` and `_headers`; without them it is the plainest static host. */
  hostRules?: boolean
  /** Send text gzipped, as real hosts do. */
  compress?: boolean
  /**
   * Markup put first in the <head> of every HTML page sent. Only the browser-engine tests use it,
   * to load their recorder of page errors before any of the site's own scripts.
   */
  headStart?: string
}

/**
 * Serves a built site as Netlify does with its `_redirects` and `_headers`: alias redirects, then
 * files, then the first matching not-found rule; unmatched paths get 404.html; every response
 * carries the headers of the rules its path matches. Without host rules it is the plainest static
 * host: files, and 404.html for everything else, with no extra headers.
 */
export function staticSiteHandler(
  root: string,
  { hostRules = true, compress = false, headStart }: StaticServerOptions = {},
): RequestListener {
  const rules = hostRules ? parseRedirects(readHostFile(root, '_redirects')) : []
  const headerRules = hostRules ? parseHeaders(readHostFile(root, '_headers')) : []
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    for (const { pattern, headers } of headerRules) {
      if (patternCovers(pattern, path)) {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
      }
    }
    const redirect = rules.find((rule) => rule.status === 301 && patternCovers(rule.from, path))
    if (redirect) {
      response.writeHead(301, { location: redirect.to }).end()
      return
    }
    const file = resolveFile(root, path)
    const rewrite = rules.find((rule) => rule.status === 404 && patternCovers(rule.from, path))
    const served = file ?? resolveFile(root, rewrite?.to ?? '/404') ?? join(root, '404.html')
    if (!existsSync(served)) {
      // A site without a not-found page of its own gets a plain one, as hosts give.
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const gzip =
      compress &&
      isCompressible(served) &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(file ? 200 : 404, {
      'content-type': contentTypeOf(served),
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    })
    const body =
      headStart !== undefined && extname(served) === '.html'
        ? Readable.from([readFileSync(served, 'utf8').replace('<head>', `<head>${headStart}`)])
        : createReadStream(served)
    if (gzip) body.pipe(createGzip()).pipe(response)
    else body.pipe(response)
  }
}

/** Listens on a free local port. */
export function listenLocally(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve(`http://127.0.0.1:${port}`)
    })
  })
}

/** The built site on a local port (see staticSiteHandler). */
export async function startStaticServer(
  root: string,
  options: StaticServerOptions = {},
): Promise<{ server: Server; origin: string }> {
  const server = createServer(staticSiteHandler(root, options))
  return { server, origin: await listenLocally(server) }
}

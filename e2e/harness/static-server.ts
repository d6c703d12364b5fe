import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

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

/**
 * The not-found page for a path: the language's own one under a language prefix (as the host
 * rules route it), otherwise the root 404.html.
 */
export function notFoundFile(root: string, requestPath: string): string {
  const prefix = /^\/([a-z]{2})(\/|$)/.exec(requestPath)?.[1]
  const localized = prefix ? join(root, prefix, '404', 'index.html') : undefined
  return localized && existsSync(localized) ? localized : join(root, '404.html')
}

/** Serves a built site the way a plain static host does: files, index.html, and 404 pages. */
export function startStaticServer(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = resolveFile(root, path)
    const status = file ? 200 : 404
    const served = file ?? notFoundFile(root, path)
    response.writeHead(status, {
      'content-type': contentTypes[extname(served)] ?? 'application/octet-stream',
    })
    createReadStream(served).pipe(response)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, origin: `http://127.0.0.1:${port}` })
    })
  })
}

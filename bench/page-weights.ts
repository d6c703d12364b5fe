import { readFileSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { isCompressible, resolveFile } from '../tools/static-server'
import { resourceKinds, type ResourceKind, type Weight } from './budgets'
import type { RequestWeight } from './lighthouse'

const kindOfResource: Record<string, ResourceKind> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Font: 'font',
  Image: 'image',
  Fetch: 'data',
  XHR: 'data',
}

/** Raw and gzip bytes of a built file, the latter as the bench server sends it. */
function weightOf(file: string): Weight {
  const rawBytes = statSync(file).size
  return {
    rawBytes,
    gzipBytes: isCompressible(file) ? gzipSync(readFileSync(file)).length : rawBytes,
  }
}

/**
 * The first-load weight of a page by kind of resource, from the requests the page really made,
 * each measured on the built file it was served from.
 */
export function firstLoadWeights(requests: RequestWeight[], origin: string, publicDir: string) {
  const weights = Object.fromEntries(
    resourceKinds.map((kind) => [kind, { rawBytes: 0, gzipBytes: 0 }]),
  ) as Record<ResourceKind, Weight>
  let largestImage: { url: string; bytes: number } | null = null
  const nonWoff2Fonts: string[] = []
  for (const request of requests) {
    if (!request.url.startsWith(origin)) continue
    const path = new URL(request.url).pathname
    const file = resolveFile(publicDir, path) ?? resolveFile(publicDir, '/404')
    if (!file) continue
    const kind = kindOfResource[request.resourceType] ?? 'other'
    const weight = weightOf(file)
    weights[kind].rawBytes += weight.rawBytes
    weights[kind].gzipBytes += weight.gzipBytes
    if (kind === 'image' && weight.rawBytes > (largestImage?.bytes ?? 0)) {
      largestImage = { url: path, bytes: weight.rawBytes }
    }
    if (kind === 'font' && !path.endsWith('.woff2')) nonWoff2Fonts.push(path)
  }
  return { weights, largestImage, nonWoff2Fonts }
}

/** How many fonts a page's HTML preloads. */
export const preloadedFonts = (html: string) =>
  (html.match(/<link\b[^>]*>/g) ?? []).filter(
    (tag) => tag.includes('rel="preload"') && tag.includes('as="font"'),
  ).length

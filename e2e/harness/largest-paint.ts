import { get } from 'node:http'
import { gzipSync } from 'node:zlib'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import type { Page } from 'playwright-core'

type Node = DefaultTreeAdapterMap['node']
type ParsedElement = DefaultTreeAdapterMap['element']

const isElement = (node: Node): node is ParsedElement => 'tagName' in node

/** Where the largest paint is in the document: the path to its element, and what it is. */
export interface LargestPaint {
  /** From <html>, the index of each element among its parent's elements. */
  path: number[]
  tagName: string
  text: string
  /** The image it shows, if it is an image, and the bytes of its file as sent. */
  image?: { url: string; bytes: number }
}

const textOf = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The page's largest paint as Chromium reports it. Chromium reports it only to a page that runs
 * JavaScript, so htmlThroughElement checks the element against the HTML as sent.
 */
function largestPaint(page: Page): Promise<LargestPaint> {
  return page.evaluate(
    () =>
      new Promise<LargestPaint>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            element: Element | null
            url: string
          })[]
          const entry = entries.at(-1)
          const largest = entry?.element
          const resource = entry?.url
            ? (performance.getEntriesByName(entry.url)[0] as PerformanceResourceTiming | undefined)
            : undefined
          const path: number[] = []
          for (let element = largest; element?.parentElement; element = element.parentElement)
            path.unshift([...element.parentElement.children].indexOf(element))
          resolve({
            path,
            tagName: largest?.tagName.toLowerCase() ?? '',
            text: (largest?.textContent ?? '').replace(/\s+/g, ' ').trim(),
            ...(entry?.url && resource
              ? { image: { url: entry.url, bytes: resource.encodedBodySize } }
              : {}),
          })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

function parsedText(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value
  return 'childNodes' in node ? node.childNodes.map(parsedText).join('') : ''
}

/**
 * The HTML up to and including the largest paint's element: what a browser must have received
 * to draw it, the head with its inline styles, the header and whatever stands before it.
 */
function htmlThroughElement(
  html: string,
  { path, tagName, text }: Pick<LargestPaint, 'path' | 'tagName' | 'text'>,
): string {
  const document = parse(html, { sourceCodeLocationInfo: true })
  let element = document.childNodes.find(isElement)
  for (const index of path) element = element?.childNodes.filter(isElement)[index]
  const end = element?.sourceCodeLocation?.endOffset
  if (
    !element ||
    end === undefined ||
    element.tagName !== tagName ||
    textOf(parsedText(element)) !== text
  )
    throw new Error(
      `The largest paint, <${tagName}> "${text}", is not at ${path.join('/')} in the HTML as sent`,
    )
  return html.slice(0, end)
}

/** The bytes of a response's status line and headers, as the host sends them for `url`. */
function headerBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, br' }, agent: false }, (response) => {
      response.resume()
      const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`]
      for (let index = 0; index < response.rawHeaders.length; index += 2)
        lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`)
      resolve(Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`))
    }).on('error', reject)
  })
}

/** The bytes of `html` a host sends compressed, as gzip writes them. */
export const gzipBytes = (html: string) => gzipSync(html).length

/** A page as it was sent and painted, and what it sends before its largest paint. */
export interface FirstRoundTrip {
  html: string
  paint: LargestPaint
  /** The HTML up to and including the largest element. */
  throughLargest: string
  /** The headers as the host sends them, and `throughLargest` gzipped. */
  bytes: number
}

/**
 * Opens `url` in `page` and measures what precedes its largest paint on the wire: the host's
 * headers for the page and its HTML, gzipped, up to and including the largest element.
 */
export async function firstRoundTrip(page: Page, url: string): Promise<FirstRoundTrip> {
  const response = await page.goto(url, { waitUntil: 'load' })
  if (!response) throw new Error(`No response for ${url}`)
  const html = await response.text()
  const paint = await largestPaint(page)
  const throughLargest = htmlThroughElement(html, paint)
  const bytes = (await headerBytes(response.url())) + gzipBytes(throughLargest)
  return { html, paint, throughLargest, bytes }
}

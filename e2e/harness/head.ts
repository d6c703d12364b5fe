import type { Page } from 'playwright-core'

/** What a crawler reads in the head of one page. */
export interface HeadData {
  lang: string | null
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  alternates: { hrefLang: string; href: string }[]
  /** The links to icons and to a web manifest. */
  icons: { rel: string; type: string | null; href: string }[]
  meta: Record<string, string[]>
  jsonLd: unknown[]
}

/** Parses served HTML documents in the browser, as a crawler would read them (no script runs). */
export async function readHeads(
  page: Page,
  documents: Record<string, string>,
): Promise<Record<string, HeadData>> {
  return page.evaluate((sources) => {
    const result: Record<string, HeadData> = {}
    for (const [path, html] of Object.entries(sources)) {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const meta: Record<string, string[]> = {}
      for (const tag of doc.head.querySelectorAll('meta[property], meta[name]')) {
        const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? ''
        meta[key] = [...(meta[key] ?? []), tag.getAttribute('content') ?? '']
      }
      result[path] = {
        lang: doc.documentElement.getAttribute('lang'),
        title: doc.title,
        description:
          doc.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        robots: doc.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
        alternates: [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
          (link) => ({
            hrefLang: link.getAttribute('hreflang') ?? '',
            href: link.getAttribute('href') ?? '',
          }),
        ),
        icons: [
          ...doc.head.querySelectorAll(
            'link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
          ),
        ].map((link) => ({
          rel: link.getAttribute('rel') ?? '',
          type: link.getAttribute('type'),
          href: link.getAttribute('href') ?? '',
        })),
        meta,
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
          JSON.parse(script.textContent ?? 'null'),
        ),
      }
    }
    return result
  }, documents)
}

/** Every <url> of a sitemap: location, rank and hreflang alternates. */
export async function readSitemap(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) throw new Error('The sitemap is not well-formed XML')
    const xhtml = 'http://www.w3.org/1999/xhtml'
    return {
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      children: [...doc.getElementsByTagName('sitemap')].map(
        (entry) => entry.getElementsByTagName('loc')[0]?.textContent ?? '',
      ),
      urls: [...doc.getElementsByTagName('url')].map((entry) => ({
        loc: entry.getElementsByTagName('loc')[0]?.textContent ?? '',
        priority: entry.getElementsByTagName('priority')[0]?.textContent ?? '',
        lastmod: entry.getElementsByTagName('lastmod')[0]?.textContent ?? '',
        changefreq: entry.getElementsByTagName('changefreq')[0]?.textContent ?? '',
        alternates: [...entry.getElementsByTagNameNS(xhtml, 'link')].map((link) => ({
          hrefLang: link.getAttribute('hreflang') ?? '',
          href: link.getAttribute('href') ?? '',
        })),
      })),
    }
  }, xml)
}

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../tools/chromium'

export interface RequestWeight {
  url: string
  resourceType: string
  /** Bytes on the wire (gzip for text, as the bench server sends it). */
  transferBytes: number
  /** Bytes after decoding. */
  resourceBytes: number
}

export interface LighthouseRun {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  /** Whether the largest contentful paint element is an image that was lazy-loaded. */
  lcpLazyLoaded: boolean
  requests: RequestWeight[]
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** One Chromium for all runs; Lighthouse opens a fresh tab for each. */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
}

/** Lighthouse with its defaults: mobile emulation and simulated slow-4G throttling. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN
  const items = (audit('network-requests')?.details as { items?: Record<string, unknown>[] })?.items
  return {
    scores: {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
    },
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpLazyLoaded: audit('lcp-lazy-loaded')?.score === 0,
    requests: (items ?? []).map((item) => ({
      url: String(item.url),
      resourceType: String(item.resourceType ?? 'Other'),
      transferBytes: Number(item.transferSize ?? 0),
      resourceBytes: Number(item.resourceSize ?? 0),
    })),
  }
}

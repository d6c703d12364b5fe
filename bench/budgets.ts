import { isIndexedKind } from '../src/seo/indexing'
import type { LighthouseRun } from './lighthouse'

/**
 * The performance budgets of issues 7 and 21, in one place; the bench fails when one is broken.
 * The largest paint is held to the yardstick's, a hand-written page with no JavaScript, font or
 * image measured in the same run (bench/reference-page.ts): the limit of this machine.
 */
export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 50,
  lcpOverYardstickMs: 100,
  /**
   * What a page sends before its largest paint: headers and the compressed HTML up to and
   * including the largest element (e2e/first-screen.e2e.ts). TCP starts a connection with a
   * window of 10 segments of 1,460 bytes (RFC 6928): more takes a second round trip before that
   * paint, which Lighthouse's slow 4G adds to it (150 ms). 500 of the 14,600 bytes are left for a
   * host's own headers. The rest of the page may be any length: the bench reports whole pages.
   */
  firstRoundTripBytes: 14_100,
  firstLoadJsGzipKB: 75,
  maxImageKB: 150,
  maxPreloadedFonts: 2,
  coldBuildSeconds: 90,
  warmBuildSeconds: 20,
  /** The build with extra blog posts (npm run bench:scale; issue 44). */
  scalePeakMemoryMB: 2048,
  scaleMsPerAddedPage: 40,
  /** A rebuild after one article's edit, with the cache of the cold build, against the cold build. */
  scaleWarmShareOfCold: 0.1,
  /** The whole HTML of a page of the blog's, a category's or an author's list. */
  listPageMaxKB: 60,
} as const

export const resourceKinds = ['html', 'css', 'js', 'font', 'image', 'data', 'other'] as const
export type ResourceKind = (typeof resourceKinds)[number]

export interface Weight {
  rawBytes: number
  gzipBytes: number
}

/** A page's figures: the median of its Lighthouse runs, and the weight of what it loads. */
export interface PageResult extends Omit<LighthouseRun, 'requests'> {
  path: string
  language: string
  kind: string
  weights: Record<ResourceKind, Weight>
  /** The page's own response as sent: headers and gzip body. */
  firstResponseBytes: number
  largestImage: { url: string; bytes: number } | null
  preloadedFonts: number
  nonWoff2Fonts: string[]
}

const kB = (bytes: number) => bytes / 1024

/** Every budget a page breaks, in words; `yardstickLcpMs` is the yardstick's largest paint. */
export function pageViolations(page: PageResult, yardstickLcpMs: number | undefined): string[] {
  const broken: string[] = []
  const { scores } = page
  if (scores.performance < budgets.performance) broken.push(`performance ${scores.performance}`)
  if (scores.accessibility < budgets.accessibility)
    broken.push(`accessibility ${scores.accessibility}`)
  if (scores.bestPractices < budgets.bestPractices)
    broken.push(`best practices ${scores.bestPractices}`)
  if (isIndexedKind(page.kind)) {
    if (scores.seo < budgets.seo) broken.push(`SEO ${scores.seo}`)
  } else {
    // A page that asks search engines not to list it fails "is crawlable" by design.
    const failed = page.failedSeoAudits.filter((id) => id !== 'is-crawlable')
    if (failed.length > 0) broken.push(`SEO audits failed: ${failed.join(', ')}`)
  }
  if (page.cls > budgets.cls) broken.push(`CLS ${page.cls.toFixed(3)}`)
  if (page.tbtMs > budgets.tbtMs) broken.push(`TBT ${Math.round(page.tbtMs)} ms`)
  if (yardstickLcpMs === undefined) broken.push('LCP not held to a yardstick: none was measured')
  else if (page.lcpMs > yardstickLcpMs + budgets.lcpOverYardstickMs)
    broken.push(
      `LCP ${Math.round(page.lcpMs)} ms (yardstick ${Math.round(yardstickLcpMs)} ms + ${budgets.lcpOverYardstickMs})`,
    )
  const js = kB(page.weights.js.gzipBytes)
  if (js > budgets.firstLoadJsGzipKB) broken.push(`JavaScript ${js.toFixed(1)} KB gzip`)
  if (page.largestImage && kB(page.largestImage.bytes) > budgets.maxImageKB)
    broken.push(`image ${page.largestImage.url} ${kB(page.largestImage.bytes).toFixed(0)} KB`)
  if (page.preloadedFonts > budgets.maxPreloadedFonts)
    broken.push(`${page.preloadedFonts} fonts preloaded`)
  if (page.nonWoff2Fonts.length > 0) broken.push(`fonts not in woff2: ${page.nonWoff2Fonts}`)
  if (page.lcpLazyLoaded) broken.push('the LCP image is lazy-loaded')
  return broken
}

import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DEFAULT_FLAGS as launcherDefaultFlags } from 'chrome-launcher/dist/flags.js'
import type { Result } from 'lighthouse'
import { projectRoot } from '../src/node/project-paths'
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
  /** The SEO audits that count towards the score and failed, by Lighthouse id. */
  failedSeoAudits: string[]
  /** Whether the largest contentful paint element is an image that was lazy-loaded. */
  lcpLazyLoaded: boolean
  /** Whether the largest contentful paint element is an image. */
  lcpIsImage: boolean
  requests: RequestWeight[]
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

const lighthouseCli = join(projectRoot, 'node_modules', 'lighthouse', 'cli', 'index.js')

/**
 * Work Chromium does for itself while the page loads: a renderer for its own WebUI (the omnibox
 * popup, which runs JavaScript on every navigation, and the preloaded top-chrome pages) and a
 * spare renderer process. On two cores they take the CPU from the page's main thread, and
 * Lighthouse multiplies the observed task times by four into TBT: traces showed the page's
 * navigation commit taking 52 ms of wall time for 12 ms of CPU while they ran. None of them is
 * there for the page's sake, so the bench switches them off; the page itself loads as before.
 */
const chromiumBackgroundFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
  'SpareRendererForSitePerProcess',
]

const disableFeaturesFlag = '--disable-features='

/**
 * Frames the browser waits, after a navigation, for the new page's first frame before it draws
 * without it (viz's default is 4). With the default, about one Lighthouse run in eight of the
 * site's pages showed the painted first screen a second late with the main thread idle: the
 * page's compositor went on submitting frames for the previous document, which the browser no
 * longer drew, and after three undrawn frames viz sent it one BeginFrame a second
 * (`ThrottleUndrawnFrames` in Lighthouse's `viz` trace category). Lantern then counted every task
 * of that second in the largest paint. The yardstick, whose first frame comes before the
 * deadline, never showed it. A second (60 frames) is longer than any first frame measured here
 * (at most 0.35 s), so the browser waits for the page instead.
 */
export const firstFrameDeadlineFrames = 60

/** The features each --disable-features flag among `flags` names, one list per flag. */
export function disabledFeatureLists(flags: readonly string[]): string[][] {
  return flags
    .filter((flag) => flag.startsWith(disableFeaturesFlag))
    .map((flag) => flag.slice(disableFeaturesFlag.length).split(','))
}

/**
 * Chromium honours only the last --disable-features, so the features Lighthouse's launcher
 * already disables are restated with ours.
 */
export function lighthouseChromiumFlags(): string[] {
  const launcherDisabled = disabledFeatureLists(launcherDefaultFlags).flat()
  return [
    '--headless=new',
    ...chromiumArgs,
    `--deadline-to-synchronize-surfaces=${firstFrameDeadlineFrames}`,
    disableFeaturesFlag + [...launcherDisabled, ...chromiumBackgroundFeatures].join(','),
  ]
}

/**
 * Lighthouse with its defaults: mobile emulation and simulated slow-4G throttling, in a fresh
 * Chromium of its own (attached to a shared one, Chromium 156 records no navigation start). It
 * runs as its own Node process: tsx would rewrite the functions Lighthouse sends to the page.
 */
async function runLighthouseOnce(url: string): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      `--chrome-flags=${lighthouseChromiumFlags().join(' ')}`,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--quiet',
    ],
    { maxBuffer: 64 * 2 ** 20, env: { ...process.env, CHROME_PATH: chromiumPath() } },
  )
  const lhr = JSON.parse(stdout) as Result
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
    failedSeoAudits: (lhr.categories.seo?.auditRefs ?? [])
      .filter(({ id, weight }) => weight > 0 && (audit(id)?.score ?? 1) < 1)
      .map(({ id }) => id),
    lcpLazyLoaded: audit('lcp-lazy-loaded')?.score === 0,
    lcpIsImage: /^<img\b/i.test(lcpElementSnippet(audit('largest-contentful-paint-element'))),
    requests: (items ?? []).map((item) => ({
      url: String(item.url),
      resourceType: String(item.resourceType ?? 'Other'),
      transferBytes: Number(item.transferSize ?? 0),
      resourceBytes: Number(item.resourceSize ?? 0),
    })),
  }
}

/** The HTML of the element Lighthouse found the largest paint on, or '' when it names none. */
export function lcpElementSnippet(audit: Result['audits'][string] | undefined): string {
  const [elementTable] =
    (audit?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] })?.items ?? []
  return elementTable?.items?.[0]?.node?.snippet ?? ''
}

const attempts = 3

/**
 * One Lighthouse run of `url`. Lighthouse now and then fails to record the trace of a load
 * (NO_NAVSTART) and asks to be run again; so it is, up to three times.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(
        `Lighthouse failed on ${url} (attempt ${attempt} of ${attempts}); running again.`,
      )
    }
  }
}

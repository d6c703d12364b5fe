import { budgets, pageViolations, resourceKinds, type PageResult } from './budgets'
import type { BuildOutput, CommandStats } from './process-stats'

export interface BuildFigures {
  cold: CommandStats
  warm: CommandStats
}

export interface ScaleFigures {
  extraPostsPerLanguage: number
  pages: number
  build: CommandStats
  /** The steps after the cold build's pages: search index, feeds, host rules, share images. */
  postBuildSeconds?: number
  /** The rebuild after one sentence added to the newest English article, with the cold cache. */
  warm?: CommandStats & BuildOutput
  /** The largest HTML of a page of the blog's, a category's or an author's list. */
  largestListPage?: { path: string; kB: number }
  /** Each language's Pagefind bundle (index and script), in KB. */
  searchIndexKB?: Record<string, number>
}

/** Medians for the hand-written page with no JavaScript (see reference-page.ts). */
export interface ReferenceFigures {
  runs: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  /** Every run's blocking time, to show how much it varies on this machine. */
  tbtRunsMs: number[]
}

/** The yardstick with the image of the pages whose largest paint is an image, for comparison. */
export interface ImageReferenceFigures extends ReferenceFigures {
  image: { url: string; bytes: number }
}

export interface BenchReport {
  date: string
  mode: 'full' | 'quick'
  runsPerPage: number
  machine: string
  build: BuildFigures | null
  pages: PageResult[]
  reference?: ReferenceFigures
  imageReference?: ImageReferenceFigures
  scale: ScaleFigures[]
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1)

/** Worst first: lowest performance score, then slowest LCP. */
const worstFirst = (a: PageResult, b: PageResult) =>
  a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs

export function buildViolations(build: BuildFigures | null): string[] {
  if (!build) return []
  const broken: string[] = []
  if (build.cold.seconds > budgets.coldBuildSeconds)
    broken.push(`cold build ${build.cold.seconds.toFixed(0)} s`)
  if (build.warm.seconds > budgets.warmBuildSeconds)
    broken.push(`warm rebuild ${build.warm.seconds.toFixed(0)} s`)
  return broken
}

const msPerAddedPage = (row: ScaleFigures, previous: ScaleFigures) =>
  ((row.build.seconds - previous.build.seconds) / (row.pages - previous.pages)) * 1000

/** Every scale budget broken: peak memory of a run, cost of each page added since the run above. */
export function scaleViolations(scale: readonly ScaleFigures[]): string[] {
  return scale.flatMap((row, index) => {
    const broken: string[] = []
    const label = `scale with ${row.extraPostsPerLanguage} extra posts per language`
    if (row.build.peakMemoryMB > budgets.scalePeakMemoryMB)
      broken.push(`${label}: peak memory ${row.build.peakMemoryMB} MB`)
    const previous = scale[index - 1]
    if (previous && msPerAddedPage(row, previous) > budgets.scaleMsPerAddedPage)
      broken.push(
        `${label}: ${msPerAddedPage(row, previous).toFixed(0)} ms per page added since ${previous.extraPostsPerLanguage}`,
      )
    if (row.warm && row.warm.seconds > row.build.seconds * budgets.scaleWarmShareOfCold)
      broken.push(
        `${label}: rebuild after one article's edit ${row.warm.seconds.toFixed(0)} s, over ${budgets.scaleWarmShareOfCold * 100} % of the cold ${row.build.seconds.toFixed(0)} s`,
      )
    if (row.largestListPage && row.largestListPage.kB > budgets.listPageMaxKB)
      broken.push(`${label}: ${row.largestListPage.path} is ${row.largestListPage.kB} KB of HTML`)
    return broken
  })
}

/**
 * Build cost against size: the cost of each page added since the row above shows whether the
 * build grows linearly (a steady figure) or worse (a rising one).
 */
function scaleSection(scale: ScaleFigures[]): string[] {
  if (scale.length === 0) return []
  const perPage = (seconds: number, pages: number) => `${((seconds / pages) * 1000).toFixed(0)} ms`
  return [
    '## Scale',
    '',
    `Budgets: peak memory ${budgets.scalePeakMemoryMB} MB, ${budgets.scaleMsPerAddedPage} ms per page added since the row above, ` +
      `a rebuild after one article's edit in ${budgets.scaleWarmShareOfCold * 100} % of the cold build, ` +
      `every page of a list of articles within ${budgets.listPageMaxKB} KB of HTML.`,
    '',
    '| extra posts per language | pages | build | per page | per page added since the row above | peak memory | after the build | rebuild after one article’s edit | largest list page |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scale.map((row, index) => {
      const { extraPostsPerLanguage, pages, build, postBuildSeconds, warm, largestListPage } = row
      const previous = scale[index - 1]
      const added = previous ? `${msPerAddedPage(row, previous).toFixed(0)} ms` : '–'
      const after = postBuildSeconds === undefined ? '–' : `${postBuildSeconds.toFixed(0)} s`
      const rebuild = warm
        ? `${warm.seconds.toFixed(0)} s, ${warm.pagesRendered} page(s) rendered, ${warm.postBuildSeconds.toFixed(0)} s after`
        : '–'
      const list = largestListPage ? `${largestListPage.kB} KB (${largestListPage.path})` : '–'
      return `| ${extraPostsPerLanguage} | ${pages} | ${build.seconds.toFixed(0)} s | ${perPage(build.seconds, pages)} | ${added} | ${build.peakMemoryMB} MB | ${after} | ${rebuild} | ${list} |`
    }),
    '',
    ...scale
      .filter(({ searchIndexKB }) => searchIndexKB)
      .map(
        ({ extraPostsPerLanguage, searchIndexKB = {} }) =>
          `Search index with ${extraPostsPerLanguage} extra posts per language: ${Object.entries(
            searchIndexKB,
          )
            .map(([language, kB]) => `${language} ${kB} KB`)
            .join(', ')}.`,
      ),
    '',
  ]
}

function referenceLine(reference: ReferenceFigures | undefined): string[] {
  if (!reference) return []
  const { runs, lcpMs, fcpMs, tbtMs, tbtRunsMs } = reference
  return [
    `The yardstick, a hand-written page with no JavaScript, measured the same way (median of ${runs} runs): ` +
      `LCP ${Math.round(lcpMs)} ms, FCP ${Math.round(fcpMs)} ms, TBT ${Math.round(tbtMs)} ms ` +
      `(runs: ${tbtRunsMs.map(Math.round).join(', ')} ms).`,
    '',
  ]
}

/**
 * Such a page waits for its image, a second request after the HTML; the yardstick with the same
 * image shows what that wait costs on its own.
 */
function imageReferenceLine(pages: PageResult[], reference: ImageReferenceFigures | undefined) {
  const lcps = pages.filter((page) => page.lcpIsImage).map((page) => Math.round(page.lcpMs))
  if (!reference || lcps.length === 0) return []
  const { runs, lcpMs, image } = reference
  return [
    `The ${lcps.length} pages whose largest element is an image paint it at ${Math.min(...lcps)}–${Math.max(...lcps)} ms. ` +
      `The yardstick with their image (${image.url}, ${kB(image.bytes)} KB) under its heading, fetched first, ` +
      `measured the same way (median of ${runs} runs): LCP ${Math.round(lcpMs)} ms. ` +
      'For comparison only: the LCP budget is held to the yardstick without an image.',
    '',
  ]
}

export function markdownReport(report: BenchReport): string {
  const pages = [...report.pages].sort(worstFirst)
  const broken = [
    ...buildViolations(report.build),
    ...pages.flatMap((page) =>
      pageViolations(page, report.reference?.lcpMs).map((text) => `${page.path}: ${text}`),
    ),
    ...scaleViolations(report.scale),
  ]
  const js = pages.map((page) => page.weights.js.gzipBytes)
  return [
    '# Benchmark report',
    '',
    `Run ${report.date} on ${report.machine}, ${report.mode} mode: ${pages.length} pages, ` +
      `Lighthouse mobile (simulated throttling), median of ${report.runsPerPage} runs. ` +
      'Reproduce with `npm run bench` (and `npm run bench:scale -- N`).',
    '',
    '## Budgets',
    '',
    broken.length === 0 ? 'Every budget holds.' : broken.map((text) => `- ${text}`).join('\n'),
    '',
    '## Build',
    '',
    report.build
      ? [
          '| build | time | peak memory | budget |',
          '| --- | --- | --- | --- |',
          `| cold (after gatsby clean) | ${report.build.cold.seconds.toFixed(0)} s | ${report.build.cold.peakMemoryMB} MB | ${budgets.coldBuildSeconds} s |`,
          `| warm (one MDX file changed) | ${report.build.warm.seconds.toFixed(0)} s | ${report.build.warm.peakMemoryMB} MB | ${budgets.warmBuildSeconds} s |`,
        ].join('\n')
      : 'Not measured in this run.',
    '',
    '## Pages, worst first',
    '',
    `First-load JavaScript: ${kB(Math.min(...js))}–${kB(Math.max(...js))} KB gzip.`,
    '',
    ...referenceLine(report.reference),
    ...imageReferenceLine(pages, report.imageReference),
    `| page | perf | a11y | BP | SEO | LCP ms | FCP ms | TBT ms | CLS | first response bytes | ${resourceKinds
      .map((kind) => `${kind} KB raw / gzip`)
      .join(' | ')} |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ${resourceKinds.map(() => '---').join(' | ')} |`,
    ...pages.map(
      (page) =>
        `| ${page.path} | ${page.scores.performance} | ${page.scores.accessibility} | ${
          page.scores.bestPractices
        } | ${page.scores.seo} | ${Math.round(page.lcpMs)} | ${Math.round(page.fcpMs)} | ${Math.round(
          page.tbtMs,
        )} | ${page.cls.toFixed(3)} | ${page.firstResponseBytes} | ${resourceKinds
          .map((kind) => `${kB(page.weights[kind].rawBytes)} / ${kB(page.weights[kind].gzipBytes)}`)
          .join(' | ')} |`,
    ),
    '',
    ...scaleSection(report.scale),
  ].join('\n')
}

/** @jest-environment node */
import { budgets, pageViolations, resourceKinds, type PageResult } from '../bench/budgets'
import { buildViolations, markdownReport, scaleViolations, type BenchReport } from '../bench/report'
import { readBuildOutput } from '../bench/process-stats'
import { preloadedFonts } from '../bench/page-weights'

const withinBudget: PageResult = {
  path: '/pricing',
  language: 'en',
  kind: 'pricing',
  scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 800,
  fcpMs: 700,
  tbtMs: 0,
  cls: 0,
  failedSeoAudits: [],
  lcpLazyLoaded: false,
  lcpIsImage: false,
  weights: Object.fromEntries(
    resourceKinds.map((kind) => [kind, { rawBytes: 1000, gzipBytes: 400 }]),
  ) as PageResult['weights'],
  firstResponseBytes: 12_000,
  largestImage: { url: '/static/cover.avif', bytes: 40_000 },
  preloadedFonts: 1,
  nonWoff2Fonts: [],
}

/** The report of a full run with no build figures, its pages and figures as given. */
const reportOf = (figures: Partial<BenchReport>) =>
  markdownReport({
    date: '2026-11-22',
    mode: 'full',
    runsPerPage: 3,
    machine: '2 cores',
    build: null,
    pages: [],
    scale: [],
    ...figures,
  })

/** The yardstick's largest paint, in the tests' runs. */
const yardstick = 750

describe('bench budgets', () => {
  it('pass a page within every budget', () => {
    expect(pageViolations(withinBudget, yardstick)).toEqual([])
  })

  it('hold the largest paint to the yardstick measured in the same run, plus 100 ms', () => {
    expect(pageViolations({ ...withinBudget, lcpMs: 850 }, yardstick)).toEqual([])
    expect(pageViolations({ ...withinBudget, lcpMs: 851 }, yardstick)).toEqual([
      'LCP 851 ms (yardstick 750 ms + 100)',
    ])
    expect(pageViolations({ ...withinBudget, lcpMs: 851 }, 760)).toEqual([])
    expect(pageViolations(withinBudget, undefined)).toEqual([
      'LCP not held to a yardstick: none was measured',
    ])
  })

  it("report a page's whole first response without failing it: the e2e tests hold the bytes before its largest paint", () => {
    expect(pageViolations({ ...withinBudget, firstResponseBytes: 60_000 }, yardstick)).toEqual([])
  })

  it('name every budget a page breaks', () => {
    const heavy: PageResult = {
      ...withinBudget,
      scores: { performance: 91, accessibility: 96, bestPractices: 100, seo: 100 },
      lcpMs: 2100,
      tbtMs: 120,
      cls: 0.05,
      lcpLazyLoaded: true,
      weights: { ...withinBudget.weights, js: { rawBytes: 300_000, gzipBytes: 90_000 } },
      largestImage: { url: '/static/hero.jpg', bytes: 200_000 },
      preloadedFonts: 3,
      nonWoff2Fonts: ['/fonts/inter.ttf'],
    }
    expect(pageViolations(heavy, yardstick)).toEqual([
      'performance 91',
      'accessibility 96',
      'CLS 0.050',
      'TBT 120 ms',
      'LCP 2100 ms (yardstick 750 ms + 100)',
      'JavaScript 87.9 KB gzip',
      'image /static/hero.jpg 195 KB',
      '3 fonts preloaded',
      'fonts not in woff2: /fonts/inter.ttf',
      'the LCP image is lazy-loaded',
    ])
  })

  it('excuse only the crawlability audit on a page kept out of search engines', () => {
    const noindex = {
      ...withinBudget,
      kind: 'thank-you',
      scores: { ...withinBudget.scores, seo: 54 },
    }
    expect(pageViolations({ ...noindex, failedSeoAudits: ['is-crawlable'] }, yardstick)).toEqual([])
    expect(
      pageViolations(
        { ...noindex, failedSeoAudits: ['is-crawlable', 'meta-description'] },
        yardstick,
      ),
    ).toEqual(['SEO audits failed: meta-description'])
    expect(
      pageViolations(
        {
          ...withinBudget,
          scores: { ...withinBudget.scores, seo: 54 },
          failedSeoAudits: ['is-crawlable'],
        },
        yardstick,
      ),
    ).toEqual(['SEO 54'])
  })

  it('hold the build to its time budgets', () => {
    const build = (cold: number, warm: number) => ({
      cold: { seconds: cold, peakMemoryMB: 900 },
      warm: { seconds: warm, peakMemoryMB: 800 },
    })
    expect(buildViolations(build(budgets.coldBuildSeconds, budgets.warmBuildSeconds))).toEqual([])
    expect(buildViolations(build(120, 25))).toEqual(['cold build 120 s', 'warm rebuild 25 s'])
  })

  it('hold a larger blog to 2 GB of memory and 40 ms for each page added since the smaller run', () => {
    const run = (extraPostsPerLanguage: number, pages: number, seconds: number, peak: number) => ({
      extraPostsPerLanguage,
      pages,
      build: { seconds, peakMemoryMB: peak },
    })
    expect(scaleViolations([run(100, 816, 90, 1200), run(1000, 7116, 340, 2048)])).toEqual([])
    expect(scaleViolations([run(100, 816, 139, 1232), run(1000, 7116, 873, 2434)])).toEqual([
      'scale with 1000 extra posts per language: peak memory 2434 MB',
      'scale with 1000 extra posts per language: 117 ms per page added since 100',
    ])
  })

  it('hold the rebuild after one article’s edit to a tenth of the cold build, and every list page to 60 KB', () => {
    const run = (warmSeconds: number, listKB: number) => ({
      extraPostsPerLanguage: 1000,
      pages: 7116,
      build: { seconds: 400, peakMemoryMB: 1800 },
      warm: { seconds: warmSeconds, peakMemoryMB: 1500, pagesRendered: 9, postBuildSeconds: 20 },
      largestListPage: { path: '/de/blog/seite/2', kB: listKB },
    })
    expect(scaleViolations([run(40, 60)])).toEqual([])
    expect(scaleViolations([run(41, 61.5)])).toEqual([
      "scale with 1000 extra posts per language: rebuild after one article's edit 41 s, over 10 % of the cold 400 s",
      'scale with 1000 extra posts per language: /de/blog/seite/2 is 61.5 KB of HTML',
    ])
  })

  it('count the fonts a page preloads, whatever the attribute order', () => {
    const html =
      '<link rel="preload" href="/a.woff2" as="font"><link as="font" rel="preload" href="/b.woff2">' +
      '<link rel="preload" as="image" href="/c.avif"><link rel="stylesheet" href="/d.css">'
    expect(preloadedFonts(html)).toBe(2)
  })

  it('report the worst page first and list what is over budget', () => {
    const slow = {
      ...withinBudget,
      path: '/blog',
      scores: { ...withinBudget.scores, performance: 90 },
    }
    const report = reportOf({
      mode: 'quick',
      pages: [withinBudget, slow],
    })
    expect(report).toContain('- /blog: performance 90')
    expect(report).toContain('- /pricing: LCP not held to a yardstick: none was measured')
    expect(report.indexOf('| /blog |')).toBeLessThan(report.indexOf('| /pricing |'))
  })

  it('show the cost of each page added between scale runs, to tell linear growth from worse', () => {
    const report = reportOf({
      pages: [withinBudget],
      scale: [
        { extraPostsPerLanguage: 100, pages: 800, build: { seconds: 120, peakMemoryMB: 1300 } },
        { extraPostsPerLanguage: 1000, pages: 7100, build: { seconds: 750, peakMemoryMB: 2600 } },
      ],
    })
    expect(report).toContain('| 100 | 800 | 120 s | 150 ms | – | 1300 MB | – | – | – |')
    expect(report).toContain('| 1000 | 7100 | 750 s | 106 ms | 100 ms | 2600 MB | – | – | – |')
    expect(report).toContain('- scale with 1000 extra posts per language: peak memory 2600 MB')
  })

  it('read the pages Gatsby rendered and the time of the steps after the build from its output', () => {
    const output = [
      'success Building static HTML for pages - 3.912s - 9/9 2.30/s',
      'success onPostBuild - 12.345s',
    ].join('\n')
    expect(readBuildOutput(output)).toEqual({ pagesRendered: 9, postBuildSeconds: 12.345 })
  })

  it('show the rebuild after one article’s edit, the largest list page and the search index sizes', () => {
    const report = reportOf({
      pages: [withinBudget],
      scale: [
        {
          extraPostsPerLanguage: 1000,
          pages: 7100,
          build: { seconds: 400, peakMemoryMB: 1800 },
          postBuildSeconds: 61.2,
          warm: { seconds: 38.4, peakMemoryMB: 1500, pagesRendered: 9, postBuildSeconds: 12.1 },
          largestListPage: { path: '/de/blog/seite/2', kB: 41.3 },
          searchIndexKB: { en: 2048, de: 2304 },
        },
      ],
    })
    expect(report).toContain(
      '| 1000 | 7100 | 400 s | 56 ms | – | 1800 MB | 61 s | 38 s, 9 page(s) rendered, 12 s after | 41.3 KB (/de/blog/seite/2) |',
    )
    expect(report).toContain(
      'Search index with 1000 extra posts per language: en 2048 KB, de 2304 KB.',
    )
  })

  it('print the yardstick page beside the pages, with the spread of its blocking time', () => {
    const report = reportOf({
      pages: [withinBudget],
      reference: { runs: 3, lcpMs: 741.4, fcpMs: 700.2, tbtMs: 35.2, tbtRunsMs: [4, 35.2, 68] },
    })
    expect(report).toContain(
      'a hand-written page with no JavaScript, measured the same way (median of 3 runs): LCP 741 ms, FCP 700 ms, TBT 35 ms (runs: 4, 35, 68 ms).',
    )
  })

  it('print the yardstick with the image of the pages whose largest element is one, beside their figures', () => {
    const reference = { runs: 9, lcpMs: 637, fcpMs: 637, tbtMs: 0, tbtRunsMs: [0] }
    const report = reportOf({
      pages: [
        withinBudget,
        { ...withinBudget, path: '/blog', lcpIsImage: true, lcpMs: 752.4 },
        { ...withinBudget, path: '/de/blog', lcpIsImage: true, lcpMs: 757.6 },
      ],
      reference,
      imageReference: {
        ...reference,
        lcpMs: 754.2,
        image: { url: '/static/cover.avif', bytes: 5314 },
      },
    })
    expect(report).toContain(
      'The 2 pages whose largest element is an image paint it at 752–758 ms. The yardstick with their image (/static/cover.avif, 5.2 KB) under its heading, fetched first, measured the same way (median of 9 runs): LCP 754 ms.',
    )
    expect(report).toContain('/blog: LCP 752 ms (yardstick 637 ms + 100)')
  })
})

/**
 * The benchmark: a cold and a warm production build, then Lighthouse (mobile, simulated
 * throttling, median of 3 runs) and the first-load weight of every content page, served with the
 * host's headers and gzip, beside a hand-written page with no JavaScript as the yardstick. Writes bench/report.md and bench/report.json and exits with 1 when a
 * budget is broken. Usage: npm run bench [-- --quick] [--no-build | --no-pages] [--runs N]
 * (--no-build keeps the build figures of the last report, --no-pages its page figures). A build
 * adds the long article of tools/long-article.ts for the run, so that its page is measured too.
 */
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { expectedPages } from '../e2e/harness/content'
import { projectRoot } from '../src/node/project-paths'
import { startStaticServer, resolveFile } from '../tools/static-server'
import { pageViolations, type PageResult } from './budgets'
import { runLighthouse, type LighthouseRun } from './lighthouse'
import { firstLoadWeights, preloadedFonts } from './page-weights'
import { measureCommand, productionBuild, statsOf } from './process-stats'
import { addLongArticle } from '../tools/long-article'
import { writeReferenceSite, type ReferenceImage } from './reference-page'
import {
  buildViolations,
  scaleViolations,
  type BuildFigures,
  type ImageReferenceFigures,
  type ReferenceFigures,
} from './report'
import { readReport, writeReport } from './report-file'

const quick = process.argv.includes('--quick')
const skipBuild = process.argv.includes('--no-build')
const skipPages = process.argv.includes('--no-pages')
const runsFlag = process.argv.indexOf('--runs')
const runsPerPage = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3
/** The yardstick is measured more often than a page: its spread is what the report shows. */
const referenceRuns = quick ? 5 : 9
const publicDir = join(projectRoot, 'public')
const gatsby = join(projectRoot, 'node_modules', '.bin', 'gatsby')

/** The middle value; with three runs, the one neither best nor worst. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function measureBuilds(): Promise<BuildFigures> {
  await measureCommand(gatsby, ['clean'], { cwd: projectRoot })
  console.log('Cold build…')
  const cold = await measureCommand(...productionBuild(projectRoot))
  const touched = join(projectRoot, 'content', 'pages', 'home', 'index.en.mdx')
  const original = readFileSync(touched, 'utf8')
  appendFileSync(touched, '\n')
  try {
    console.log('Warm rebuild after changing one MDX file…')
    const warm = await measureCommand(...productionBuild(projectRoot))
    console.log(
      `Cold build ${cold.seconds.toFixed(0)} s (peak ${cold.peakMemoryMB} MB), ` +
        `warm rebuild ${warm.seconds.toFixed(0)} s (peak ${warm.peakMemoryMB} MB)`,
    )
    return { cold: statsOf(cold), warm: statsOf(warm) }
  } finally {
    writeFileSync(touched, original)
  }
}

function summarize(
  path: string,
  language: string,
  kind: string,
  runs: LighthouseRun[],
  origin: string,
): PageResult {
  const [first] = runs
  if (!first) throw new Error(`No Lighthouse run for ${path}`)
  const { weights, largestImage, nonWoff2Fonts } = firstLoadWeights(
    first.requests,
    origin,
    publicDir,
  )
  const htmlFile = resolveFile(publicDir, path)
  const document = first.requests.find(({ resourceType }) => resourceType === 'Document')
  if (!document) throw new Error(`Lighthouse recorded no request for the page ${path} itself`)
  return {
    path,
    language,
    kind,
    scores: {
      performance: median(runs.map((run) => run.scores.performance)),
      accessibility: median(runs.map((run) => run.scores.accessibility)),
      bestPractices: median(runs.map((run) => run.scores.bestPractices)),
      seo: median(runs.map((run) => run.scores.seo)),
    },
    lcpMs: median(runs.map((run) => run.lcpMs)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failedSeoAudits: [...new Set(runs.flatMap((run) => run.failedSeoAudits))],
    lcpLazyLoaded: runs.some((run) => run.lcpLazyLoaded),
    lcpIsImage: runs.filter((run) => run.lcpIsImage).length * 2 > runs.length,
    weights,
    firstResponseBytes: document.transferBytes,
    largestImage,
    preloadedFonts: htmlFile ? preloadedFonts(readFileSync(htmlFile, 'utf8')) : 0,
    nonWoff2Fonts,
  }
}

/** Lighthouse and first-load weights of every content page (English and German when quick). */
async function measurePages(yardstickLcpMs: number): Promise<PageResult[]> {
  const pages = expectedPages().filter(
    ({ language }) => !quick || language === 'en' || language === 'de',
  )
  const { server, origin } = await startStaticServer(publicDir, { compress: true })
  const results: PageResult[] = []
  try {
    for (const [index, { path, language, kind }] of pages.entries()) {
      const runs: LighthouseRun[] = []
      for (let run = 0; run < runsPerPage; run += 1) {
        runs.push(await runLighthouse(`${origin}${path}`))
      }
      const result = summarize(path, language, kind, runs, origin)
      results.push(result)
      const broken = pageViolations(result, yardstickLcpMs)
      console.log(
        `${index + 1}/${pages.length} ${path}: performance ${result.scores.performance}, ` +
          `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, ` +
          `JS ${(result.weights.js.gzipBytes / 1024).toFixed(1)} KB gzip` +
          (broken.length > 0 ? ` — over budget: ${broken.join(', ')}` : ''),
      )
    }
  } finally {
    server.close()
  }
  return results
}

/**
 * The hand-written page with no JavaScript, measured as the pages are, more often: it is the
 * floor. With `image`, the same page showing that image under its heading.
 */
async function measureReference(image?: ReferenceImage): Promise<ReferenceFigures> {
  const root = writeReferenceSite(image)
  const { server, origin } = await startStaticServer(root, { compress: true })
  const runs: LighthouseRun[] = []
  try {
    for (let run = 0; run < referenceRuns; run += 1) runs.push(await runLighthouse(`${origin}/`))
  } finally {
    server.close()
    rmSync(root, { recursive: true, force: true })
  }
  const reference = {
    runs: runs.length,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    tbtRunsMs: runs.map((run) => run.tbtMs),
  }
  console.log(
    `Reference page${image ? ' with an image' : ''}: LCP ${Math.round(reference.lcpMs)} ms, ` +
      `TBT ${Math.round(reference.tbtMs)} ms (median of ${runs.length})`,
  )
  return reference
}

/** The yardstick with the image that the first page whose largest paint is an image loads. */
async function measureImageReference(
  pages: PageResult[],
): Promise<ImageReferenceFigures | undefined> {
  const image = pages.find((page) => page.lcpIsImage)?.largestImage
  const file = image && resolveFile(publicDir, image.url)
  if (!image || !file) return undefined
  const { width, height } = await sharp(file).metadata()
  if (!width || !height) throw new Error(`Could not read the size of ${file}`)
  return { ...(await measureReference({ file, width, height })), image }
}

async function main() {
  // Measured beside the site's pages: what a writer may publish within the budgets.
  const removeLongArticle = skipBuild ? () => undefined : await addLongArticle(projectRoot)
  try {
    await measure()
  } finally {
    removeLongArticle()
  }
}

async function measure() {
  const build = skipBuild ? null : await measureBuilds()
  const previous = readReport()
  const reference = skipPages ? previous?.reference : await measureReference()
  const results = skipPages
    ? (previous?.pages ?? [])
    : await measurePages((reference as ReferenceFigures).lcpMs)
  const imageReference = skipPages ? previous?.imageReference : await measureImageReference(results)
  const builds = build ?? previous?.build ?? null
  writeReport({
    date: new Date().toISOString().slice(0, 10),
    mode: skipPages && previous ? previous.mode : quick ? 'quick' : 'full',
    runsPerPage: skipPages && previous ? previous.runsPerPage : runsPerPage,
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    build: builds,
    pages: results,
    ...(reference && { reference }),
    ...(imageReference && { imageReference }),
    scale: previous?.scale ?? [],
  })
  const broken = [
    ...buildViolations(builds),
    ...results.flatMap((page) => pageViolations(page, reference?.lcpMs)),
    ...scaleViolations(previous?.scale ?? []),
  ]
  console.log(
    broken.length === 0
      ? 'Every budget holds. See bench/report.md.'
      : `${broken.length} budget(s) broken. See bench/report.md.`,
  )
  process.exitCode = broken.length === 0 ? 0 : 1
}

void main()

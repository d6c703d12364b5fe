/**
 * Build cost as the blog grows: in a temporary copy of the project, adds N posts per language
 * (each a full-length article, all seven languages linked as one item), builds, and records the
 * time and peak memory in bench/report.json and bench/report.md.
 * Usage: npm run bench:scale -- N
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { listBuiltPages } from '../src/node/post-build/built-pages'
import { writeExtraArticle } from '../tools/extra-articles'
import { copyProject } from '../tools/project-copy'
import { measureCommand, productionBuild } from './process-stats'
import { scaleViolations } from './report'
import { readReport, writeReport } from './report-file'

async function main() {
  const perLanguage = Number(process.argv[2])
  if (!Number.isInteger(perLanguage) || perLanguage < 1) {
    console.error('Give the number of extra posts per language: npm run bench:scale -- 100')
    process.exitCode = 2
    return
  }
  const copy = copyProject('bench-scale-')
  try {
    for (let index = 1; index <= perLanguage; index += 1) writeExtraArticle(copy, index)
    console.log(`Building ${perLanguage} extra posts per language in ${copy}…`)
    const build = await measureCommand(...productionBuild(copy))
    const pages = listBuiltPages(join(copy, 'public')).length
    console.log(`${pages} pages in ${build.seconds.toFixed(0)} s, peak ${build.peakMemoryMB} MB`)
    const report = readReport()
    if (!report) throw new Error('Run npm run bench first: the scale figures go into its report.')
    const scale = report.scale.filter((entry) => entry.extraPostsPerLanguage !== perLanguage)
    scale.push({ extraPostsPerLanguage: perLanguage, pages, build })
    scale.sort((a, b) => a.extraPostsPerLanguage - b.extraPostsPerLanguage)
    writeReport({ ...report, scale })
    const broken = scaleViolations(scale)
    console.log(
      broken.length === 0
        ? 'The scale budgets hold. See bench/report.md.'
        : `Over budget:\n${broken.map((text) => `- ${text}`).join('\n')}`,
    )
    process.exitCode = broken.length === 0 ? 0 : 1
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

void main()

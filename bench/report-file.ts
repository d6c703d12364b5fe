import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { markdownReport, type BenchReport } from './report'

const benchDir = join(__dirname)
const jsonPath = join(benchDir, 'report.json')

export function readReport(): BenchReport | null {
  return existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as BenchReport) : null
}

/** Writes bench/report.json and the readable bench/report.md from it. */
export function writeReport(report: BenchReport) {
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(benchDir, 'report.md'), `${markdownReport(report)}\n`)
}

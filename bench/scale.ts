/**
 * Build cost as the blog grows: in a temporary copy of the project, adds N posts per language
 * (each a full-length article, all seven languages linked as one item), builds, edits the newest
 * English article and builds again with the cache of the first build, and records in
 * bench/report.json and bench/report.md: the time and peak memory of both builds, the pages the
 * rebuild rendered again, the largest page of a list of articles and each language's search index.
 * Usage: npm run bench:scale -- N
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isArticleListKind } from '../src/node/article-lists'
import { listMdxFiles, parseFrontmatter } from '../src/node/content-files'
import { kindOf, locateContentFile } from '../src/node/content-item'
import { listBuiltPages } from '../src/node/post-build/built-pages'
import { searchIndexFolder } from '../src/config/search-index'
import { writeExtraArticle } from '../tools/extra-articles'
import { copyProject } from '../tools/project-copy'
import { measureCommand, productionBuild, readBuildOutput, statsOf } from './process-stats'
import { scaleViolations } from './report'
import { readReport, writeReport } from './report-file'

/** The bytes of every file below a folder. */
const folderBytes = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0)

/** The first pages of the lists of articles (the blog's, each category's and author's). */
function listFirstPages(project: string): string[] {
  const content = join(project, 'content')
  return listMdxFiles(content).flatMap((file) => {
    const location = locateContentFile(relative(content, file))
    const kind = location && kindOf(location.section, location.translationKey)
    if (!kind || !isArticleListKind(kind)) return []
    return [String((parseFrontmatter(readFileSync(file, 'utf8')) as { slug: string }).slug)]
  })
}

/** The largest page of a list of articles: its first page or a later one, in KB. */
function largestListPage(project: string) {
  const firstPages = listFirstPages(project)
  // A first page, or a later one: <first page>/<the language's word for page>/<number>.
  const isListPage = (path: string) =>
    firstPages.some((first) => path === first || new RegExp(`^${first}/[^/]+/\\d+$`).test(path))
  const [largest] = listBuiltPages(join(project, 'public'))
    .filter(({ path }) => isListPage(path))
    .map(({ path, file }) => ({ path, kB: statSync(file).size / 1024 }))
    .sort((a, b) => b.kB - a.kB)
  return largest ?? { path: '', kB: 0 }
}

/** The newest English article's file, the one a writer fixes right after publishing. */
function newestEnglishArticle(project: string): string {
  const blog = join(project, 'content', 'blog')
  const dated = listMdxFiles(blog)
    .filter((file) => file.endsWith('index.en.mdx'))
    .map((file) => ({
      file,
      date: String((parseFrontmatter(readFileSync(file, 'utf8')) as { date: string }).date),
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
  if (!dated[0]) throw new Error('No English article to edit.')
  return dated[0].file
}

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
    const searchIndexKB = Object.fromEntries(
      readdirSync(join(copy, 'public', searchIndexFolder)).map((language) => [
        language,
        Math.round(folderBytes(join(copy, 'public', searchIndexFolder, language)) / 1024),
      ]),
    )
    const largestList = largestListPage(copy)
    const edited = newestEnglishArticle(copy)
    writeFileSync(edited, `${readFileSync(edited, 'utf8').trimEnd()}\n\nOne more sentence.\n`)
    console.log(`Rebuilding after an edit of ${relative(copy, edited)}…`)
    const warm = await measureCommand(...productionBuild(copy))
    const warmOutput = readBuildOutput(warm.output)
    console.log(
      `${pages} pages in ${build.seconds.toFixed(0)} s, peak ${build.peakMemoryMB} MB; ` +
        `after one article's edit ${warm.seconds.toFixed(0)} s, ${warmOutput.pagesRendered} page(s) rendered`,
    )
    const report = readReport()
    if (!report) throw new Error('Run npm run bench first: the scale figures go into its report.')
    const scale = report.scale.filter((entry) => entry.extraPostsPerLanguage !== perLanguage)
    scale.push({
      extraPostsPerLanguage: perLanguage,
      pages,
      build: statsOf(build),
      postBuildSeconds: readBuildOutput(build.output).postBuildSeconds,
      warm: { ...statsOf(warm), ...warmOutput },
      largestListPage: { path: largestList.path, kB: Math.round(largestList.kB * 10) / 10 },
      searchIndexKB,
    })
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

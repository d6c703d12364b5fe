/**
 * Build cost as the blog grows: in a temporary copy of the project, adds N posts per language
 * (each a full-length article, all seven languages linked as one item), builds, and records the
 * time and peak memory in bench/report.json and bench/report.md.
 * Usage: npm run bench:scale -- N
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { dump } from 'js-yaml'
import { defaultLanguage, languageCodes } from '../src/i18n/languages'
import { sourceVersion } from '../src/node/content-files'
import { listBuiltPages } from '../src/node/post-build/built-pages'
import { projectRoot } from '../src/node/project-paths'
import { copyProject } from '../tools/project-copy'
import { measureCommand, productionBuild } from './process-stats'
import { scaleViolations } from './report'
import { readReport, writeReport } from './report-file'

const model = join('content', 'blog', 'double-your-targeting')

/** Post `index` in every language: the model article's text under its own paths and titles. */
function writePost(root: string, index: number) {
  const folder = join(root, 'content', 'blog', `bench-post-${index}`)
  mkdirSync(folder, { recursive: true })
  // The same cover in every post: image processing runs once per distinct image, so the growth
  // measured is that of pages, not of image processing.
  for (const image of readdirSync(join(projectRoot, model)).filter(
    (name) => !name.endsWith('.mdx'),
  ))
    copyFileSync(join(projectRoot, model, image), join(folder, image))
  let englishVersion = ''
  for (const language of languageCodes) {
    const source = readFileSync(join(projectRoot, model, `index.${language}.mdx`), 'utf8')
    const { data, content } = matter(source)
    const slug = String(data.slug)
    const isEnglish = language === defaultLanguage
    const frontmatter: Record<string, unknown> = {
      ...data,
      slug: `${slug.slice(0, slug.lastIndexOf('/'))}/bench-post-${index}`,
      title: `${String(data.title).slice(0, 50)} (${index})`,
      description: `${String(data.description).slice(0, 140)} (${index})`,
      // The date is a shared fact, written in the English file only.
      ...(isEnglish ? { date: '2025-09-01' } : { translatedFrom: englishVersion }),
    }
    // The model's old addresses redirect to the model alone.
    delete frontmatter.aliases
    const text = `---\n${dump(frontmatter, { lineWidth: -1 })}---\n${content}`
    if (isEnglish) englishVersion = sourceVersion(text)
    writeFileSync(join(folder, `index.${language}.mdx`), text)
  }
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
    for (let index = 1; index <= perLanguage; index += 1) writePost(copy, index)
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

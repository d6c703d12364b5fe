import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parseFrontmatter } from '../src/node/content-files'
import { copyProject } from '../tools/project-copy'
import { closeCmsSession, cmsUrl, openCms, openCmsSession } from './harness/cms'

/**
 * The published CMS's editorial workflow, end to end over a real Git repository: decap-server's
 * git mode keeps each draft on a `cms/...` branch of a copy of the project, where the GitHub
 * backend keeps it on a pull request. A saved draft leaves main as it was; it is listed for
 * review; once published, main has the edit and nothing else.
 */

/** A Git path, with `/` on every system. */
const pricingFile = 'content/pages/pricing/index.en.mdx'
const draftBranch = 'cms/page-pricing/index'
const before = readFileSync(pricingFile, 'utf8')
const { title, hero } = parseFrontmatter(before) as { title: string; hero: { heading: string } }
const edited = `${hero.heading}, cancel any month`

let copy: string
let projectCommit: string
let backend: { stop: () => Promise<void> }
let page: Page
const faults: string[] = []

const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' })
const onMain = (path: string) => git('show', `main:${path}`)
const draftBranches = () =>
  git('branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean)

/** Makes the copy a repository whose `main` holds the project as it is. */
function commitOnMain() {
  git('init', '--quiet', '--initial-branch=main')
  // The copy's node_modules is a link, which .gitignore's `node_modules/` (a folder) does not match.
  appendFileSync(join(copy, '.git', 'info', 'exclude'), 'node_modules\n')
  git('config', 'user.name', 'Brightshelf writer')
  git('config', 'user.email', 'writer@example.com')
  git('add', '--all')
  git('-c', 'commit.gpgsign=false', 'commit', '--quiet', '--message', 'The project')
  return git('rev-parse', 'main').trim()
}

beforeAll(async () => {
  copy = copyProject('cms-editorial-')
  projectCommit = commitOnMain()
  ;({ backend, page } = await openCmsSession(copy, faults, 'git'))
}, 60_000)

afterAll(() => closeCmsSession(copy, backend))

/** Sets the open entry's workflow status from the editor's toolbar. */
async function setStatus(status: 'In review' | 'Ready') {
  await page.getByRole('button', { name: /^Status: / }).click()
  await page.getByRole('menuitem', { name: status, exact: true }).click()
  await page.getByText('Entry status updated').waitFor({ timeout: 30_000 })
}

describe('the CMS’s editorial workflow', () => {
  it('keeps a save as a draft on a branch of its own, leaving main as it was', async () => {
    await openCms(page, '/collections/page-pricing/entries/index')
    await page.locator(`input[value="${hero.heading}"]`).fill(edited)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Entry saved').waitFor({ timeout: 30_000 })
    expect(draftBranches()).toEqual([draftBranch])
    expect(git('show', `${draftBranch}:${pricingFile}`)).toContain(`  heading: ${edited}\n`)
    expect(onMain(pricingFile)).toBe(before)
  }, 120_000)

  it('lists the draft in the Workflow tab once it is in review', async () => {
    await setStatus('In review')
    expect(git('config', `branch.${draftBranch}.description`).trim()).toBe(
      'decap-cms/pending_review',
    )
    await page.goto(cmsUrl('/workflow'))
    const inReview = page.getByRole('heading', { name: 'In Review', exact: true }).locator('..')
    const card = inReview.getByRole('link', { name: title })
    await card.waitFor({ timeout: 60_000 })
    await card.click()
    await page.getByText('Writing in EN').waitFor({ timeout: 60_000 })
    expect(onMain(pricingFile)).toBe(before)
  }, 120_000)

  it('publishes it onto main, changing exactly the edited line, and deletes its branch', async () => {
    await setStatus('Ready')
    // Decap asks in the browser's own dialog.
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Publish now', { exact: true }).click()
    await page.getByText('Entry published').waitFor({ timeout: 30_000 })
    expect(asked).toEqual(['Are you sure you want to publish this entry?'])

    const [beforeLines, afterLines] = [before.split('\n'), onMain(pricingFile).split('\n')]
    expect(afterLines).toHaveLength(beforeLines.length)
    const changed = afterLines.filter((line, index) => line !== beforeLines[index])
    expect(changed).toEqual([`  heading: ${edited}`])
    expect(git('diff', '--name-only', projectCommit, 'main').trim()).toBe(pricingFile)
    expect(draftBranches()).toEqual([])
  }, 120_000)

  it('raised no error of its own', () => {
    expect(faults).toEqual([])
  })
})

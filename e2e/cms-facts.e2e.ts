import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parseFrontmatter } from '../src/node/content-files'
import { resolveFile } from '../tools/static-server'
import { copyProject } from '../tools/project-copy'
import { openPage } from './harness/browser'
import {
  closeCmsSession,
  cmsUrl,
  openCms,
  openCmsSession,
  publishNow,
  recordCmsFaults,
  writeAlsoIn,
} from './harness/cms'

/**
 * What a writer changes in the CMS beyond pages: a German button label (the interface texts), a
 * plan's price and a headline figure's basis (the facts). Each save changes exactly the lines of
 * those values, and the build shows them. And each translation's state against the English, which
 * a writer records as checked from the CMS, as `npm run i18n:status` counts it.
 */

const stringsFile = (language: string) => join('content', 'strings', `index.${language}.json`)
const pricesFile = join('content', 'facts', 'prices.json')
const ownerFile = join('content', 'facts', 'owner.json')
const pricingFile = (language: string) =>
  join('content', 'pages', 'pricing', `index.${language}.mdx`)
const original = (path: string) => readFileSync(path, 'utf8')

let copy: string
let backend: { stop: () => Promise<void> }
let page: Page
const faults: string[] = []

beforeAll(async () => {
  copy = copyProject('cms-facts-')
  ;({ backend, page } = await openCmsSession(copy, faults))
}, 60_000)

afterAll(() => closeCmsSession(copy, backend))

const saved = (path: string) => readFileSync(join(copy, path), 'utf8')

/** The lines of `after` that differ from `before`, which must have as many lines. */
function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split('\n'), after.split('\n')]
  expect(now).toHaveLength(old.length)
  return now.flatMap((line, index) => (line === old[index] ? [] : [line.trim()]))
}

/**
 * Opens the entry at `route` on `writer`, logged in, waiting for its form rather than for a
 * language column: a facts file has one, written once for every language.
 */
async function openEntry(writer: Page, route: string) {
  await writer.goto('about:blank')
  await writer.goto(cmsUrl(route))
  const login = writer.getByRole('button', { name: 'Login' })
  const form = writer.getByRole('button', { name: 'Publish' }).first()
  await form.or(login).first().waitFor({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await form.waitFor({ timeout: 60_000 })
}

const openFacts = (name: string) => openEntry(page, `/collections/facts/entries/${name}`)

const status = () =>
  execFileSync('npm', ['run', '--silent', 'i18n:status'], { cwd: copy, encoding: 'utf8' })
const statusLine = (item: string, language: string) =>
  new RegExp(`^${item}\\s+${language}\\s+\\S+\\s+(UP TO DATE|OUTDATED)$`, 'm')

describe('the preview of facts and interface texts', () => {
  /** A page of its own: the CMS remembers the preview pane, which the other tests do without. */
  async function previewBeside(route: string) {
    const writer = await openPage({ viewport: { width: 1600, height: 1000 } })
    recordCmsFaults(writer, faults)
    await openEntry(writer, route)
    if ((await writer.locator('#preview-pane').count()) === 0)
      await writer.getByTitle('Toggle preview').click()
    return { writer, preview: writer.frameLocator('#preview-pane') }
  }

  it('shows a German button label on the German home page as it is typed', async () => {
    const { writer, preview } = await previewBeside('/collections/strings/entries/index')
    await writer.getByRole('button', { name: 'Writing in EN' }).click()
    await writer.getByRole('menuitem', { name: 'de', exact: true }).click()
    await preview
      .locator('a[aria-current="page"][href="/de"]')
      .first()
      .waitFor({ state: 'attached' })
    await writer.locator('input[value="Kontakt aufnehmen"]').fill('Schreiben Sie uns')
    await preview.locator('header a', { hasText: 'Schreiben Sie uns' }).first().waitFor()
    await writer.context().close()
  }, 120_000)

  it('shows a plan’s new price on the pricing page as it is typed', async () => {
    const { writer, preview } = await previewBeside('/collections/facts/entries/prices')
    const euros = preview.locator('[data-price-currency="EUR"]')
    await euros.filter({ hasText: '1,200' }).first().waitFor({ state: 'attached' })
    await writer.locator('input[value="1200"]').fill('1250')
    await euros.filter({ hasText: '1,250' }).first().waitFor({ state: 'attached' })
    await writer.context().close()
  }, 120_000)

  it('shows a figure’s basis on the home page once entered', async () => {
    const { writer, preview } = await previewBeside('/collections/facts/entries/owner')
    await preview.locator('a[aria-current="page"][href="/"]').first().waitFor({ state: 'attached' })
    const from = writer.locator('input[value="2017-01"]')
    await from.locator('xpath=following::*[@role="switch"][1]').click()
    await from.fill('2018-03')
    await preview
      .getByText(/March 2018/)
      .first()
      .waitFor({ state: 'attached' })
    await writer.context().close()
  }, 120_000)
})

describe('facts and interface texts in the CMS', () => {
  it('changes a German button label: one line of the German strings file', async () => {
    await page.goto('about:blank')
    await openCms(page, '/collections/strings/entries/index')
    await writeAlsoIn(page, 'de')
    await page.locator('input[value="Kontakt aufnehmen"]').fill('Schreiben Sie uns')
    await publishNow(page)
    expect(changedLines(original(stringsFile('de')), saved(stringsFile('de')))).toEqual([
      '"cta": "Schreiben Sie uns",',
    ])
    expect(saved(stringsFile('en'))).toBe(original(stringsFile('en')))
  }, 120_000)

  it('changes a plan’s price: one line of the prices file', async () => {
    await openFacts('prices')
    await page.locator('input[value="1200"]').fill('1250')
    await publishNow(page)
    expect(changedLines(original(pricesFile), saved(pricesFile))).toEqual(['"EUR": 1250,'])
  }, 120_000)

  it('enters a headline figure’s basis: the lines of its month and its example mark', async () => {
    await openFacts('owner')
    const from = page.locator('input[value="2017-01"]')
    // The Example switch of the same fact: the first after its value's fields.
    await from.locator('xpath=following::*[@role="switch"][1]').click()
    await from.fill('2018-03')
    await publishNow(page)
    expect(changedLines(original(ownerFile), saved(ownerFile))).toEqual([
      '"example": false,',
      '"from": "2018-03",',
    ])
  }, 120_000)
})

describe('translation status in the CMS', () => {
  const germanState = () => page.locator('[data-translation-state]')

  it('shows each translation up to date, and outdated once the English is changed', async () => {
    await openCms(page, '/collections/page-pricing/entries/index')
    await writeAlsoIn(page, 'de')
    await expect(germanState().getAttribute('data-translation-state')).resolves.toBe('up to date')
    const { hero } = parseFrontmatter(original(pricingFile('en'))) as { hero: { lead: string } }
    await page.locator('textarea', { hasText: hero.lead }).first().fill(`${hero.lead} Updated.`)
    await publishNow(page)
    expect(statusLine('pages/pricing', 'de').exec(status())?.[1]).toBe('OUTDATED')

    await openCms(page, '/collections/page-pricing/entries/index')
    await writeAlsoIn(page, 'de')
    await page.locator('[data-translation-state="outdated"]').waitFor()
    const overview = page.locator('[data-translation-overview] [data-state]')
    await expect(
      overview.evaluateAll((items) => items.map((item) => item.dataset.state)),
    ).resolves.toEqual(Array(6).fill('outdated'))
  }, 120_000)

  it('records a translation as checked: npm run i18n:status then counts it up to date', async () => {
    await germanState().getByRole('button').click()
    await page.locator('[data-translation-state="up to date"]').waitFor()
    await publishNow(page)
    const current = status()
    expect(statusLine('pages/pricing', 'de').exec(current)?.[1]).toBe('UP TO DATE')
    expect(statusLine('pages/pricing', 'fr').exec(current)?.[1]).toBe('OUTDATED')
    expect(changedLines(original(pricingFile('de')), saved(pricingFile('de')))).toEqual([
      expect.stringMatching(/^translatedFrom: [0-9a-f]{12}$/),
    ])
  }, 120_000)

  it('raised no error of its own', () => {
    expect(faults).toEqual([])
  })
})

describe('the build after those saves', () => {
  it('shows the new label, price and basis on the built pages', () => {
    execFileSync(join(copy, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: copy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      // On failure, the error carries the build's output.
      stdio: 'pipe',
    })
    const built = (path: string) =>
      readFileSync(resolveFile(join(copy, 'public'), path) ?? 'missing', 'utf8')
    expect(built('/de/preise')).toContain('Schreiben Sie uns')
    expect(built('/pricing')).not.toContain('Schreiben Sie uns')
    expect(built('/de/preise')).toMatch(/1\.250\s€/)
    expect(built('/')).toContain('March 2018')
  }, 300_000)
})

import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import {
  defaultLanguage,
  languageCodes,
  languageDefinition,
  type Language,
} from '../src/i18n/languages'
import { parseFrontmatter, splitContentFile } from '../src/node/content-files'
import { resolveFile } from '../tools/static-server'
import { copyProject } from '../tools/project-copy'
import { openPage } from './harness/browser'
import {
  chooseEntry,
  closeCmsSession,
  cmsUrl,
  openCms,
  openCmsSession,
  publishNow,
  recordCmsFaults,
  retype as retypeIn,
  writeAlsoIn,
} from './harness/cms'

/**
 * A writer publishes a new article in English and German only, through the CMS at /admin/ with
 * `npm run cms`'s local backend saving into a temporary copy of the project; the copy is then
 * built. On the way: addresses proposed from titles, "Fill in from another locale" bringing the
 * text, translation states that agree, and saves refused that would write an unfinished language.
 */

const title = { en: 'Prime Day in two languages', de: 'Prime Day in zwei Sprachen' }
const folderName = 'prime-day-in-two-languages'
const address = {
  en: '/blog/prime-day-in-two-languages',
  de: '/de/blog/prime-day-in-zwei-sprachen',
}
const englishBody = 'Six weeks before Prime Day, check stock, budgets and listings.'
const germanBody = 'Sechs Wochen vor dem Prime Day: Bestand, Budgets und Listings prüfen.'
const others = languageCodes.filter((language) => language !== 'en' && language !== 'de')

let copy: string
let backend: { stop: () => Promise<void> }
let page: Page
const faults: string[] = []

beforeAll(async () => {
  copy = copyProject('cms-languages-')
  ;({ backend, page } = await openCmsSession(copy, faults))
}, 60_000)

afterAll(() => closeCmsSession(copy, backend))

const column = (index: 0 | 1) => ({
  field: (label: string) => page.getByLabel(label, { exact: true }).nth(index),
  // The Markdown text is a text area under its toolbar.
  text: () => page.locator('[data-body-editor] textarea').nth(index),
})
/** Waits until `field` holds `value`: a field fills in another a moment after its change. */
const holds = (field: Locator, value: string) =>
  field.evaluate(
    (input: HTMLInputElement, expected) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 10_000
        const check = () => {
          if (input.value === expected) resolve()
          else if (Date.now() > deadline) reject(new Error(`"${input.value}", not "${expected}"`))
          else requestAnimationFrame(check)
        }
        check()
      }),
    value,
  )
const retype = (field: Locator, text: string) => retypeIn(page, field, text)
const overviewState = (language: Language) =>
  page.locator(`[data-translation-overview] li[data-language="${language}"]`)
const articleFolder = () => join(copy, 'content', 'blog', folderName)
const built = (path: string) =>
  readFileSync(resolveFile(join(copy, 'public'), path) ?? 'missing', 'utf8')
const mainBuilt = (path: string) => readFileSync(resolveFile('public', path) ?? 'missing', 'utf8')
const articleLinks = (html: string) =>
  [...html.matchAll(/href="([^"#]*\/blog\/[^"#]+)"/g)].map(([, href]) => href).sort()

describe('a new article in the CMS, in English and German only', () => {
  it('starts with nothing saved, no preview button, and every translation missing', async () => {
    await openCms(page, '/collections/blog/new')
    await column(0).field('Title').waitFor()
    await expect(page.getByText('Changes saved').isVisible()).resolves.toBe(false)
    await expect(page.getByText('Check for Preview').isVisible()).resolves.toBe(false)
    await overviewState('de').waitFor()
    for (const language of languageCodes.filter((code) => code !== defaultLanguage))
      await expect(overviewState(language).getAttribute('data-state')).resolves.toBe('missing')
  }, 120_000)

  it('proposes the address from the title, under the language’s blog', async () => {
    const english = column(0)
    await english.field('Title').fill(title.en)
    await holds(english.field('Address'), address.en)
    await english.field('Description').fill('Stock, budgets and listings, six weeks ahead.')
    await english.field('Description of the image').fill('A calendar with Prime Day marked')
    await english.field('Excerpt').fill('What to check six weeks before Prime Day.')
    await english.text().fill(englishBody)
    await english.field('Date').fill('11/28/2026')
    await chooseEntry(page, english.field('Author'), 'Laura Méndez')
    await chooseEntry(page, english.field('Categories'), 'Amazon Advertising')
    await page.getByRole('button', { name: 'Choose an image' }).click()
    await page
      .locator('input[type=file]')
      .setInputFiles(join('content', 'blog', 'double-your-targeting', 'cover.svg'))
    await page.getByRole('button', { name: 'Choose selected' }).click()
  }, 120_000)

  it('fills a translation from the English, text included, under the translation’s own address', async () => {
    await writeAlsoIn(page, 'de')
    const german = column(1)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Fill in from another locale' }).nth(1).click()
    await page.getByRole('menuitem', { name: 'en', exact: true }).click()
    await holds(column(1).text(), englishBody)
    await holds(german.field('Address'), '/de/blog/prime-day-in-two-languages')
    await retype(german.field('Title'), title.de)
    await holds(german.field('Address'), address.de)
    await german.text().fill(germanBody)
    await expect(overviewState('de').getAttribute('data-state')).resolves.toBe('outdated')
    await expect(overviewState('es').getAttribute('data-state')).resolves.toBe('missing')
  }, 120_000)

  it('says at once that an address is another page’s, and refuses to save it', async () => {
    const german = column(1)
    const taken = '/de/blog/verdoppeln-sie-ihr-targeting-amazon-kampagnen'
    await retype(german.field('Address'), taken)
    await page.getByRole('alert').getByText('is already the address of another page').waitFor()
    await page.getByRole('button', { name: 'Publish' }).first().click()
    await page.getByText('Publish now').click()
    await page.getByText(`German: "${taken}" is already the address of another page.`).waitFor()
    expect(existsSync(articleFolder())).toBe(false)
    await retype(german.field('Address'), address.de)
  }, 120_000)

  it('refuses to save a language begun and not finished, naming its empty fields', async () => {
    await writeAlsoIn(page, 'fr')
    const french = column(1)
    await french.field('Title').fill('Le Prime Day en deux langues')
    await page.getByRole('button', { name: 'Publish' }).first().click()
    await page.getByText('Publish now').click()
    await page
      .getByText(/French is begun but not finished: fill in Description, .*Excerpt/)
      .first()
      .waitFor()
    expect(existsSync(articleFolder())).toBe(false)
    await retype(french.field('Title'), '')
    await retype(french.field('Address'), '')
  }, 120_000)

  it('publishes the English and German files, and no file for the other languages', async () => {
    await publishNow(page)
    expect(readdirSync(articleFolder()).sort()).toEqual(
      ['cover.svg', 'index.de.mdx', 'index.en.mdx'].sort(),
    )
    const german = parseFrontmatter(readFileSync(join(articleFolder(), 'index.de.mdx'), 'utf8'))
    expect(german).toMatchObject({ slug: address.de, title: title.de })
    expect(
      splitContentFile(readFileSync(join(articleFolder(), 'index.de.mdx'), 'utf8')).body.trim(),
    ).toBe(germanBody)
  }, 120_000)

  it('shows the same state in both panes once a translation is marked as checked', async () => {
    await writeAlsoIn(page, 'de')
    const germanState = page.locator('[data-translation-state]')
    await expect(germanState.getAttribute('data-translation-state')).resolves.toBe('outdated')
    await page.getByRole('button', { name: 'Mark as checked against the English' }).click()
    await expect(germanState.getAttribute('data-translation-state')).resolves.toBe('up to date')
    await expect(overviewState('de').getAttribute('data-state')).resolves.toBe('up to date')
  }, 120_000)

  it('loads the interface texts by address after a publish, and refuses to save an unfinished page', async () => {
    const strings = JSON.parse(
      readFileSync(join(copy, 'content', 'strings', 'index.de.json'), 'utf8'),
    ) as { nav: { cta: string } }
    await page.goto(cmsUrl('/collections/strings/entries/index'))
    await page.getByText('Writing in EN').waitFor()
    await writeAlsoIn(page, 'de')
    await holds(column(1).field('Header button'), strings.nav.cta)

    const privacy = join(copy, 'content', 'legal', 'privacy', 'index.de.mdx')
    const before = readFileSync(privacy, 'utf8')
    await openCms(page, '/collections/legal/entries/privacy/index')
    await writeAlsoIn(page, 'de')
    await retype(column(1).field('Title'), '')
    await page.getByRole('button', { name: 'Publish' }).first().click()
    await page.getByText('Publish now').click()
    await page.getByText('German is not finished: fill in Title.').first().waitFor()
    expect(readFileSync(privacy, 'utf8')).toBe(before)
  }, 120_000)

  it('speaks to a German writer in German: collections, field labels, hints and interface texts', async () => {
    const german = await openPage({ locale: 'de-DE', viewport: { width: 1600, height: 1000 } })
    recordCmsFaults(german, faults)
    await german.goto(cmsUrl('/collections/blog/new'))
    const login = german.getByRole('button', { name: 'Login' })
    await german.getByText('Aktuelle Sprache: EN').or(login).first().waitFor({ timeout: 60_000 })
    if (await login.isVisible()) await login.click()
    await german.getByText('Blogartikel').first().waitFor()
    await german.getByLabel('Adresse', { exact: true }).first().waitFor()
    const form = await german.locator('form, [class*=ControlPane]').first().innerText()
    expect(form).toContain('Der Tag, an dem der Artikel erscheint.')
    expect(form).not.toMatch(/YYYY|Slug|Image alt/)
    await german.goto(cmsUrl('/collections/strings/entries/index'))
    await german.getByText('Aktuelle Sprache: EN').waitFor()
    await german.getByLabel('Schaltfläche in der Kopfzeile', { exact: true }).first().waitFor()
    await german.context().close()
  }, 120_000)

  it('offers no deploy preview where there is none: an entry saved through `npm run cms`', async () => {
    await openCms(page, `/collections/blog/entries/${folderName}/index`)
    await column(0).field('Title').waitFor()
    await page.getByText('Changes saved').waitFor()
    await expect(page.getByText('Check for Preview').isVisible()).resolves.toBe(false)
  }, 120_000)

  it('raised no error of its own', () => {
    expect(faults).toEqual([])
  })
})

describe('the article published in English and German only', () => {
  beforeAll(() => {
    execFileSync(join(copy, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: copy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    })
  }, 600_000)

  it('is a page in English and German, listed by their blogs, linked to each other only', () => {
    for (const language of ['en', 'de'] as const) {
      const html = built(address[language])
      expect(html).toContain(title[language])
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map(
        ([, code]) => code,
      )
      expect(alternates.sort()).toEqual(['de', 'en', 'x-default'])
      // One date in every language, the English file's: the newest article, first in each list.
      expect(html).toContain('"datePublished":"2026-11-28"')
      const blog = built(language === 'en' ? '/blog' : '/de/blog')
      // The first card's title links the article.
      expect(blog.match(/<main[\s\S]*?<h2[^>]*><a[^>]*href="([^"#]+)"/)?.[1]).toBe(
        address[language],
      )
    }
  })

  it('leads the other languages’ menu items to their blog’s note, and leaves their lists as they were', () => {
    const german = built(address.de)
    for (const language of others) {
      expect(german).toMatch(
        new RegExp(
          `hrefLang="${languageDefinition(language).locale}"[^>]*href="/${language}/blog#not-translated"`,
        ),
      )
      expect(articleLinks(built(`/${language}/blog`))).toEqual(
        articleLinks(mainBuilt(`/${language}/blog`)),
      )
    }
  })

  it('is listed as still to write in the other five languages by npm run i18n:status', () => {
    const status = execFileSync('npm', ['run', '--silent', 'i18n:status'], {
      cwd: copy,
      encoding: 'utf8',
    })
    for (const language of others)
      expect(status).toMatch(
        new RegExp(`^blog/${folderName}\\s+${language}\\s+.*MISSING\\s*$`, 'm'),
      )
  })
})

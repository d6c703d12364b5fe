import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FrameLocator, Page } from 'playwright-core'
import type { Language } from '../src/i18n/languages'
import { cmsSerialization } from '../src/node/cms/serialize'
import { listMdxFiles, parseFrontmatter } from '../src/node/content-files'
import { kindOf, locateContentFile } from '../src/node/content-item'
import { checkContentFiles } from '../src/node/validate'
import { copyProject } from '../tools/project-copy'
import { disconnectBrowser, openPage } from './harness/browser'
import { builtPageBeside, knownCmsFault, openPreview, seenInPage } from './harness/cms'
import { startCmsBackend } from './harness/cms-backend'

/**
 * The CMS's preview beside the form: the page being edited as visitors will see it, in the
 * language of the pane, with the site's template, frame, styles and facts, updated as the writer
 * types; and, while the file has a problem the build would stop at, that problem instead. Each
 * preview is compared with the built page at the file's address, at the preview's width.
 */

interface Entry {
  /** The folder of the item's files, from the project's root. */
  folder: string
  /** The CMS's address of the item. */
  route: string
}

const page = (folder: string): Entry => ({
  folder: `content/pages/${folder}`,
  route: `/collections/page-${folder}/entries/index`,
})
const legalDocument = (folder: string): Entry => ({
  folder: `content/legal/${folder}`,
  route: `/collections/legal/entries/${folder}/index`,
})
const article = (folder: string): Entry => ({
  folder: `content/blog/${folder}`,
  route: `/collections/blog/entries/${folder}/index`,
})
/** A blog category or author: `categories/keywords`. */
const entryIn = (section: 'categories' | 'authors', folder: string): Entry => ({
  folder: `content/${section}/${folder}`,
  route: `/collections/${section}/entries/${folder}/index`,
})

const pricing = page('pricing')
const post = article('double-your-targeting')
/** The article with every element a body may hold: a photo, a table, footnotes, code… */
const elements = article('match-types')

/** An item of every kind, in a language other than English, and a few in English too. */
const shown: [Entry, Language][] = [
  [page('home'), 'de'],
  [page('about'), 'es'],
  [page('services'), 'it'],
  [page('case-studies'), 'fr'],
  [pricing, 'de'],
  [pricing, 'en'],
  [page('blog'), 'pt'],
  [page('contact'), 'pl'],
  [page('thank-you'), 'es'],
  [page('search'), 'fr'],
  [legalDocument('privacy'), 'pl'],
  [legalDocument('legal-notice'), 'en'],
  [post, 'de'],
  [post, 'en'],
  [elements, 'fr'],
  [elements, 'en'],
  [entryIn('categories', 'keywords'), 'it'],
  [entryIn('authors', 'laura-mendez'), 'pl'],
  [entryIn('authors', 'laura-mendez'), 'en'],
]

const fileOf = (entry: Entry, language: Language) => `${entry.folder}/index.${language}.mdx`
const frontmatterOf = (entry: Entry, language: Language) =>
  parseFrontmatter(readFileSync(fileOf(entry, language), 'utf8')) as {
    slug: string
    hero?: { heading: string }
  }

let copy: string
let backend: { stop: () => void }
let cms: Page
let site: Page
const faults: string[] = []

beforeAll(async () => {
  copy = copyProject('cms-preview-')
  backend = await startCmsBackend(copy)
  cms = await openPage({ viewport: { width: 1600, height: 1000 } })
  cms.on('pageerror', (error) => {
    if (error.message !== knownCmsFault) faults.push(error.message)
  })
  site = await openPage()
}, 60_000)

afterAll(async () => {
  backend?.stop()
  await disconnectBrowser()
  rmSync(copy, { recursive: true, force: true })
})

/** The entry in the CMS with its preview beside the form, written in `language`. */
const preview = (entry: Entry, language: Language) =>
  openPreview(cms, { route: entry.route, language, path: frontmatterOf(entry, language).slug })

async function publish() {
  await cms.getByRole('button', { name: 'Publish' }).first().click()
  await cms.getByText('Publish now').click()
  await cms.getByText('Changes saved').waitFor({ timeout: 30_000 })
}

/** The built page at the file's address, beside the preview (see builtPageBeside). */
const builtPage = (entry: Entry, language: Language) =>
  builtPageBeside(cms, site, frontmatterOf(entry, language).slug)

describe('the CMS preview', () => {
  it.each(shown.map(([entry, language]) => [fileOf(entry, language), entry, language] as const))(
    'shows %s as the built page at its address shows it',
    async (_file, entry, language) => {
      const frame = await preview(entry, language)
      const expected = await seenInPage(await builtPage(entry, language))
      expect(await seenInPage(frame)).toEqual(expected)
    },
    120_000,
  )

  it('writes the prices in the pane’s language, as the built page does', async () => {
    const prices = (page: Page | FrameLocator) =>
      page.locator('[data-price-currency]').evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          shown: getComputedStyle(element).display !== 'none',
        })),
      )
    const frame = await preview(pricing, 'de')
    const expected = await prices(await builtPage(pricing, 'de'))
    expect(expected.filter(({ shown }) => shown).length).toBeGreaterThan(0)
    expect(await prices(frame)).toEqual(expected)
  }, 120_000)

  it('shows a post’s cover, the CMS’s copy of its file, in the cover’s box', async () => {
    const frame = await preview(post, 'de')
    const cover = frame.locator('main svg[viewBox] > image')
    expect(await cover.getAttribute('href')).toBeTruthy()
    const box = await frame.locator('main svg[viewBox]').boundingBox()
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1)
  }, 120_000)

  it('follows the writer’s typing at once', async () => {
    const frame = await preview(pricing, 'de')
    const heading = frontmatterOf(pricing, 'de').hero?.heading ?? ''
    const edited = `${heading}, monatlich kündbar`
    await cms.locator(`input[value="${heading}"]`).fill(edited)
    await frame.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 2_000 })
  }, 120_000)

  it('shows the problem the build would stop at in place of the page, and the page once fixed', async () => {
    const frame = await preview(pricing, 'de')
    const file = fileOf(pricing, 'de')
    const heading = frontmatterOf(pricing, 'de').hero?.heading ?? ''
    // The hero's heading is the page's first.
    const field = cms.getByLabel('Heading', { exact: true }).first()
    await field.fill('')
    // What the build reports of the item, with this file as the CMS would save it.
    const project = mkdtempSync(join(tmpdir(), 'cms-preview-problem-'))
    cpSync(pricing.folder, join(project, pricing.folder), { recursive: true })
    const location = locateContentFile(file.replace(/^content\//, ''))
    const kind = location && kindOf(location.section, location.translationKey)
    if (!kind) throw new Error(`${file} is not a content file`)
    const source = readFileSync(file, 'utf8').replace(`heading: ${heading}`, "heading: ''")
    writeFileSync(join(project, file), cmsSerialization(source, kind))
    const { problems } = checkContentFiles(
      listMdxFiles(join(project, 'content')),
      join(project, 'content'),
      project,
    )
    rmSync(project, { recursive: true, force: true })
    expect(problems).toEqual([
      expect.objectContaining({ file, field: 'hero.heading', line: expect.any(Number) }),
    ])
    const shown = frame.locator('[data-content-problems] li p')
    await shown.first().waitFor({ timeout: 2_000 })
    expect(await shown.allInnerTexts()).toEqual(
      problems.flatMap(({ line, message }) => [
        `${file}, line ${line}, field "hero.heading"`,
        message,
      ]),
    )
    await field.fill(heading)
    await frame.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 2_000 })
  }, 120_000)

  it('names a fact component the site lacks as the build does, and text MDX cannot read', async () => {
    const privacy = legalDocument('privacy')
    const frame = await preview(privacy, 'pl')
    await cms.locator('[data-body-editor] textarea').first().click()
    await cms.keyboard.press('Control+End')
    const unclosed = ' <b>'
    await cms.keyboard.type(unclosed)
    await frame
      .getByText(/^the text cannot be read as MDX: .*closing tag/)
      .waitFor({ timeout: 2_000 })
    for (let left = unclosed.length; left > 0; left -= 1) await cms.keyboard.press('Backspace')
    await cms.keyboard.type(' <CompanyEmial />')
    const shown = frame.locator('[data-content-problems] li p')
    await frame.getByText(/^<CompanyEmial \/>/).waitFor({ timeout: 2_000 })
    // The build's words for the file the CMS saves.
    await publish()
    const file = fileOf(privacy, 'pl')
    const { problems } = checkContentFiles(
      listMdxFiles(join(copy, privacy.folder)),
      join(copy, 'content'),
      copy,
    )
    expect(problems).toEqual([
      expect.objectContaining({ file, message: expect.stringContaining('<CompanyEmial />') }),
    ])
    expect(await shown.allInnerTexts()).toEqual(
      problems.flatMap(({ line, message }) => [`${file}, line ${line}`, message]),
    )
  }, 120_000)

  it('shows an article’s body with the same elements, attributes and text as the built page', async () => {
    const shape = (page: Page | FrameLocator) =>
      page.locator('[data-prose]').evaluate((prose) => {
        const kept = ['id', 'href', 'role', 'aria-label', 'data-align', 'scope', 'class', 'alt']
        const written = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
          if (!(node instanceof Element)) return ''
          // A photo is the build's picture on the site, the CMS's copy of the file in the preview.
          if (node.tagName === 'PICTURE') return written(node.querySelector('img') as Node)
          const tag = node.tagName.toLowerCase()
          // The theme's class names (css-…) are the styles', which each page makes anew.
          const valueOf = (name: string) =>
            name === 'class'
              ? [...node.classList].filter((token) => !token.startsWith('css-')).join(' ')
              : node.getAttribute(name)
          const attributes = kept
            .map((name) => [name, valueOf(name)])
            .filter(([, value]) => value)
            .map(([name, value]) => ` ${name}="${value}"`)
            .join('')
          return `<${tag}${attributes}>${[...node.childNodes].map(written).join('')}</${tag}>`
        }
        return written(prose)
      })
    for (const language of ['fr', 'pl'] as const) {
      const frame = await preview(elements, language)
      const built = await shape(await builtPage(elements, language))
      expect(built).toMatch(/<table>.*<figure><img alt="[^"]+">.*<pre>/s)
      expect(await shape(frame)).toBe(built)
    }
  }, 120_000)

  it('writes Markdown with the toolbar, and a photo beside the entry, shown in the preview', async () => {
    const frame = await preview(post, 'en')
    const text = cms.locator('[data-body-editor] textarea').first()
    const toolbar = cms.getByRole('toolbar', { name: 'Formatting' }).first()
    await text.click()
    await cms.keyboard.press('Control+End')
    await cms.keyboard.type('\n\nMatch types')
    await cms.keyboard.press('Shift+Home')
    await toolbar.getByRole('button', { name: 'Heading' }).click()
    await frame.getByRole('heading', { level: 2, name: 'Match types' }).waitFor({ timeout: 2_000 })
    await cms.keyboard.press('End')
    await cms.keyboard.type('\n\nUse ')
    await toolbar.getByRole('button', { name: 'Bold' }).click()
    await cms.keyboard.type('exact')
    await toolbar.getByRole('button', { name: 'Photo' }).click()
    await cms
      .locator('input[type=file]')
      .setInputFiles(join('content', 'blog', 'match-types', 'search-term-report.jpg'))
    await cms.getByRole('button', { name: 'Choose selected' }).click()
    // The caret waits between the brackets, where the photo's description goes.
    await cms.keyboard.type('The search term report')
    expect(await text.inputValue()).toMatch(
      /\n## Match types\n\nUse \*\*exact\*\*\n\n!\[The search term report\]\(\.\/search-term-report\.jpg\)\n$/,
    )
    const photo = frame.getByRole('img', { name: 'The search term report' })
    await photo.waitFor({ timeout: 5_000 })
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2400)
    await publish()
    expect(readFileSync(join(copy, post.folder, 'search-term-report.jpg'))).toEqual(
      readFileSync(join(elements.folder, 'search-term-report.jpg')),
    )
    expect(readFileSync(join(copy, fileOf(post, 'en')), 'utf8')).toContain(
      '![The search term report](./search-term-report.jpg)',
    )
  }, 120_000)

  it('raised no error of its own', () => {
    expect(faults).toEqual([])
  })
})

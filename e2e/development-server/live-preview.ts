import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { languageCodes } from '../../src/i18n/languages'
import { fontFamily } from '../../src/styles/fonts'
import { inTab, openContext, siteUrl } from '../harness/browser'
import { expectedPages } from '../harness/content'
import { waitOrTell, type DevelopmentServer } from '../harness/development-server'
import { dataFileText } from '../../src/browser/cms/data-file-form'

interface PriceFacts {
  plans: { strategy: { amounts: { EUR: number; USD: number } } }
}

/**
 * The text of the page's main content, with white space normalized; without what `<noscript>`
 * holds, which the browser keeps as raw markup in a page it rendered from HTML.
 */
const mainText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelectorAll('noscript').forEach((element) => element.remove())
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
  })

/** Uncaught errors and console errors of the page, from the moment this is called. */
function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console.error: ${message.text()} ${message.location().url}`.trimEnd())
  })
  return errors
}

/**
 * The live preview of `npm start` in a real browser: every page as the production build shows
 * it, the site font, and edits to a content file shown in the open page.
 */
export function describeLivePreview(server: () => DevelopmentServer) {
  /**
   * Opens a page of the development server and waits until the browser has drawn it (the
   * develop server sends a shell, and the page, or the error view, appears once its script has
   * run); returns the page's headings.
   */
  async function openPreview(page: Page, path: string): Promise<string[]> {
    await page.goto(`${server().origin}${path}`)
    await page.locator('h1').first().waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    return page.locator('h1').allTextContents()
  }

  describe('the live preview of `npm start`', () => {
    const pages = expectedPages()
    let context: BrowserContext
    beforeAll(async () => {
      context = await openContext({ viewport: { width: 1280, height: 900 } })
      // The first visit of a kind of page has the development server build its template into the
      // browser bundle; on two busy cores that can outlast the 15 s the preview waits for its data.
      // A writer meets it once; the sweep below opens pages of each kind a few at a time.
      for (const kind of new Set(pages.map((page) => page.kind))) {
        const first = pages.find((page) => page.kind === kind)
        if (first)
          await inTab(context, async (page) => {
            await page.goto(`${server().origin}${first.path}`)
            await page.locator('h1').filter({ hasText: first.heading }).waitFor({ timeout: 90_000 })
          })
      }
    }, 600_000)
    afterAll(() => context.close())

    it.concurrent.each(pages.map((expected) => [expected.path, expected] as const))(
      '%s shows its heading and body as the production build does, without an error',
      (path, expected) =>
        inTab(context, async (page) => {
          const errors = recordErrors(page)
          expect(await openPreview(page, path)).toEqual([expected.heading])
          const preview = await mainText(page)
          const [firstParagraph] = expected.paragraphs
          if (firstParagraph) expect(preview).toContain(firstParagraph.replace(/\s+/g, ' '))
          expect(errors).toEqual([])

          await page.goto(siteUrl(path))
          expect(preview).toBe(await mainText(page))
        }),
    )

    it('draws the site font from the first page a writer opens: the preview changes pages without a page load', async () => {
      const firstVisit = await openContext({ viewport: { width: 1280, height: 900 } })
      await inTab(firstVisit, async (page) => {
        await openPreview(page, '/pricing')
        await page.waitForFunction(
          (family) =>
            [...document.fonts].some(
              (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
            ),
          fontFamily,
        )
      })
      await firstVisit.close()
    })

    it('covers pages with a Markdown body in every language', () => {
      const withBody = pages.filter(({ paragraphs }) => paragraphs.length > 0)
      expect(new Set(withBody.map(({ language }) => language))).toEqual(new Set(languageCodes))
      expect(withBody.map(({ path }) => path)).toEqual(
        expect.arrayContaining(['/privacy-policy', '/de/preise', '/about']),
      )
    })

    it('shows an edit to a body paragraph in the open page, without a reload', async () => {
      const expected = pages.find(({ path }) => path === '/de/preise')
      const [paragraph] = expected?.paragraphs ?? []
      if (!expected || !paragraph)
        throw new Error('The German pricing page has no plain paragraph.')
      const file = join(server().copy, expected.file)
      const original = readFileSync(file, 'utf8')
      const edited = 'Alle Pakete werden monatlich abgerechnet, frisch aus dem Editor.'
      await inTab(context, async (page) => {
        expect(await openPreview(page, expected.path)).toEqual([expected.heading])
        await page.evaluate(() => Object.assign(window, { sameDocument: true }))
        writeFileSync(file, original.replace(paragraph, edited))
        try {
          await page.getByText(edited).waitFor({ timeout: 10_000 })
          expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
        } finally {
          writeFileSync(file, original)
        }
        await page.getByText(paragraph).waitFor({ timeout: 10_000 })
      })
    })

    it('shows a changed interface text and a changed price in the open page, as the CMS saves them', async () => {
      const stringsFile = join(server().copy, 'content', 'strings', 'index.de.json')
      const pricesFile = join(server().copy, 'content', 'facts', 'prices.json')
      const [strings, prices] = [
        readFileSync(stringsFile, 'utf8'),
        readFileSync(pricesFile, 'utf8'),
      ]
      const texts = JSON.parse(strings) as { nav: { cta: string } }
      const edited = `${texts.nav.cta} heute`
      await inTab(context, async (page) => {
        expect(await openPreview(page, '/de/preise')).toHaveLength(1)
        try {
          writeFileSync(
            stringsFile,
            `${dataFileText({ ...texts, nav: { ...texts.nav, cta: edited } })}\n`,
          )
          await page.getByRole('banner').getByText(edited).first().waitFor({ timeout: 15_000 })
          // Either currency may show, by where the browser seems to be.
          const changed = JSON.parse(prices) as PriceFacts
          changed.plans.strategy.amounts.EUR += 11
          changed.plans.strategy.amounts.USD += 11
          writeFileSync(pricesFile, `${dataFileText(changed)}\n`)
          const shown = Object.values(changed.plans.strategy.amounts).map((amount) =>
            new Intl.NumberFormat('de-DE').format(amount),
          )
          await page
            .getByText(new RegExp(shown.join('|').replace(/\./g, '\\.')))
            .first()
            .waitFor({
              timeout: 15_000,
            })
        } finally {
          writeFileSync(stringsFile, strings)
          writeFileSync(pricesFile, prices)
        }
      })
    })

    it('shows an article written in English and German only in their blogs, and leaves the other blogs as they were, without an error', async () => {
      const model = join(server().copy, 'content', 'blog', 'double-your-targeting')
      const folder = join(server().copy, 'content', 'blog', 'two-languages')
      const address = { en: '/blog/two-languages', de: '/de/blog/zwei-sprachen' }
      const articleLinks = (page: Page) =>
        page
          .locator('main a[href*="/blog/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')).sort())
      await inTab(context, async (page) => {
        const errors = recordErrors(page)
        await openPreview(page, '/es/blog')
        const spanishBefore = await articleLinks(page)
        mkdirSync(folder)
        try {
          // As the CMS writes it: two files, the shared facts in the English one.
          copyFileSync(join(model, 'cover.svg'), join(folder, 'cover.svg'))
          const written = (language: 'en' | 'de') =>
            readFileSync(join(model, `index.${language}.mdx`), 'utf8')
              .replace(/^slug: .*$/m, `slug: ${address[language]}`)
              .replace(/^date: .*$/m, 'date: 2026-11-28')
              .replace(/^title: .*$/m, `title: Two languages (${language})`)
          writeFileSync(join(folder, 'index.en.mdx'), written('en'))
          writeFileSync(join(folder, 'index.de.mdx'), written('de'))
          for (const language of ['en', 'de'] as const) {
            await openPreview(page, language === 'en' ? '/blog' : '/de/blog')
            await page.locator(`main a[href="${address[language]}"]`).first().waitFor()
            expect(await openPreview(page, address[language])).toEqual([
              `Two languages (${language})`,
            ])
          }
          await openPreview(page, '/es/blog')
          expect(await articleLinks(page)).toEqual(spanishBefore)
          expect(errors).toEqual([])
        } finally {
          rmSync(folder, { recursive: true, force: true })
        }
      })
    })

    it('shows a blank translation file as a problem on the page it was, and its blog without it and without an error', async () => {
      const file = join(server().copy, 'content', 'blog', 'double-your-targeting', 'index.es.mdx')
      const original = readFileSync(file, 'utf8')
      const spanishArticle = /^slug: (.*)$/m.exec(original)?.[1] ?? ''
      await inTab(context, async (page) => {
        const errors = recordErrors(page)
        await openPreview(page, spanishArticle)
        try {
          // What Decap wrote for a language left empty, before the CMS's save rules.
          writeFileSync(file, '\n')
          const problems = page.locator('[data-content-problems]')
          await problems.getByText('is empty: write it or delete it', { exact: false }).waitFor()
          await expect(problems.textContent()).resolves.toContain('index.es.mdx')
          await openPreview(page, '/es/blog')
          await expect(page.locator(`main a[href="${spanishArticle}"]`).count()).resolves.toBe(0)
          expect(errors).toEqual([])
        } finally {
          writeFileSync(file, original)
        }
        await openPreview(page, '/es/blog')
        await page.locator(`main a[href="${spanishArticle}"]`).first().waitFor()
      })
    }, 120_000)

    it('renders GitHub-flavoured Markdown in a body: a table that scrolls by itself, footnotes, strikethrough, tasks and bare links, in the page’s language', async () => {
      const file = join(server().copy, 'content', 'legal', 'privacy', 'index.de.mdx')
      const original = readFileSync(file, 'utf8')
      const path = /^slug: (.*)$/m.exec(original)?.[1] ?? ''
      const gfm = [
        '| Übereinstimmung | Reichweite | Kontrolle | Wann sie sich lohnt |',
        '| :-- | :-: | --: | --- |',
        '| Exakt | gering | hoch | Suchbegriffe, die nachweislich verkaufen und Gebotskontrolle verlangen |',
        '| Weitgehend | hoch | gering | Recherche neuer Suchbegriffe in automatischen Kampagnen |',
        '',
        'Im Schnitt 37 % mehr Bestellungen.[^1] ~~Alter Rat~~ Siehe https://example.com/bericht.',
        '',
        '- [x] Bericht herunterladen',
        '- [ ] Suchbegriffe prüfen',
        '',
        '[^1]: Durchschnitt über zwölf Konten, 2025.',
      ].join('\n')
      await inTab(context, async (page) => {
        const errors = recordErrors(page)
        await openPreview(page, path)
        try {
          writeFileSync(file, `${original.trimEnd()}\n\n${gfm}\n`)
          const table = page.getByRole('region', {
            name: 'Tabelle: seitlich scrollen, um sie ganz zu lesen',
          })
          await table.waitFor({ timeout: 15_000 })
          await expect(table.getAttribute('tabindex')).resolves.toBe('0')
          await expect(
            table
              .getByRole('columnheader')
              .evaluateAll((cells) =>
                cells.map((cell) => [cell.getAttribute('scope'), cell.getAttribute('data-align')]),
              ),
          ).resolves.toEqual([
            ['col', 'left'],
            ['col', 'center'],
            ['col', 'right'],
            ['col', null],
          ])
          const footnotes = page.locator('[data-footnotes]')
          await expect(footnotes.getByRole('heading').textContent()).resolves.toBe('Fußnoten')
          await footnotes.getByRole('link', { name: 'Zurück zu Verweis 1' }).waitFor()
          await page.locator('main del', { hasText: 'Alter Rat' }).waitFor()
          await expect(
            page.getByRole('checkbox', { name: 'Bericht herunterladen' }).isChecked(),
          ).resolves.toBe(true)
          await expect(
            page.getByRole('checkbox', { name: 'Suchbegriffe prüfen' }).isDisabled(),
          ).resolves.toBe(true)
          await page.locator('main a[href="https://example.com/bericht"]').waitFor()
          // A phone's width: the table scrolls in its region, the page does not widen.
          await page.setViewportSize({ width: 360, height: 800 })
          await expect(
            page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          ).resolves.toBe(true)
          expect(errors).toEqual([])
        } finally {
          writeFileSync(file, original)
          await page.setViewportSize({ width: 1280, height: 900 })
        }
        // The next test saves while the server would still be showing this one's revert, which
        // Gatsby's development server can lose (see docs/testing.md).
        await waitOrTell(server(), page, page.locator('main table'), 45_000, 'detached')
      })
    }, 120_000)

    it('shows a photo saved beside an article in the sizes the build makes, and a photo it cannot find as the problem, on its line', async () => {
      const folder = join(server().copy, 'content', 'blog', 'double-your-targeting')
      const file = join(folder, 'index.de.mdx')
      const original = readFileSync(file, 'utf8')
      const path = /^slug: (.*)$/m.exec(original)?.[1] ?? ''
      const photoLine = (name: string) =>
        `![Der Suchbegriffbericht](./${name} "Der Bericht, nach Bestellungen sortiert")`
      await inTab(context, async (page) => {
        const errors = recordErrors(page)
        await openPreview(page, path)
        try {
          copyFileSync(
            join('content', 'blog', 'match-types', 'search-term-report.jpg'),
            join(folder, 'bericht.jpg'),
          )
          writeFileSync(file, `${original.trimEnd()}\n\n${photoLine('bericht.jpg')}\n`)
          const figure = page.locator('main figure', { hasText: 'nach Bestellungen sortiert' })
          // The photo's file and the article may reach the server in either order: the page
          // shows the figure with its text first, then its picture.
          await waitOrTell(server(), page, figure.locator('picture'))
          await expect(
            figure
              .locator('source')
              .evaluateAll((sources) => sources.map((source) => source.getAttribute('type'))),
          ).resolves.toEqual(['image/avif', 'image/webp'])
          // The development server makes a photo's sizes when a page first asks for them.
          const photo = figure.getByRole('img', { name: 'Der Suchbegriffbericht' })
          await photo.scrollIntoViewIfNeeded()
          const address = await photo.evaluate(
            (image: HTMLImageElement) => image.currentSrc || image.src,
          )
          await page.waitForFunction(
            async (url) => (await fetch(url)).ok,
            `${server().origin}${new URL(address).pathname}`,
            { timeout: 60_000, polling: 1_000 },
          )

          writeFileSync(file, `${original.trimEnd()}\n\n${photoLine('berich.jpg')}\n`)
          const line = original.trimEnd().split('\n').length + 2
          const problem = page.locator('[data-content-problems]')
          await problem
            .getByText('"./berich.jpg" is not in this item\'s folder', { exact: false })
            .waitFor()
          await expect(problem.textContent()).resolves.toContain(
            `content/blog/double-your-targeting/index.de.mdx, line ${line}`,
          )
          await expect(problem.textContent()).resolves.toContain('Did you mean "./bericht.jpg"?')
          expect(errors).toEqual([])
        } finally {
          writeFileSync(file, original)
          rmSync(join(folder, 'bericht.jpg'), { force: true })
        }
        await waitOrTell(
          server(),
          page,
          page.locator('[data-content-problems]'),
          45_000,
          'detached',
        )
        await page.locator('h1').filter({ hasText: /./ }).first().waitFor()
      })
    }, 120_000)

    it('shows a misspelt field, then broken YAML, on the page being edited, and the page again once fixed', async () => {
      const expected = pages.find(({ path }) => path === '/de/preise')
      if (!expected) throw new Error('No German pricing page.')
      const file = join(server().copy, expected.file)
      const original = readFileSync(file, 'utf8')
      const problem = (page: Page) => page.locator('[data-content-problems]')
      await inTab(context, async (page) => {
        expect(await openPreview(page, expected.path)).toEqual([expected.heading])
        try {
          writeFileSync(file, original.replace(/^title:/m, 'titel:'))
          await problem(page).getByText('Did you mean "title"?', { exact: false }).waitFor()
          await expect(problem(page).textContent()).resolves.toContain(
            `${expected.file}, line 3, field "titel"`,
          )

          const terminalBefore = server().output().length
          writeFileSync(
            file,
            original.replace(/^hero:\n {2}heading: /m, 'hero:\n heading: [broken '),
          )
          await problem(page).getByText('is not valid YAML', { exact: false }).waitFor()
          await expect(problem(page).textContent()).resolves.toContain(expected.file)
          await expect(problem(page).textContent()).resolves.toMatch(
            /line \d+: the frontmatter is not valid YAML .*Check the quotes, colons and indentation/,
          )
          // The terminal says the same, with no stack trace and no wrong follow-up.
          const terminal = server().output().slice(terminalBefore)
          expect(terminal).toContain(`${expected.file}: line`)
          expect(terminal).not.toMatch(/is missing the language|gray-matter|\bat .*\(.*:\d+:\d+\)/)
        } finally {
          writeFileSync(file, original)
        }
        await page.locator('h1').filter({ hasText: expected.heading }).waitFor({ timeout: 30_000 })
      })
      expect(server().output()).not.toContain('will not be run')
    }, 120_000)
  })
}

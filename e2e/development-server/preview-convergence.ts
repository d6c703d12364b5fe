import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { openContext } from '../harness/browser'
import { pageOf } from '../harness/content'
import { waitOrTell, type DevelopmentServer } from '../harness/development-server'

/** How a writer breaks a content file, and what the preview then names. */
const breakages = [
  {
    name: 'a misspelt field',
    // The issue's own steps: `lead` under `hero` written as `laed`.
    broken: (text: string) => text.replace(/^( {2})lead:/m, '$1laed:'),
    says: 'Did you mean "lead"?',
  },
  {
    name: 'broken YAML',
    broken: (text: string) => text.replace(/^hero:\n {2}heading: /m, 'hero:\n heading: [broken '),
    says: 'is not valid YAML',
  },
] as const

/** What Gatsby's error overlay says, in the shadow root of its own element (beside its styles). */
const overlayText = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('gatsby-fast-refresh')?.shadowRoot?.children ?? [])]
      .filter((element) => element.tagName !== 'STYLE')
      .map((element) => element.textContent ?? '')
      .join(''),
  )

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/**
 * Issue 36: whatever the moment a writer saves (as the page loads, just after, later) or opens
 * the page (as the file is saved, a second after), the preview ends up showing the file as it
 * is: its problem while it has one, then the page, with no error in the page and no overlay.
 */
export function describePreviewConvergence(server: () => DevelopmentServer) {
  describe('the live preview, whatever the timing of a save', () => {
    const expected = pageOf('pricing', 'de')
    const file = () => join(server().copy, expected.file)
    let original = ''
    let context: BrowserContext
    beforeAll(async () => {
      original = readFileSync(file(), 'utf8')
      context = await openContext({ viewport: { width: 1280, height: 900 } })
    })
    afterEach(() => writeFileSync(file(), original))
    afterAll(() => context.close())

    /** Opens a tab that records uncaught errors; `visit` runs in it. */
    async function inRecordedTab(visit: (page: Page) => Promise<void>): Promise<string[]> {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      try {
        await visit(page)
        expect(await overlayText(page)).toBe('')
      } finally {
        await page.close()
      }
      return errors
    }

    const tell = (page: Page, locator: Locator) => waitOrTell(server(), page, locator)

    const showsProblem = (page: Page, says: string) =>
      tell(
        page,
        page
          .locator('[data-content-problems]')
          .filter({ hasText: expected.file })
          .filter({ hasText: says }),
      )

    const showsPage = async (page: Page) => {
      await tell(page, page.locator('main h1').filter({ hasText: expected.heading }))
      expect(await page.locator('[data-content-problems]').count()).toBe(0)
    }

    describe.each(breakages)('$name', ({ broken, says }) => {
      it.each([0, 100, 3000])(
        'is shown, then the page again, when saved %i ms after the page loaded',
        async (delay) => {
          const errors = await inRecordedTab(async (page) => {
            await page.goto(`${server().origin}${expected.path}`, { waitUntil: 'load' })
            await pause(delay)
            writeFileSync(file(), broken(original))
            await showsProblem(page, says)
            await pause(delay)
            writeFileSync(file(), original)
            await showsPage(page)
          })
          expect(errors).toEqual([])
        },
        120_000,
      )

      it.each([0, 1000])(
        'is shown, then the page again, in a page opened %i ms after each save',
        async (delay) => {
          const errors = await inRecordedTab(async (page) => {
            writeFileSync(file(), broken(original))
            await pause(delay)
            await page.goto(`${server().origin}${expected.path}`)
            await showsProblem(page, says)
            writeFileSync(file(), original)
            await pause(delay)
            await page.goto(`${server().origin}${expected.path}`)
            await showsPage(page)
          })
          expect(errors).toEqual([])
        },
        120_000,
      )
    })
  })
}

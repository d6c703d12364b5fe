import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { languageCodes } from '../src/i18n/languages'
import { notFoundPagePath } from '../src/i18n/not-found'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { expectedPages } from './harness/content'

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.2 levels A and AA, as axe-core tags them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface Violation {
  id: string
  help: string
  targets: string[]
}

async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[]
          }>
        }
      }
    ).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } })
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map(({ target }) => target.join(' ')),
    }))
  }, wcagTags)
}

const pagePaths = [
  ...expectedPages().map(({ path }) => path),
  ...languageCodes.flatMap((language) => [
    notFoundPagePath(language, 'page'),
    notFoundPagePath(language, 'blog-post'),
  ]),
  notFoundPagePath('en', 'upload'),
]

afterAll(disconnectBrowser)

describe('every built page at 1280 px', () => {
  let page: Page
  beforeAll(async () => {
    page = await openPage({ viewport: { width: 1280, height: 900 } })
  })

  it.each(pagePaths)('%s has no WCAG 2.2 A or AA violation', async (path) => {
    await page.goto(siteUrl(path))
    await page.waitForLoadState('networkidle')
    await expect(violations(page)).resolves.toEqual([])
  })
})

describe('the mobile menu open at 375 px', () => {
  let page: Page
  beforeAll(async () => {
    page = await openPage({ viewport: { width: 375, height: 800 } })
  })

  it.each(
    expectedPages()
      .filter(({ kind }) => kind === 'home')
      .map(({ path }) => path),
  )('on %s has no WCAG 2.2 A or AA violation', async (path) => {
    await page.goto(siteUrl(path))
    await page.waitForLoadState('networkidle')
    await page.locator('header details:has(nav) > summary').click()
    await page.locator('header details:has(nav) nav a').first().waitFor()
    await expect(violations(page)).resolves.toEqual([])
  })
})

import type { Page } from 'playwright-core'
import english from '../content/strings/index.en.json'
import { languageDefinition, languages, type Language } from '../src/i18n/languages'
import { languageOfPath } from '../src/i18n/paths'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { expectedPages, uiStringsOf } from './harness/content'
import { sameAsEnglish } from './harness/same-words'
import { specAliases, specRoutes } from './harness/spec-routes'

const pages = expectedPages()
const aliasPaths = new Set(pages.flatMap((page) => page.aliases))

type StringTree = { [key: string]: string | StringTree }
const leaves = (tree: StringTree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)))

/**
 * English UI strings that a page in `language` must not show: not those the language spells the
 * same, nor those that are one of its own strings (the Italian footnotes' heading is "Note").
 */
function englishOnlyStrings(language: Exclude<Language, 'en'>): Set<string> {
  const allowed = new Set([
    ...sameAsEnglish[language],
    ...leaves(uiStringsOf(language) as unknown as StringTree),
  ])
  return new Set(
    leaves(english)
      .filter((text) => !text.includes('{') && !allowed.has(text))
      .map((text) => text.trim()),
  )
}

let page: Page
beforeAll(async () => {
  page = await openPage({ viewport: { width: 1280, height: 900 } })
})
afterAll(disconnectBrowser)

it('the content has every route of the spec table, in every language', () => {
  const built = new Set(pages.map((candidate) => candidate.path))
  const missing = Object.values(specRoutes)
    .flatMap((columns) => Object.values(columns))
    .filter((path) => !built.has(path))
  expect(missing).toEqual([])
  expect(Object.keys(specAliases).filter((alias) => !aliasPaths.has(alias))).toEqual([])
})

describe.each(pages.map((expected) => [expected.path, expected] as const))(
  'page %s',
  (path, expected) => {
    it('shows its page in its language, and its switcher links are exactly its translations', async () => {
      const response = await page.goto(siteUrl(path))
      expect(response?.status()).toBe(200)
      expect(await page.getAttribute('html', 'lang')).toBe(
        languageDefinition(expected.language as Language).locale,
      )
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([expected.heading])

      const translations = pages
        .filter((candidate) => candidate.translationKey === expected.translationKey)
        .sort(
          (a, b) =>
            languages.findIndex((l) => l.code === a.language) -
            languages.findIndex((l) => l.code === b.language),
        )
      const switcher = await page
        .locator('header details:not(:has(nav)) a')
        .evaluateAll((links) =>
          links.map((link) => [
            link.textContent,
            link.getAttribute('href'),
            link.getAttribute('aria-current'),
          ]),
        )
      expect(switcher).toEqual(
        translations.map((translation) => [
          languageDefinition(translation.language as Language).name,
          translation.path,
          translation.language === expected.language ? 'page' : null,
        ]),
      )
    })

    it('links only to canonical paths, never to an alias', async () => {
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs.filter((href) => href && aliasPaths.has(href))).toEqual([])
    })

    if (expected.language !== 'en') {
      it('shows no English UI string', async () => {
        const forbidden = englishOnlyStrings(expected.language as Exclude<Language, 'en'>)
        const texts = await page.evaluate(() => {
          const found: string[] = []
          for (const element of document.body.querySelectorAll('*')) {
            const own = [...element.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent?.trim() ?? '')
              .join(' ')
              .trim()
            if (own) found.push(own)
            for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
              const value = element.getAttribute(attribute)
              if (value) found.push(value.trim())
            }
          }
          found.push(document.title)
          return found
        })
        expect(texts.filter((text) => forbidden.has(text))).toEqual([])
      })
    }
  },
)

describe.each(Object.entries(specAliases))('alias %s of the spec', (alias, target) => {
  it(`leads to ${target}`, async () => {
    await page.goto(siteUrl(alias))
    await page.waitForURL(siteUrl(target))
    expect(await page.getAttribute('html', 'lang')).toBe(
      languageDefinition(languageOfPath(target)).locale,
    )
  })
})

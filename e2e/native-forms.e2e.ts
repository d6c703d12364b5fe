import type { BrowserContext } from 'playwright-core'
import { caseStudies } from '../src/config/case-studies'
import { legalFacts } from '../src/config/legal'
import { company, figures, markets, offices } from '../src/config/site'
import { videoHosts } from '../src/config/video-hosts'
import { countryName, formatFigure, type Figure } from '../src/i18n/format'
import { languageCodes, type Language } from '../src/i18n/languages'
import { disconnectBrowser, inTab, openContext, siteUrl } from './harness/browser'
import { expectedPages, uiStringsOf } from './harness/content'
import { layOutWholePage } from './harness/layout'

/** Every figure the site renders from its facts: the claimed figures and the case metrics. */
const allFigures: Figure[] = [
  ...Object.values(figures),
  ...Object.values(caseStudies).flatMap((metrics) => Object.values(metrics) as Figure[]),
]
/** What the case-studies page shows: its headline growth figures and every case metric. */
const caseStudyFigures: Figure[] = [
  figures.revenueGrowth,
  figures.averageGrowth,
  ...Object.values(caseStudies).flatMap((metrics) => Object.values(metrics) as Figure[]),
]
const formOf = (figure: Figure, language: Language) =>
  formatFigure(figure, language, uiStringsOf(language).figureForms)

/** Figures written as another language writes them, which a page in `language` must not show. */
function foreignFigureForms(language: Language): string[] {
  const own = new Set(allFigures.map((figure) => formOf(figure, language)))
  return [
    ...new Set(
      languageCodes
        .filter((other) => other !== language)
        .flatMap((other) => allFigures.map((figure) => formOf(figure, other))),
    ),
  ].filter((form) => !own.has(form) && ![...own].some((mine) => mine.includes(form)))
}

/** Place and country names the site renders, as English writes them where `language` does not. */
function englishNamesOf(language: Language): string[] {
  const places = Object.entries(uiStringsOf('en').places).map(([key, english]) => [
    english,
    uiStringsOf(language).places[key as keyof ReturnType<typeof uiStringsOf>['places']],
  ])
  const countries = [
    ...markets.map(({ countryCode }) => countryCode),
    ...offices.map(({ countryCode }) => countryCode),
    company.address.value.countryCode,
  ].map((code) => [countryName(code, 'en'), countryName(code, language)])
  return [...new Set([...places, ...countries].filter(([english, own]) => english !== own))].map(
    ([english]) => english ?? '',
  )
}

const frenchMonths = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, month, 1)),
  ),
)
const frenchFirstOfMonthWithoutOrdinal = new RegExp(
  `(^|[^\\d])1[\\s\\u00a0](${frenchMonths.join('|')})`,
)

/**
 * A percentage or factor with a decimal point (52.21 %, 2.5×): English's decimal separator, where
 * every other language of the site writes a decimal comma.
 */
const decimalPoint = /\d\.\d{1,2}\s?(%|×|x\b)/

/**
 * A postal address keeps its city as the post there writes it (08037 Barcelona, Espagne), and a
 * name as registered stays as registered (Registro Mercantil de Barcelona, Washington Secretary of
 * State, Google Ireland Limited): neither is an English name on a page of another language.
 */
function withoutRegisteredNames(text: string): string {
  const { postalCode, city } = company.address.value
  const registered = Object.values(legalFacts).flatMap((fact) => {
    const value = typeof fact === 'object' && 'value' in fact ? fact.value : fact
    return typeof value === 'string' ? [value] : []
  })
  const videoOperators = Object.values(videoHosts).map(({ operator }) => operator)
  return [`${postalCode} ${city}`, ...registered, ...videoOperators].reduce(
    (remaining, name) => remaining.replaceAll(name, ''),
    text,
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every page in its own language's forms: no figure in another language's number format, no place
 * or country named in English on a non-English page, French dates with "1er"; English keeps its
 * own forms.
 */
describe('facts in the forms of each page’s language', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await openContext({ viewport: { width: 1280, height: 900 } })
  })
  afterAll(async () => {
    await context.close()
    await disconnectBrowser()
  })

  it.concurrent.each(expectedPages().map(({ path, language }) => [path, language] as const))(
    '%s',
    (path, language) =>
      inTab(context, async (page) => {
        await page.goto(siteUrl(path))
        await layOutWholePage(page)
        const lang = language as Language
        const text = withoutRegisteredNames(await page.locator('body').innerText())
        for (const form of foreignFigureForms(lang)) expect(text).not.toContain(form)
        if (lang === 'en') return
        expect(text).not.toMatch(decimalPoint)
        for (const name of englishNamesOf(lang))
          expect(text).not.toMatch(new RegExp(`(^|[^\\p{L}])${escape(name)}($|[^\\p{L}])`, 'u'))
        if (lang === 'fr') expect(text).not.toMatch(frenchFirstOfMonthWithoutOrdinal)
      }),
  )

  it.each(languageCodes)(
    'the %s case studies show every metric in that language’s form',
    async (language) =>
      inTab(context, async (page) => {
        const casesPage = expectedPages().find(
          (expected) => expected.kind === 'case-studies' && expected.language === language,
        )
        await page.goto(siteUrl(casesPage?.path ?? ''))
        await layOutWholePage(page)
        const text = await page.locator('main').innerText()
        for (const figure of caseStudyFigures) expect(text).toContain(formOf(figure, language))
        if (language === 'en') {
          expect(text).toContain('+52.21%')
          expect(text).toContain('2.5×')
        }
      }),
  )
})

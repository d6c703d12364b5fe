import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { caseResult } from '../src/config/case-studies'
import { figures, isMeasured, type FigureKey } from '../src/config/site'
import { formatFigure } from '../src/i18n/format'
import { languageCodes } from '../src/i18n/languages'
import { parseFrontmatter } from '../src/node/content-files'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { pageOf, uiStringsOf } from './harness/content'

interface Proof {
  figures: { figure: FigureKey }[]
  caseResult: { result: string; label: string; linkLabel: string }
  partnerLabel: string
}

let page: Page
beforeAll(async () => {
  page = await openPage({ viewport: { width: 1280, height: 900 } })
})
afterAll(disconnectBrowser)

/**
 * Issue 35: the home page backs its "why choose us" with evidence, in every language: the headline
 * figures, each with the basis it was measured on, one case result linked to the case studies,
 * and the Amazon programme; while the operator has not stated a basis or the programme, the
 * page says so plainly instead of showing none.
 */
describe.each(languageCodes)('the proof on the %s home page', (language) => {
  const home = pageOf('home', language)
  const proof = (parseFrontmatter(readFileSync(home.file, 'utf8')) as { proof: Proof }).proof
  const strings = uiStringsOf(language)
  const pending = strings.legal.ownerFactPending

  it('shows the headline figures with their basis, a case result and the partner programme', async () => {
    await page.goto(siteUrl(home.path))
    const strip = page
      .locator('main section')
      .filter({ has: page.locator('ul li', { hasText: proof.caseResult.label }) })
    const cards = strip.locator('ul').first().locator('li')
    const result = caseResult(proof.caseResult.result)
    if (!result) throw new Error(`No case result ${proof.caseResult.result}`)
    await expect(cards.allInnerTexts()).resolves.toEqual([
      ...proof.figures.map(({ figure }) =>
        [formatFigure(figures[figure], language, strings.figureForms), strings.figureLabels[figure]]
          .concat(isMeasured(figure) ? [pending] : [])
          .join('\n'),
      ),
      [
        formatFigure(result, language, strings.figureForms),
        proof.caseResult.label,
        // The case's basis, pending until the operator enters it.
        pending,
        proof.caseResult.linkLabel,
      ].join('\n'),
    ])
    expect(proof.figures.filter(({ figure }) => isMeasured(figure))).toHaveLength(3)
    await expect(
      cards.getByRole('link', { name: proof.caseResult.linkLabel }).getAttribute('href'),
    ).resolves.toBe(pageOf('case-studies', language).path)
    await expect(strip.getByText(`${proof.partnerLabel} ${pending}`).count()).resolves.toBe(1)
  })
})

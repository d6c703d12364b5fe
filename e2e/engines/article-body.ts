import { readFileSync } from 'node:fs'
import { expectedPages, uiStringsOf, type ExpectedPage } from '../harness/content'
import type { EnginePage } from './engine'
import { open, problemsOf } from './page-state'
import type { EngineSite } from './site-server'

const language = 'de'

/**
 * Clicks a link once it is in the middle of the window and nothing lies over it: WebKit's driver
 * scrolls an element only to the window's edge, where the sticky header lies over it, and the
 * engine may still be scrolling to the fragment the previous click named.
 */
async function clickInMiddle(page: EnginePage, selector: string) {
  await page.waitFor(
    `${selector} alone in the middle of the window`,
    (css: string) => {
      const link = document.querySelector(css)
      if (!link) return false
      link.scrollIntoView({ block: 'center' })
      const box = link.getBoundingClientRect()
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return onTop !== null && link.contains(onTop)
    },
    selector,
  )
  await page.click(selector)
}

/** The first German article whose body holds a table, a footnote and a photo on its own line. */
function articleWithEveryElement(): ExpectedPage {
  const found = expectedPages().find((page) => {
    if (page.kind !== 'post' || page.language !== language) return false
    const text = readFileSync(page.file, 'utf8')
    return (
      /^\|.*\|\s*$/m.test(text) && /\[\^[^\]]+\]:/.test(text) && /^!\[[^\]]+\]\(\.\//m.test(text)
    )
  })
  if (!found) throw new Error(`No ${language} article with a table, a footnote and a photo`)
  return found
}

/**
 * An article as writers write them (issue 43), in an engine other than Chromium: on a phone's
 * width its table scrolls within itself, its footnotes lead there and back, and its photo is
 * drawn from a format the engine decodes.
 */
export function describeArticleBody(page: () => EnginePage, site: () => EngineSite) {
  describe('an article with a table, footnotes and a photo, in a phone-wide window', () => {
    const article = articleWithEveryElement()
    const strings = uiStringsOf(language).prose
    beforeAll(() => page().resize(360, 800))
    afterAll(() => page().resize(1280, 900))
    beforeEach(() => open(page(), site().url(article.path)))

    it('stays as wide as the window: the table scrolls in a labelled region the keyboard reaches', async () => {
      // WebKitGTK keeps its window at least about 450 pixels wide.
      await expect(page().evaluate(() => innerWidth)).resolves.toBeLessThan(480)
      await expect(
        page().evaluate(() => document.documentElement.scrollWidth <= innerWidth),
      ).resolves.toBe(true)
      await expect(
        page().evaluate(() => {
          const region = document.querySelector<HTMLElement>('main [data-table-scroll]')
          const table = region?.querySelector('table')
          return (
            region &&
            table && {
              label: region.getAttribute('aria-label'),
              focusable: region.tabIndex === 0,
              scrollsItself: ['auto', 'scroll'].includes(getComputedStyle(region).overflowX),
              withinWindow: region.getBoundingClientRect().right <= innerWidth,
              tableWhole: region.scrollWidth >= table.getBoundingClientRect().width - 1,
            }
          )
        }),
      ).resolves.toEqual({
        label: strings.table,
        focusable: true,
        scrollsItself: true,
        withinWindow: true,
        tableWhole: true,
      })
      await expect(problemsOf(page())).resolves.toEqual([])
    })

    it('leads from a citation to its footnote, and back by a link named in the page’s language', async () => {
      await clickInMiddle(page(), 'main a[data-footnote-ref]')
      await page().waitFor(
        'the first footnote in the address',
        () =>
          location.hash !== '' &&
          location.hash ===
            document.querySelector('main a[data-footnote-ref]')?.getAttribute('href'),
      )
      await expect(
        page().evaluate(() =>
          document
            .querySelector('main [data-footnotes] a[data-footnote-backref]')
            ?.getAttribute('aria-label'),
        ),
      ).resolves.toBe(strings.backToReference.replace('{number}', '1'))
      await clickInMiddle(page(), 'main [data-footnotes] a[data-footnote-backref]')
      await page().waitFor(
        'the citation in the address',
        () => location.hash === `#${document.querySelector('main a[data-footnote-ref]')?.id}`,
      )
      await expect(problemsOf(page())).resolves.toEqual([])
    })

    it('draws its photo, in a format the engine decodes', async () => {
      await page().evaluate(() => document.querySelector('main figure img')?.scrollIntoView())
      await page().waitFor('the photo to be drawn', () => {
        const photo = document.querySelector<HTMLImageElement>('main figure img')
        return photo !== null && photo.complete && photo.naturalWidth > 0
      })
      await expect(problemsOf(page())).resolves.toEqual([])
    })
  })
}

import type { BrowserContext, Page } from 'playwright-core'
import { languageChoiceKey } from '../src/browser/language-choice'
import {
  cspViolationsOf,
  disconnectBrowser,
  inTab,
  openContext,
  recordCspViolations,
  siteUrl,
} from './harness/browser'
import { builtPages } from './harness/built-pages'

afterAll(disconnectBrowser)

/** The cookie policy names one thing kept in the browser: the session note of the language redirect. */
const allowedSessionKeys = [languageChoiceKey]

const storedKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))

/**
 * Every built page (aliases and not-found pages too) browsed with JavaScript, as served with the
 * host's `_headers`: the page asks nothing of any other host, breaks no rule of its
 * Content-Security-Policy, and the visit leaves no cookie.
 */
describe('browsing every page with JavaScript', () => {
  let context: BrowserContext
  const origin = new URL(siteUrl('/')).origin
  beforeAll(async () => {
    context = await openContext()
    await recordCspViolations(context)
  })

  it.concurrent.each(builtPages().map(([path]) => path))(
    '%s asks nothing of another host and keeps to its security policy',
    (path) =>
      inTab(context, async (page) => {
        const foreignRequests: string[] = []
        page.on('request', (request) => {
          const url = request.url()
          if (!url.startsWith(origin) && !url.startsWith('data:')) foreignRequests.push(url)
        })
        await page.goto(siteUrl(path))
        await page.waitForLoadState('networkidle')
        expect(foreignRequests).toEqual([])
        await expect(cspViolationsOf(page)).resolves.toEqual([])
        const stored = await storedKeys(page)
        expect(stored.local).toEqual([])
        expect(stored.session.filter((key) => !allowedSessionKeys.includes(key))).toEqual([])
      }),
  )

  it('leaves no cookie behind, as the cookie policy says', async () => {
    await expect(context.cookies()).resolves.toEqual([])
  })
})

import type { BrowserContext } from 'playwright-core'
import { formEndpoint } from '../src/config/form'
import {
  cspViolationsOf,
  disconnectBrowser,
  inTab,
  openContext,
  openPage,
  recordCspViolations,
  waitForText,
} from './harness/browser'
import { builtPages } from './harness/built-pages'
import { headingOf, pageOf } from './harness/content'
import { fillForm, forwardToFormService, startFormService } from './harness/form-service'
import { hostsUnderTest } from './harness/hosts-under-test'
import { pricingOnlyWord } from './harness/search-words'

/**
 * The built site on the hosts' own engines in a browser: search, the contact form without
 * JavaScript, and every page within the security policy each host sends it with.
 */

afterAll(disconnectBrowser)

describe.each(hostsUnderTest)('on $name', ({ origin }) => {
  it.each(['en', 'es', 'de', 'it', 'fr', 'pt', 'pl'])(
    'finds the pricing page by a word of its own in %s',
    async (language) => {
      const pricing = pageOf('pricing', language)
      const page = await openPage()
      await recordCspViolations(page)
      const query = encodeURIComponent(pricingOnlyWord(language))
      await page.goto(`${origin()}${pageOf('search', language).path}?q=${query}`)
      // The status tells the number of results once they are shown, or that search failed.
      await page.locator('[data-search-status]').filter({ hasText: /\S/ }).waitFor()
      await expect(cspViolationsOf(page)).resolves.toEqual([])
      const pricingLink = page.locator(`[data-search-results] a[href="${pricing.path}"]`)
      await expect(pricingLink.count()).resolves.toBe(1)
      await page.context().close()
    },
  )

  it('takes the contact form without JavaScript to the thank-you page of its language', async () => {
    const service = await startFormService()
    const page = await openPage({ javaScriptEnabled: false })
    await page.route(formEndpoint, (route) => forwardToFormService(route, service.url, origin()))
    await page.goto(`${origin()}${pageOf('contact', 'pt').path}`)
    await fillForm(page)
    const thanks = pageOf('thank-you', 'pt').path
    await Promise.all([
      page.waitForURL(`${origin()}${thanks}`),
      page.locator('form button[type="submit"]').click(),
    ])
    expect(service.received).toHaveLength(1)
    await waitForText(page.locator('h1'), headingOf(thanks))
    await page.context().close()
    await service.close()
  })

  describe('browsing every built page', () => {
    let context: BrowserContext
    beforeAll(async () => {
      context = await openContext()
      await recordCspViolations(context)
    })
    afterAll(() => context.close())

    it.concurrent.each(builtPages().map(([path]) => path))(
      '%s breaks no rule of the policy it is sent with',
      (path) =>
        inTab(context, async (page) => {
          const consoleErrors: string[] = []
          page.on('console', (message) => {
            if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
              consoleErrors.push(message.text())
          })
          await page.goto(`${origin()}${path}`)
          await page.waitForLoadState('networkidle')
          await expect(cspViolationsOf(page)).resolves.toEqual([])
          expect(consoleErrors).toEqual([])
        }),
    )
  })
})

import type { Page } from 'playwright-core'
import { siteUrl } from './browser'

/**
 * Decap's own known fault (decaporg/decap-cms#6307): choosing the language of the second column
 * throws this in the CMS's code, and the choice still works.
 */
export const knownCmsFault = 'this.props.onLocaleChange is not a function'

/** The built site's CMS, on localhost, where it saves through `npm run cms`'s local backend. */
export const cmsUrl = (route: string) =>
  `${siteUrl('/admin/').replace('127.0.0.1', 'localhost')}#${route}`

/** Opens the CMS at `route` (e.g. `/collections/legal/entries/privacy/index`), logged in. */
export async function openCms(page: Page, route: string) {
  // A new document, not a new route in the open one: the previous entry's editor would still
  // answer every wait below.
  await page.goto('about:blank')
  await page.goto(cmsUrl(route))
  const login = page.getByRole('button', { name: 'Login' })
  await page.getByText('Writing in EN').or(login).first().waitFor({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await page.getByText('Writing in EN').waitFor({ timeout: 60_000 })
}

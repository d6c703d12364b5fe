import type { Page } from 'playwright-core'
import { siteUrl } from './browser'

/**
 * Decap's own known fault (decaporg/decap-cms#6307): choosing the language of the second column
 * throws this in the CMS's code, and the choice still works.
 */
export const knownCmsFault = 'this.props.onLocaleChange is not a function'

/** Keeps in `faults` every error the CMS page raises but its known one. */
export function recordCmsFaults(page: Page, faults: string[]) {
  page.on('pageerror', (error) => {
    if (error.message !== knownCmsFault) faults.push(error.message)
  })
}

/** The CMS's address on localhost, where it uses the local backend (decap-server). */
export const cmsUrl = () => siteUrl('/admin/').replace('127.0.0.1', 'localhost')

/** Opens an entry's editor in the CMS (`route` is `/collections/...`), logged in. */
export async function openCms(page: Page, route: string) {
  // A new document, not a new route in the open one: the previous entry's editor would still
  // answer every wait below.
  await page.goto('about:blank')
  await page.goto(`${cmsUrl()}#${route}`)
  const login = page.getByRole('button', { name: 'Login' })
  await page.getByText('Writing in EN').or(login).first().waitFor({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await page.getByText('Writing in EN').waitFor({ timeout: 60_000 })
}

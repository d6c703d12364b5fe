import { rmSync } from 'node:fs'
import type { FrameLocator, Locator, Page } from 'playwright-core'
import type { Language } from '../../src/i18n/languages'
import { laterBlockSelector } from '../../src/styles/later-blocks'
import { disconnectBrowser, openPage, siteUrl } from './browser'
import { startCmsBackend, type CmsBackendMode } from './cms-backend'

/**
 * Decap's own known fault (decaporg/decap-cms#6307): choosing the language of the second column
 * throws this in the CMS's code, and the choice still works.
 */
export const knownCmsFault = 'this.props.onLocaleChange is not a function'

/**
 * What the page reports of a save Decap could not make: Decap shows why, then leaves its promise
 * rejected with its failure action, a plain object, which nothing handles.
 */
export const refusedSaveFault = 'Object'

/** Keeps in `faults` every error the CMS page raises but its known ones. */
export function recordCmsFaults(page: Page, faults: string[]) {
  page.on('pageerror', (error) => {
    if (error.message !== knownCmsFault && error.message !== refusedSaveFault)
      faults.push(error.message)
  })
}

/**
 * A writer's session over the copy of the project at `copy`: the CMS's local backend saving into
 * it, and a wide page whose errors, but the CMS's known ones, are kept in `faults`.
 */
export async function openCmsSession(copy: string, faults: string[], mode?: CmsBackendMode) {
  const backend = await startCmsBackend(copy, mode)
  const page = await openPage({ viewport: { width: 1600, height: 1000 } })
  recordCmsFaults(page, faults)
  return { backend, page }
}

/** Ends a session: the backend stopped (its port free for the next file), the copy removed. */
export async function closeCmsSession(copy: string, backend?: { stop: () => Promise<void> }) {
  await backend?.stop()
  await disconnectBrowser()
  rmSync(copy, { recursive: true, force: true })
}

/**
 * The CMS at `route` of the site at `origin` (the built site's by default), on localhost: there
 * it saves through `npm run cms`'s local backend.
 */
export const cmsUrl = (route: string, origin = siteUrl('')) =>
  `${origin.replace('127.0.0.1', 'localhost')}/admin/#${route}`

/** Opens the CMS at `route` (e.g. `/collections/legal/entries/privacy/index`), logged in. */
export async function openCms(page: Page, route: string, origin?: string) {
  // A new document, not a new route in the open one: the previous entry's editor would still
  // answer every wait below.
  await page.goto('about:blank')
  await page.goto(cmsUrl(route, origin))
  const login = page.getByRole('button', { name: 'Login' })
  await page.getByText('Writing in EN').or(login).first().waitFor({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await page.getByText('Writing in EN').waitFor({ timeout: 60_000 })
}

/**
 * Shows `language` in the second column of an open entry, beside English; the preview, which the
 * CMS remembers from an earlier entry, gives its place back to the form's second column.
 */
export async function writeAlsoIn(page: Page, language: string) {
  const secondColumn = page.getByRole('button', { name: /^Writing in (?!EN)/ })
  const preview = page.locator('#preview-pane')
  // The entry shows one of them, or neither when the last entry had the preview on.
  await secondColumn
    .or(preview)
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined)
  if (!(await secondColumn.isVisible())) {
    if ((await preview.count()) > 0) await page.getByTitle('Toggle preview').click()
    if (!(await secondColumn.isVisible())) await page.getByTitle('Toggle i18n').click()
  }
  await secondColumn.click()
  await page.getByRole('menuitem', { name: language, exact: true }).click()
  await page.getByRole('button', { name: `Writing in ${language.toUpperCase()}` }).waitFor()
}

/**
 * Replaces what `field` holds as a writer does: select all, then type. (Decap's text fields put
 * the caret back where it was when they redraw on focus, which undoes a selection made with it.)
 */
export async function retype(page: Page, field: Locator, text: string) {
  await field.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  if (text) await page.keyboard.insertText(text)
}

/** Saves the open entry through `npm run cms`'s local backend, which publishes at once. */
export async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).first().click()
  await page.getByText('Publish now').click()
  await page.getByText('Changes saved').waitFor({ timeout: 30_000 })
}

/**
 * Opens the entry at `route` with the preview beside its form, written in `language`, and waits
 * until the preview shows the page at `path`: marked as the current page in its own language
 * menu.
 */
export async function openPreview(
  page: Page,
  {
    route,
    language,
    path,
    origin,
  }: { route: string; language: Language; path: string; origin?: string },
): Promise<FrameLocator> {
  await openCms(page, route, origin)
  // The CMS remembers the pane beside the form; the first entry opens it.
  if ((await page.locator('#preview-pane').count()) === 0)
    await page.getByTitle('Toggle preview').click()
  if (language !== 'en') {
    await page.getByRole('button', { name: 'Writing in EN' }).click()
    await page.getByRole('menuitem', { name: language, exact: true }).click()
  }
  const frame = page.frameLocator('#preview-pane')
  await frame
    .locator(`a[aria-current="page"][href="${path}"]`)
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 })
  return frame
}

/**
 * The built site's page at `path` in `site`, at the width of the preview open in `cms`, as a
 * visitor who has the site font sees it (a page reloaded, or the next page of a visit: its boot
 * script declares the font).
 */
export async function builtPageBeside(cms: Page, site: Page, path: string): Promise<Page> {
  const box = await cms.locator('#preview-pane').boundingBox()
  await site.setViewportSize({ width: Math.round(box?.width ?? 0), height: 1000 })
  await site.goto(siteUrl(path))
  await site.reload()
  return site
}

/**
 * What a visitor reads and how the page's heading is drawn, once every block is laid out (the
 * site's script lays out the blocks that wait for the first screen soon after it; the preview
 * runs none of the site's scripts, whose work is the visitor's browser's, not the page's).
 */
export async function seenInPage(page: Page | FrameLocator) {
  await page
    .locator(laterBlockSelector)
    .evaluateAll((blocks: HTMLElement[]) =>
      blocks.forEach((block) => (block.style.contentVisibility = 'visible')),
    )
  const heading = (page.locator('main h1') as Locator).first()
  return {
    language: await page.locator('html').getAttribute('lang'),
    text: await page.locator('main').innerText(),
    heading: await heading.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        lineHeight: style.lineHeight,
        letterSpacing: style.letterSpacing,
        color: style.color,
      }
    }),
  }
}

/**
 * Chooses an entry of another collection in a relation field (an article's author, a category)
 * as a writer does: types the start of its name and picks it from the list.
 */
export async function chooseEntry(page: Page, field: Locator, name: string) {
  await field.fill(name.slice(0, 5))
  await page.getByRole('option', { name, exact: true }).click()
}

import type { Page } from 'playwright-core'
import { disconnectBrowser, gotoEnhanced, openPage, siteUrl, waitForText } from './harness/browser'
import { headingOf } from './harness/content'

let page: Page
beforeEach(async () => {
  page = await openPage({ viewport: { width: 375, height: 800 }, hasTouch: true })
  await gotoEnhanced(page, '/services')
})
afterEach(async () => {
  await page.context().close()
})
afterAll(disconnectBrowser)

const menuButton = () => page.locator('summary', { hasText: 'Menu' })
const menuLinks = () => page.locator('details:has(summary:has-text("Menu")) nav a')
/**
 * Waits until the Menu button states `expanded`: the browser fires the disclosure's toggle event,
 * on which the script updates the state, in a task after the click.
 */
const menuStated = (expanded: boolean) =>
  page
    .locator(`summary[aria-expanded="${String(expanded)}"]`, { hasText: 'Menu' })
    .waitFor({ timeout: 5_000 })

describe('mobile menu at 375 px', () => {
  it('hides the inline links and shows a Menu button instead', async () => {
    await expect(menuButton().isVisible()).resolves.toBe(true)
    await expect(page.locator('header nav a:visible').count()).resolves.toBe(0)
  })

  it('opens by tap, shows the seven links with the current one marked, and closes on a chosen link', async () => {
    await menuButton().tap()
    await expect(menuLinks().allTextContents()).resolves.toEqual([
      'Home',
      'Services',
      'Case Studies',
      'Pricing',
      'Blog',
      'About',
      'Contact',
    ])
    await expect(
      page.locator('details:has(summary:has-text("Menu")) [aria-current="page"]').textContent(),
    ).resolves.toBe('Services')
    await menuLinks().filter({ hasText: 'Pricing' }).tap()
    await page.waitForURL(siteUrl('/pricing'))
    await waitForText(page.locator('h1'), headingOf('/pricing'))
    await expect(menuLinks().first().isVisible()).resolves.toBe(false)
  })

  it('opens and closes by mouse, stating its state and what it controls', async () => {
    const controls = await menuButton().getAttribute('aria-controls')
    await expect(page.locator(`nav[id="${controls}"] a`).count()).resolves.toBe(7)
    await expect(menuButton().getAttribute('aria-expanded')).resolves.toBe('false')
    await menuButton().click()
    await expect(menuLinks().first().isVisible()).resolves.toBe(true)
    await menuStated(true)
    await menuButton().click()
    await expect(menuLinks().first().isVisible()).resolves.toBe(false)
    await menuStated(false)
  })

  it('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    await menuButton().focus()
    await page.keyboard.press('Enter')
    await expect(menuLinks().first().isVisible()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Home')
    await page.keyboard.press('Escape')
    await expect(menuLinks().first().isVisible()).resolves.toBe(false)
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('SUMMARY')
  })

  it('works without JavaScript', async () => {
    const noScript = await openPage({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    })
    await noScript.goto(siteUrl('/services'))
    await noScript.locator('summary', { hasText: 'Menu' }).click()
    await expect(
      noScript.locator('details:has(summary:has-text("Menu")) nav a').first().isVisible(),
    ).resolves.toBe(true)
    await noScript.context().close()
  })
})

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parseFrontmatter } from '../../src/node/content-files'
import { openPage } from '../harness/browser'
import {
  builtPageBeside,
  knownCmsFault,
  openCms,
  openPreview,
  publishNow,
  retype,
  seenInPage,
  writeAlsoIn,
} from '../harness/cms'
import { startCmsBackend } from '../harness/cms-backend'
import type { DevelopmentServer } from '../harness/development-server'

/**
 * `npm run cms`: the development server's CMS, saving into its copy of the project, previews an
 * entry as the production build shows its page.
 */
export function describeCmsPreview(server: () => DevelopmentServer) {
  describe('the CMS preview in `npm run cms`', () => {
    let backend: { stop: () => void }
    let cms: Page
    const faults: string[] = []
    beforeAll(async () => {
      backend = await startCmsBackend(server().copy)
      cms = await openPage({ viewport: { width: 1600, height: 1000 } })
      cms.on('pageerror', (error) => {
        if (error.message !== knownCmsFault) faults.push(error.message)
      })
    }, 60_000)
    afterAll(() => backend?.stop())

    it('shows the German pricing page as the built site does', async () => {
      const file = join(server().copy, 'content', 'pages', 'pricing', 'index.de.mdx')
      const { slug } = parseFrontmatter(readFileSync(file, 'utf8')) as { slug: string }
      const frame = await openPreview(cms, {
        route: '/collections/page-pricing/entries/index',
        language: 'de',
        path: slug,
        origin: server().origin,
      })
      const site = await openPage()
      const expected = await seenInPage(await builtPageBeside(cms, site, slug))
      expect(await seenInPage(frame)).toEqual(expected)
      expect(faults).toEqual([])
    }, 120_000)

    it('puts an interface text it saves on the page open beside it within seconds', async () => {
      const file = join(server().copy, 'content', 'strings', 'index.de.json')
      const original = readFileSync(file, 'utf8')
      const { nav } = JSON.parse(original) as { nav: { cta: string } }
      const edited = `${nav.cta} jetzt`
      const site = await openPage()
      await site.goto(`${server().origin}/de/preise`)
      await site.getByRole('banner').getByText(nav.cta).first().waitFor({ timeout: 30_000 })
      try {
        await openCms(cms, '/collections/strings/entries/index', server().origin)
        await writeAlsoIn(cms, 'de')
        await retype(cms, cms.getByLabel('Header button', { exact: true }).nth(1), edited)
        await publishNow(cms)
        await site.getByRole('banner').getByText(edited).first().waitFor({ timeout: 15_000 })
      } finally {
        writeFileSync(file, original)
        await site.close()
      }
      expect(faults).toEqual([])
    }, 120_000)
  })
}

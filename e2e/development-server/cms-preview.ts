import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { parseFrontmatter } from '../../src/node/content-files'
import { openPage } from '../harness/browser'
import { builtPageBeside, knownCmsFault, openPreview, seenInPage } from '../harness/cms'
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
  })
}

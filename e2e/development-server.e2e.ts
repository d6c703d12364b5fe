import type { Language } from '../src/i18n/languages'
import { configFile } from '../src/node/cms/admin'
import { disconnectBrowser } from './harness/browser'
import { startDevelopmentServer, type DevelopmentServer } from './harness/development-server'
import { describeCmsPreview } from './development-server/cms-preview'
import { describeGraphiqlExamples } from './development-server/graphiql-examples'
import { describeLivePreview } from './development-server/live-preview'
import { describePreviewConvergence } from './development-server/preview-convergence'

/**
 * What writers and developers meet in `npm start`: one development server, in a temporary copy of
 * the project, serves the live preview in a real browser and GraphiQL.
 */
let server: DevelopmentServer
beforeAll(async () => {
  server = await startDevelopmentServer('develop-')
}, 420_000)
afterAll(async () => {
  server?.stop()
  await disconnectBrowser()
})

describeLivePreview(() => server)
describePreviewConvergence(() => server)

describe('the CMS in `npm start` (npm run cms)', () => {
  it('is served at /admin/, with its configuration in each language of the CMS', async () => {
    const page = await fetch(`${server.origin}/admin/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('/admin/decap-cms.js')
    const configIn = async (language: Language) =>
      (await (await fetch(`${server.origin}/admin/${configFile(language)}`)).json()) as {
        local_backend: boolean
        collections: { name: string; label: string }[]
      }
    const [english, german] = await Promise.all([configIn('en'), configIn('de')])
    expect(english.local_backend).toBe(true)
    expect(english.collections.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['page-pricing', 'legal', 'blog']),
    )
    const blogLabel = (config: typeof english) =>
      config.collections.find(({ name }) => name === 'blog')?.label
    expect([blogLabel(english), blogLabel(german)]).toEqual(['Blog articles', 'Blogartikel'])
  })
})

describeCmsPreview(() => server)
describeGraphiqlExamples(() => server)

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../tools/chromium'
import { startStaticServer } from '../../tools/static-server'

/**
 * One production build, one server and one browser for the whole browser suite:
 * test files connect to them through the addresses left in the environment.
 */
export default async function globalSetup() {
  const root = join(process.cwd(), 'public')
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error('No production build in public/. Run `npm run build` before the browser tests.')
  }
  const { server, origin } = await startStaticServer(root)
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  })
  process.env.E2E_ORIGIN = origin
  process.env.E2E_BROWSER_WS = browserServer.wsEndpoint()
  Object.assign(globalThis, { e2eServer: server, e2eBrowserServer: browserServer })
}

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../tools/chromium'
import { startCloudflarePages, startNetlify } from './host-engines'

/** Chromium as a server the test files connect to, stopped like the hosts. */
async function launchBrowser() {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: chromiumArgs })
  return { wsEndpoint: server.wsEndpoint(), stop: () => server.close() }
}

/**
 * One production build, one browser and the hosts' own engines for the whole browser suite:
 * every test visits the site as Cloudflare Pages serves it (wrangler's engine), and the
 * deployment tests visit it on Netlify's too. Test files reach them through the addresses left
 * in the environment.
 */
export default async function globalSetup() {
  if (!existsSync(join(process.cwd(), 'public', 'index.html'))) {
    throw new Error('No production build in public/. Run `npm run build` before the browser tests.')
  }
  const launches = [startCloudflarePages(), startNetlify(), launchBrowser()] as const
  const settled = await Promise.allSettled(launches)
  const failed = settled.find((launch) => launch.status === 'rejected')
  if (failed) {
    // What did start must not outlive the run.
    await Promise.all(
      settled.map((launch) => (launch.status === 'fulfilled' ? launch.value.stop() : undefined)),
    )
    throw failed.reason
  }
  const [cloudflare, netlify, browser] = await Promise.all(launches)
  process.env.E2E_ORIGIN = cloudflare.origin
  process.env.E2E_NETLIFY_ORIGIN = netlify.origin
  process.env.E2E_BROWSER_WS = browser.wsEndpoint
  Object.assign(globalThis, { e2eRunning: [cloudflare, netlify, browser] })
}

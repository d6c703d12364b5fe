import type { Server } from 'node:http'
import type { BrowserServer } from 'playwright-core'

export default async function globalTeardown() {
  const { e2eServer, e2eBrowserServer } = globalThis as unknown as {
    e2eServer: Server
    e2eBrowserServer: BrowserServer
  }
  await e2eBrowserServer.close()
  await new Promise((resolve) => e2eServer.close(resolve))
}

import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { copyProject } from '../../tools/project-copy'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export interface DevelopmentServer {
  /** The temporary copy of the project the server runs in; its content can be edited. */
  copy: string
  origin: string
  /** Everything the server printed so far. */
  output: () => string
  stop: () => void
}

/**
 * `npm start`'s development server, in a temporary copy of the project so that its cache does
 * not mix with the production build the other tests serve, and edits to the copy's content do
 * not touch the tree. Resolves once GraphQL answers and Gatsby says the site can be viewed, which
 * it does when the browser bundle is built.
 */
export async function startDevelopmentServer(prefix: string): Promise<DevelopmentServer> {
  const copy = copyProject(prefix)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(
    join(copy, 'node_modules', '.bin', 'gatsby'),
    ['develop', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: copy,
      // Jest sets NODE_ENV=test, which gatsby develop refuses to run under. A writer's `npm start`
      // is not a CI run: there Gatsby would run every query at start and make images inline, so a
      // page with a picture could take longer than the 15 s the preview waits for its data.
      env: {
        ...process.env,
        NODE_ENV: 'development',
        CI: 'false',
        GATSBY_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  // Gatsby reports a failed start on either stream; the end of the output says why.
  let output = ''
  let viewable = false
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    viewable ||= output.slice(-4000).includes('You can now view')
  }
  server.stdout?.on('data', keep)
  server.stderr?.on('data', keep)
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    rmSync(copy, { recursive: true, force: true })
  }

  const answers = () =>
    fetch(`${origin}/___graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ allMdx(limit: 1) { totalCount } }' }),
    }).then(
      async (response) => ((await response.json()) as { data?: unknown }).data !== undefined,
      () => false,
    )
  const deadline = Date.now() + 400_000
  while (!(viewable && (await answers()))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      stop()
      throw new Error(`The development server did not start:\n${output.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  return { copy, origin, output: () => output, stop }
}

/**
 * Waits for `locator` on a page of the development server to be shown (or gone); on a timeout,
 * says what the page and the server showed instead, so that a failure can be explained.
 */
export const waitOrTell = (
  server: DevelopmentServer,
  page: Page,
  locator: Locator,
  timeout = 45_000,
  state: 'visible' | 'detached' = 'visible',
) =>
  locator.waitFor({ timeout, state }).catch(async (error: Error) => {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(no page)')
    const { pathname } = new URL(page.url())
    const pageData = await fetch(
      `${server.origin}/page-data${pathname === '/' ? '/index' : pathname}/page-data.json`,
    ).then(
      (response) => response.text(),
      () => '(none)',
    )
    const output = server.output()
    // Gatsby starts an error's report with "ERROR #code" or "error".
    const lastError = [...output.matchAll(/^\s*error\b/gim)].at(-1)?.index
    throw new Error(
      `${error.message}\n` +
        (lastError === undefined
          ? ''
          : `The server's last error:\n${output.slice(lastError, lastError + 1500)}\n`) +
        `The page showed:\n${shown.slice(0, 1500)}\n` +
        `The server's data for the page ends:\n${pageData.slice(-1500)}\n` +
        `The server's last words:\n${output.slice(-3000)}`,
    )
  })

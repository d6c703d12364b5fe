import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../../src/node/project-paths'

/** A static host's own engine, serving the built site on a local port. */
export interface HostEngine {
  name: string
  origin: string
  stop: () => Promise<void>
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * What the engines print when a port chosen free was taken before they bound it: the hosts start
 * side by side, and workerd and the CLIs open ports of their own as they start.
 */
const portTaken = /EADDRINUSE|address already in use|Could not acquire/i

/** Starts an engine on ports chosen anew, again when another process took one first. */
async function onFreePorts(start: () => Promise<HostEngine>, attempts = 3): Promise<HostEngine> {
  try {
    return await start()
  } catch (error) {
    if (attempts > 1 && (error as { portTaken?: boolean }).portTaken)
      return onFreePorts(start, attempts - 1)
    throw error
  }
}

const binary = (name: string) => join(projectRoot, 'node_modules', '.bin', name)

/**
 * Starts a host's command in a process group of its own (both start helpers: workerd, the
 * CLI's static server), waits until it answers the home page, and stops the whole group.
 */
async function startEngine(
  name: string,
  command: string,
  args: string[],
  port: number,
  env: Record<string, string> = {},
  cleanUp: () => void = () => undefined,
): Promise<HostEngine> {
  const child = spawn(command, args, {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      let timer: NodeJS.Timeout | undefined
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))])
      clearTimeout(timer)
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
    }
    cleanUp()
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    const answered = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { name, origin, stop }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      const error = new Error(`${name} did not start serving public/ (${command}):\n${output}`)
      throw portTaken.test(output) ? Object.assign(error, { portTaken: true }) : error
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Cloudflare Pages' own engine: wrangler's `pages dev` runs the built folder in workerd with
 * Pages' asset server, `_headers` and `_redirects`, as wrangler.toml describes the project.
 */
export const startCloudflarePages = (root = 'public') =>
  onFreePorts(async () => {
    const [port, inspectorPort] = [await freePort(), await freePort()]
    const state = mkdtempSync(join(tmpdir(), 'wrangler-state-'))
    return startEngine(
      'Cloudflare Pages',
      binary('wrangler'),
      [
        'pages',
        'dev',
        root,
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--inspector-port',
        String(inspectorPort),
        '--persist-to',
        state,
        '--log-level',
        'warn',
        '--show-interactive-dev-session=false',
      ],
      port,
      { WRANGLER_SEND_METRICS: 'false' },
      () => rmSync(state, { recursive: true, force: true }),
    )
  })

/**
 * Netlify's own routing and header code: its CLI's `netlify dev` serving the built folder
 * (redirect engine, `_headers` and static files as netlify.toml describes them). Offline and
 * without edge functions, whose runtime it would otherwise download.
 */
export const startNetlify = (root = 'public') =>
  onFreePorts(async () => {
    const [port, staticPort] = [await freePort(), await freePort()]
    return startEngine(
      'Netlify',
      binary('netlify'),
      [
        'dev',
        '--offline',
        '--internal-disable-edge-functions',
        '--dir',
        root,
        '--port',
        String(port),
        '--staticServerPort',
        String(staticPort),
        '--no-open',
        '--skip-gitignore',
      ],
      port,
      { NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
    )
  })

/**
 * The headers Netlify's own parser of `_headers` (@netlify/headers-parser, which its CLI and
 * build use) gives a path, later rules over earlier ones as Netlify applies them. It is an ES
 * module, so it runs in a Node process of its own.
 */
export function netlifyRuleHeaders(root: string, path: string): Record<string, string> {
  const script = `
    const { parseAllHeaders } = await import('@netlify/headers-parser')
    const [headersFile, path] = process.argv.slice(1)
    const { headers, errors } = await parseAllHeaders({ headersFiles: [headersFile], minimal: false, configHeaders: [] })
    if (errors.length > 0) throw new Error(errors.map(({ message }) => message).join('\\n'))
    const matching = headers.filter(({ forRegExp }) => forRegExp.test(path))
    console.log(JSON.stringify(Object.assign({}, ...matching.map(({ values }) => values))))
  `
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, join(root, '_headers'), path],
    { cwd: projectRoot, encoding: 'utf8' },
  )
  return JSON.parse(output) as Record<string, string>
}

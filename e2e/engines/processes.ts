import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

const running = new Set<ChildProcess>()
// Even when a test run is interrupted, no display server or driver outlives it.
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')))

/** Starts a helper process that is ended when the tests end, however they end. */
export function startProcess(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, options)
  running.add(child)
  child.once('exit', () => running.delete(child))
  const failedToStart = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`${command} could not be started: ${error.message}`, { cause: error })),
    )
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill()
    await exited
  }
  return { child, failedToStart, stop }
}

/**
 * A virtual X display for WebKit's browser, which has no headless mode. Xvfb picks a free
 * display number itself (-displayfd) and writes it on the given file descriptor once it is ready.
 * An X server resets when its last client leaves, and refuses connections meanwhile; the next
 * browser session, started right after the last one closed, then fails to open the display and
 * its WebDriver waits for it forever. So it must not reset (-noreset).
 */
export async function startVirtualDisplay() {
  const xvfb = startProcess(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp', '-noreset'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  )
  const ready = new Promise<string>((resolve, reject) => {
    xvfb.child.stdio[3]?.once('data', (data: Buffer) => resolve(`:${String(data).trim()}`))
    xvfb.child.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it was ready`)))
  })
  return { display: await Promise.race([ready, xvfb.failedToStart]), stop: xvfb.stop }
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('No free port')
  return address.port
}

/** Waits until `url` answers, for a server that was just started. */
export async function waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Whether the C library knows `locale` (as `locale -a` lists it: de_DE.utf8 for de_DE.UTF-8). */
export function hasLocale(locale: string): boolean {
  const wanted = locale.toLowerCase().replace('utf-8', 'utf8')
  return execFileSync('locale', ['-a'], { encoding: 'utf8' })
    .split('\n')
    .some((name) => name.toLowerCase() === wanted)
}

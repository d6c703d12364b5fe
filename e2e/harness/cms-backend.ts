import { spawn } from 'node:child_process'
import { resolveFromProject } from '../../src/node/project-paths'

/** The port Decap CMS looks for its local backend on (the CMS configuration's default). */
const localBackendPort = 8081

/**
 * `npm run cms`'s local backend (decap-server), saving into `folder` instead of the project: the
 * CMS served on localhost reads and writes content through it.
 */
export async function startCmsBackend(folder: string) {
  const server = spawn(process.execPath, [resolveFromProject('decap-server/dist/index.js')], {
    env: { ...process.env, GIT_REPO_DIRECTORY: folder, PORT: String(localBackendPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 30_000
  while (!output.includes('listening on')) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`The CMS backend did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { stop: () => server.kill() }
}

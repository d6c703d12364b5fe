import { spawn } from 'node:child_process'
import { resolveFromProject } from '../../src/node/project-paths'

/** The port Decap CMS looks for its local backend on (the CMS configuration's default). */
const localBackendPort = 8081

/**
 * decap-server's two ways of saving: `fs` writes the files and nothing else (`npm run cms`), `git`
 * commits to the folder's repository, each draft on a branch of its own (docs/cms.md).
 */
export type CmsBackendMode = 'fs' | 'git'

/**
 * The CMS's local backend (decap-server), saving into `folder` instead of the project: the CMS
 * served on localhost reads and writes content through it.
 */
export async function startCmsBackend(folder: string, mode: CmsBackendMode = 'fs') {
  const server = spawn(process.execPath, [resolveFromProject('decap-server/dist/index.js')], {
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: folder,
      PORT: String(localBackendPort),
      MODE: mode,
    },
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
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  return {
    /** Stops the server, and waits until it has, so the next test file finds its port free. */
    stop: () => {
      server.kill()
      return exited
    },
  }
}

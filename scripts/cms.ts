/**
 * The CMS for writers on their own machine, in one command: the development server
 * (http://localhost:8000, the CMS at http://localhost:8000/admin/) and the CMS's local backend
 * (decap-server on port 8081), which saves into this folder's content files. Stop both with Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { projectRoot, resolveFromProject } from '../src/node/project-paths'

const children: ChildProcess[] = [
  spawn(process.execPath, [resolveFromProject('decap-server/dist/index.js')], {
    cwd: projectRoot,
    // File-system mode, whatever a .env says: no drafts, each save is in the files at once
    // (docs/cms.md, "Locally", says why not git mode).
    env: { ...process.env, GIT_REPO_DIRECTORY: projectRoot, MODE: 'fs' },
    stdio: 'inherit',
  }),
  spawn('npm', ['start'], { cwd: projectRoot, stdio: 'inherit' }),
]
console.log('The CMS opens at http://localhost:8000/admin/ once the development server is ready.')

const stopAll = () => children.forEach((child) => child.kill('SIGINT'))
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
for (const child of children)
  child.on('exit', (code) => {
    stopAll()
    process.exitCode = code ?? 0
  })

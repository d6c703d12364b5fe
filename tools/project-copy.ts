import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { projectRoot } from '../src/node/project-paths'

/**
 * A copy of the project's work tree in a temporary folder (its files as they are now, new ones
 * too, but nothing git ignores), sharing node_modules, for runs that change content and build
 * (the scale bench, the new-article test, the development server) without touching the tree.
 */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(projectRoot, file)))
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(projectRoot, file), join(copy, file))
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { projectRoot } from '../src/node/project-paths'

/**
 * A copy of the committed project in a temporary folder, sharing node_modules, for runs that
 * change content and build (the scale bench, the new-article test) without touching the tree.
 */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix))
  const files = execFileSync('git', ['ls-files'], { cwd: projectRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(projectRoot, file), join(copy, file))
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

/** Build-time code runs with the project root as working directory (gatsby and jest both do). */
export const projectRoot = process.cwd()
export const contentRoot = resolve(projectRoot, 'content')
export const stringsRoot = resolve(contentRoot, 'strings')
export const templatesRoot = resolve(projectRoot, 'src/templates')

/** The file a package path names (e.g. a font inside a package), found from a project's root. */
export function resolveFromProject(specifier: string, root: string = projectRoot): string {
  return createRequire(join(root, 'package.json')).resolve(specifier)
}

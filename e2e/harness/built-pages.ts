import { join } from 'node:path'
import { listBuiltPages } from '../../src/node/post-build/built-pages'

export const publicRoot = join(process.cwd(), 'public')

/** Every HTML page of the built site, as [path, file] rows for `describe.each`. */
export function builtPages(): [string, string][] {
  return listBuiltPages(publicRoot).map(({ path, file }) => [path, file])
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { patternCovers } from '../../src/i18n/not-found'
import { parseHeaders, type HeaderRule } from '../../src/node/post-build/host-rules'
import { listBuiltPages } from '../../src/node/post-build/built-pages'

export const publicRoot = join(process.cwd(), 'public')

/** Every HTML page of the built site, as [path, file] rows for `describe.each`. */
export function builtPages(): [string, string][] {
  return listBuiltPages(publicRoot).map(({ path, file }) => [path, file])
}

/**
 * The value the build's `_headers` gives a path for a header: that of the last rule covering it,
 * which is what each host must send (Netlify lets the later rule win; Cloudflare Pages is told to
 * by the detach lines).
 */
let headerRules: HeaderRule[] | undefined

export function headerRuleValue(name: string, path: string): string | undefined {
  headerRules ??= parseHeaders(readFileSync(join(publicRoot, '_headers'), 'utf8'))
  return headerRules
    .filter(({ pattern, headers }) => patternCovers(pattern, path) && name in headers)
    .at(-1)?.headers[name]
}

import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { notFoundRules } from '../../i18n/not-found'

export interface AliasRule {
  from: string
  to: string
}

/**
 * Redirect and rewrite rules in the `_redirects` format that Netlify and Cloudflare Pages read:
 * aliases as permanent redirects, then unknown paths to the not-found page of their language
 * and kind, answered with status 404.
 */
export function redirectsFile(aliases: readonly AliasRule[]): string {
  const lines = [
    '# Written by the build (src/node/post-build/host-rules.ts). Aliases first, then not-found pages.',
    ...aliases.map(({ from, to }) => `${from}  ${to}  301`),
    ...notFoundRules().map(({ pattern, page }) => `${pattern}  ${page}  404`),
  ]
  return `${lines.join('\n')}\n`
}

export async function writeHostRules(publicDir: string, aliases: readonly AliasRule[]) {
  await writeFile(join(publicDir, '_redirects'), redirectsFile(aliases))
}

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
 *
 * The two hosts read the format differently, so some lines are for one of them only, and the
 * other passes over them (Cloudflare Pages with a warning when it deploys):
 * - An alias has a page of its own, for hosts without rules, and Netlify serves that page
 *   instead of a rule unless the rule is forced (`301!`); Cloudflare Pages knows no `!` and
 *   applies its rules before its files, so each alias has a forced line, then a plain one.
 * - Cloudflare Pages has no 404 rules: it answers an unknown path with the nearest 404.html
 *   above it, which is the same page (/de/blog/404.html for /de/blog/…).
 */
export function redirectsFile(aliases: readonly AliasRule[]): string {
  const lines = [
    '# Written by the build (src/node/post-build/host-rules.ts). Aliases first, then not-found pages.',
    '# A forced alias (301!) is for Netlify, the plain one after it for Cloudflare Pages; Cloudflare',
    '# Pages skips the 404 lines and serves the nearest 404.html instead, the same page.',
    ...aliases.flatMap(({ from, to }) => [`${from}  ${to}  301!`, `${from}  ${to}  301`]),
    ...notFoundRules().map(({ pattern, page }) => `${pattern}  ${page}  404`),
  ]
  return `${lines.join('\n')}\n`
}

export async function writeHostRules(publicDir: string, aliases: readonly AliasRule[]) {
  await writeFile(join(publicDir, '_redirects'), redirectsFile(aliases))
}

export interface RedirectRule {
  from: string
  to: string
  status: number
}

/** The rules of a `_redirects` file, in order, each path's first (a forced one, `301!`, counts once). */
export function parseRedirects(text: string): RedirectRule[] {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/)
      return { from, to, status: Number(status.replace(/!$/, '')) }
    })
  return rules.filter((rule, index) => rules.findIndex(({ from }) => from === rule.from) === index)
}

export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/**
 * The rules of a `_headers` file: a path pattern, then its headers indented below it. A later
 * rule's header replaces an earlier one's of the same name, as Netlify serves them; Cloudflare
 * Pages' lines that detach an inherited header (`! Name`) say the same and are skipped.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && separator > 0 && !line.trim().startsWith('!')) {
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
    }
  }
  return rules
}

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The enhancement scripts, each a progressive addition to pages that work without it. */
export const enhancementNames = ['site', 'contact'] as const
export type Enhancement = (typeof enhancementNames)[number]

/** Where the build records the hashed file of each enhancement (written before rendering). */
export const enhancementManifestPath = (projectRoot: string) =>
  join(projectRoot, '.cache', 'enhancements.json')

/** The enhancements a page uses, by its kind: code no page needs is never sent. */
export function enhancementsOf(pageData: { pageContext?: unknown }): Enhancement[] {
  const { kind } = (pageData.pageContext ?? {}) as { kind?: string }
  return kind === 'contact' ? ['site', 'contact'] : ['site']
}

/** The script elements of the enhancements a page uses. */
export function enhancementScripts(projectRoot: string, needed: readonly Enhancement[]) {
  const manifestPath = enhancementManifestPath(projectRoot)
  if (!existsSync(manifestPath)) {
    throw new Error(`No enhancement scripts at ${manifestPath}: gatsby-node builds them first.`)
  }
  const files = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<Enhancement, string>
  return needed.map((name) => <script key={name} type="module" src={files[name]} />)
}

/** The enhancement scripts, each a progressive addition to pages that work without it. */
export const enhancementNames = ['site', 'contact', 'search', 'not-found'] as const
export type Enhancement = (typeof enhancementNames)[number]

/** The hashed URL of each enhancement, defined by gatsby-node when it bundles them. */
declare const ENHANCEMENT_FILES: Record<Enhancement, string>

/** The builds of the inline boot script (src/browser/boot.ts). */
export type BootBuild = 'plain' | 'withPrices'

/** The boot script a page runs: only one that shows prices reads the visitor's time zone. */
export function bootBuildOf(pageData: { pageContext?: unknown }): BootBuild {
  const context = (pageData.pageContext ?? {}) as { kind?: string }
  return context.kind === 'pricing' ? 'withPrices' : 'plain'
}

/** The enhancements a page uses, by its kind: code no page needs is never sent. */
export function enhancementsOf(pageData: { pageContext?: unknown }): Enhancement[] {
  const context = (pageData.pageContext ?? {}) as { kind?: string; notFoundKind?: string }
  if (context.kind === 'contact') return ['site', 'contact']
  if (context.kind === 'search') return ['site', 'search']
  if (context.notFoundKind) return ['site', 'not-found']
  return ['site']
}

/**
 * The addresses of the enhancements a page uses, for the boot script's `data-enhance`: it loads
 * them after the first paint (src/browser/boot.ts).
 */
export function enhancementFiles(needed: readonly Enhancement[]): string {
  // A name of its own: the build writes the object in place of ENHANCEMENT_FILES, and
  // `(name) => {…}[name]` would read as a function body.
  const files = ENHANCEMENT_FILES
  return needed.map((name) => files[name]).join(' ')
}

/** The enhancement scripts, each a progressive addition to pages that work without it. */
export const enhancementNames = ['site', 'contact', 'search', 'not-found'] as const
export type Enhancement = (typeof enhancementNames)[number]

/** The hashed URL of each enhancement, defined by gatsby-node when it bundles them. */
declare const ENHANCEMENT_FILES: Record<Enhancement, string>

/** The enhancements a page uses, by its kind: code no page needs is never sent. */
export function enhancementsOf(pageData: { pageContext?: unknown }): Enhancement[] {
  const context = (pageData.pageContext ?? {}) as { kind?: string; notFoundKind?: string }
  if (context.kind === 'contact') return ['site', 'contact']
  if (context.kind === 'search') return ['site', 'search']
  if (context.notFoundKind) return ['site', 'not-found']
  return ['site']
}

/**
 * The script elements of the enhancements a page uses. They are fetched at low priority: a page
 * is readable without them, so they must not compete with its document, font and images.
 */
export function enhancementScripts(needed: readonly Enhancement[]) {
  // React 18 knows no fetchPriority prop, so the attribute is passed as the browser spells it.
  const lowPriority = { fetchpriority: 'low' }
  return needed.map((name) => (
    <script key={name} type="module" src={ENHANCEMENT_FILES[name]} {...lowPriority} />
  ))
}

import { defaultLanguage, languageCodes, type Language } from './languages'
import { languagePrefix } from './paths'

/** Which not-found message an unknown path gets (spec section 8). */
export type NotFoundKind = 'page' | 'blog-post' | 'upload'

/** Files once uploaded to the old site; those that exist are served from static/lovable-uploads. */
export const uploadsPrefix = '/lovable-uploads'

/** The part of the site whose unknown paths a not-found page answers. */
function notFoundScope(language: Language, kind: NotFoundKind): string {
  if (kind === 'upload') return uploadsPrefix
  return `${languagePrefix(language)}${kind === 'blog-post' ? '/blog' : ''}`
}

/** The page the host serves, with status 404, for unknown paths of a kind in a language. */
export function notFoundPagePath(language: Language, kind: NotFoundKind): string {
  return `${notFoundScope(language, kind)}/404`
}

/**
 * The paths a not-found page stands for, in the browser's router: so that Gatsby shows it at
 * the unknown path itself (it would otherwise move the visitor to /es/404), and so that the root
 * 404.html of a host without rules still ends up showing the right language.
 */
export function notFoundMatchPath(language: Language, kind: NotFoundKind): string | undefined {
  const scope = notFoundScope(language, kind)
  return scope === '' ? undefined : `${scope}/*`
}

/** The requested file's name, or null when the path is not valid percent-encoding. */
export function uploadedFileName(path: string): string | null {
  const encoded = path.slice(uploadsPrefix.length + 1)
  try {
    return decodeURIComponent(encoded)
  } catch {
    console.warn(`Malformed percent-encoding in the requested path: ${path}`)
    return null
  }
}

/**
 * Host rules for unknown paths, most specific first: a missing upload, a missing blog post of a
 * language, any other unknown path of a language. Static hosts apply them in this order.
 */
export function notFoundRules(): { pattern: string; page: string }[] {
  const byLanguage = languageCodes.flatMap((language) => [
    {
      pattern: `${languagePrefix(language)}/blog/*`,
      page: notFoundPagePath(language, 'blog-post'),
    },
    { pattern: `${languagePrefix(language)}/*`, page: notFoundPagePath(language, 'page') },
  ])
  // The default language has no prefix, so its catch-all must come after the prefixed ones.
  const isRootCatchAll = (rule: { pattern: string }) => rule.pattern === '/*'
  return [
    { pattern: `${uploadsPrefix}/*`, page: notFoundPagePath(defaultLanguage, 'upload') },
    ...byLanguage.filter((rule) => !isRootCatchAll(rule)),
    ...byLanguage.filter(isRootCatchAll),
  ]
}

/** Whether a `_redirects`-style pattern (an exact path or a prefix ending in `/*`) covers a path. */
export function patternCovers(pattern: string, path: string): boolean {
  return pattern.endsWith('/*')
    ? path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2)
    : path === pattern
}

/** The not-found page that answers an unknown path, as the host rules choose it. */
export function notFoundPageFor(path: string): string {
  return (
    notFoundRules().find(({ pattern }) => patternCovers(pattern, path))?.page ??
    notFoundPagePath(defaultLanguage, 'page')
  )
}

/**
 * The version of what a content file says, which a translation records (`translatedFrom`) to show
 * which English text it was checked against. Shared by the build (src/node/content-files.ts) and
 * the CMS (src/browser/cms/translation-status.ts), so both name a text by the same version.
 */

/** A value as JSON with the keys of every object sorted, so that field order does not count. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )

/** What is fingerprinted: the fields and the body, not how they are written. */
export const versionedText = (fields: unknown, body: string) =>
  canonicalJson({ fields, body: body.trim() })

/** A version is the start of the SHA-256 of the versioned text, in hexadecimal. */
export const versionFromDigest = (hexDigest: string) => hexDigest.slice(0, 12)

/**
 * How one language version of an item stands against the English source:
 * - `source`: the English file itself;
 * - `up to date`: checked against the English file as it is now;
 * - `outdated`: the English changed since (or the translation never recorded its source);
 * - `missing`: no file in that language.
 */
export type TranslationState = 'source' | 'up to date' | 'outdated' | 'missing'

/** A translation's state from the version it recorded and the English file's version now. */
export const translationState = (recorded: unknown, englishVersion: string): TranslationState =>
  recorded === englishVersion ? 'up to date' : 'outdated'

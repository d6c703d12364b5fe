/** Kinds of content page that search engines should not list: a thank-you page is only a reply. */
const unindexedKinds: readonly string[] = ['thank-you']

export function isIndexedKind(kind: string): boolean {
  return !unindexedKinds.includes(kind)
}

/**
 * Kinds of content page that search engines should not list: a thank-you page is only a reply,
 * and a page of search results has nothing of its own (search engines ask sites not to offer them).
 */
const unindexedKinds: readonly string[] = ['thank-you', 'search']

export function isIndexedKind(kind: string): boolean {
  return !unindexedKinds.includes(kind)
}

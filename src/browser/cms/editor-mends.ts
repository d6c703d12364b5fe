/**
 * Three faults of Decap 3's editor, mended from outside its bundle.
 *
 * - Its toolbar says "Changes saved" whenever an entry has no unsaved change, a new entry not yet
 *   saved included. On a new entry's route that status is hidden: nothing has been saved.
 * - Its toolbar offers "Check for Preview" for every entry, which does nothing where no host
 *   builds deploy previews (`npm run cms` on this computer); there it is hidden.
 * - Its editor loads an entry when it is first drawn, and not when the address changes from one
 *   entry straight to another (typed, or from a bookmark): the form then shows the previous
 *   entry's draft, or nothing, and saving it would write that over the file. Such a change loads
 *   the CMS again at the new address, which shows the entry loading, then loaded.
 *
 * The classes are those Decap 3's bundle gives its toolbar's parts (BackStatusUnchanged,
 * PreviewButtonContainer); the CMS's browser tests (e2e/cms-languages.e2e.ts) fail if a version
 * of Decap changes them, or any of these faults.
 */

const unchangedStatus = 'e1d2l9mo12'
const previewButton = 'e1d2l9mo3'

interface EditorRoute {
  collection: string
  /** The entry's slug; none on a new entry's route. */
  entry?: string
}

/** The entry an address of the CMS edits, if it is an editor's. */
export function editorRouteOf(hash: string): EditorRoute | undefined {
  const match = hash.match(/^#\/collections\/([^/?]+)\/(?:new\b|entries\/([^?]+))/)
  if (!match?.[1]) return undefined
  return { collection: match[1], ...(match[2] && { entry: match[2] }) }
}

/**
 * Whether Decap's editor can go from `from` to `to` itself: a new entry saved (its route becomes
 * the entry's), or a saved one followed by a new one ("Publish and create new").
 */
export function editorFollows(from: EditorRoute | undefined, to: EditorRoute | undefined) {
  if (!from || !to) return true
  if (from.collection !== to.collection) return false
  return !from.entry || !to.entry || from.entry === to.entry
}

export function mendEditor({ deployPreviews }: { deployPreviews: boolean }) {
  const style = document.createElement('style')
  style.textContent = [
    `html[data-new-entry] .${unchangedStatus} { visibility: hidden; }`,
    ...(deployPreviews ? [] : [`html .${previewButton} { display: none; }`]),
  ].join('\n')
  document.head.append(style)
  let route = editorRouteOf(location.hash)
  const mark = () =>
    document.documentElement.toggleAttribute('data-new-entry', Boolean(route && !route.entry))
  window.addEventListener('hashchange', () => {
    const next = editorRouteOf(location.hash)
    if (!editorFollows(route, next)) location.reload()
    route = next
    mark()
  })
  mark()
}

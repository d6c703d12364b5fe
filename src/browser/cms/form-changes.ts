/**
 * Decap redraws a field only when its own value changes, and its `entry` prop holds the entry as
 * it was when the field was drawn (Decap keeps it only for old widgets). A field that shows what
 * other fields hold (an address from the title, the state of every translation) reads the entry
 * from Decap's `getEntry` instead, and redraws after each input, change and click in the CMS,
 * once Decap has handled it: typing, "Fill in from another locale", a translation marked.
 */

const events = ['input', 'change', 'click'] as const

/** Calls `redraw` after each change the writer makes; returns the function that stops it. */
export function followFormChanges(redraw: () => void): () => void {
  const later = () => void setTimeout(redraw, 0)
  for (const event of events) document.addEventListener(event, later)
  return () => {
    for (const event of events) document.removeEventListener(event, later)
  }
}

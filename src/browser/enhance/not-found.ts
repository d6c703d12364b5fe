/** The enhancement script of the not-found pages, on top of the site's own. */
import { fill } from '../../i18n/strings'
import { notFoundPageFor, uploadedFileName } from '../../i18n/not-found'
import { stateDisclosures } from './disclosures'

/** A missing upload is named on its page; the page only knows the path in the browser. */
function nameMissingFile() {
  const message = document.querySelector<HTMLElement>('[data-upload-message]')
  const fileName = uploadedFileName(location.pathname)
  if (message && fileName !== null) {
    message.textContent = fill(message.dataset.uploadMessage ?? '', { filename: fileName })
  }
}

/**
 * A host without per-language rules answers every unknown path with the root 404.html. That page
 * then shows the not-found page of the path's language and kind in its place, as a host with the
 * rules would have served it.
 */
async function showNotFoundPageOfPath() {
  const own = document.querySelector<HTMLElement>('[data-not-found-page]')?.dataset.notFoundPage
  const wanted = notFoundPageFor(location.pathname)
  if (!own || own === wanted) return
  const response = await fetch(wanted)
  if (!response.ok) return
  const next = new DOMParser().parseFromString(await response.text(), 'text/html')
  document.documentElement.lang = next.documentElement.lang
  document.title = next.title
  document.head.querySelectorAll('style').forEach((style) => style.remove())
  next.head.querySelectorAll('style').forEach((style) => document.head.append(style))
  document.body.replaceWith(next.body)
  stateDisclosures(document)
}

nameMissingFile()
void showNotFoundPageOfPath().then(nameMissingFile)

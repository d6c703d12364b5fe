import { rememberLanguageChoice } from '../language-choice'

/**
 * A language picked in the switcher or the footer is a choice that the root redirect respects
 * for the rest of the session.
 */
export function rememberLanguageLinks(root: Document) {
  root.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a[data-language-link]')) {
      rememberLanguageChoice()
    }
  })
}

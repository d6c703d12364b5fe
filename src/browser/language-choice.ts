/** Session flag: the visitor was sent to their language, or chose one, in this session. */
export const languageChoiceKey = 'brightshelf:language-chosen'

/** A language picked in the switcher is a choice the root redirect must respect afterwards. */
export function rememberLanguageChoice() {
  try {
    sessionStorage.setItem(languageChoiceKey, '1')
  } catch {
    // Storage may be disabled; the choice then lasts for this page only.
  }
}

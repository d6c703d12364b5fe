/** Native <details> disclosures that the site's enhancement script completes. */
const disclosureSelector = 'details[data-disclosure]'

function stateExpanded(details: HTMLDetailsElement) {
  details.querySelector(':scope > summary')?.setAttribute('aria-expanded', String(details.open))
}

/** States aria-expanded on every disclosure now in the document. */
export function stateDisclosures(root: Document) {
  root.querySelectorAll<HTMLDetailsElement>(disclosureSelector).forEach(stateExpanded)
}

/**
 * The mobile menu and the language switcher are native <details> elements, which open and close
 * by mouse, touch and keyboard without any script. This adds what they lack: the summary states
 * aria-expanded, choosing a link inside closes the disclosure, and so does Escape, which returns
 * focus to the summary. Listeners sit on the document, so they also serve disclosures rendered
 * later.
 */
export function enhanceDisclosures(root: Document) {
  stateDisclosures(root)
  // toggle does not bubble, so it is caught on its way down.
  root.addEventListener(
    'toggle',
    (event) => {
      const { target } = event
      if (target instanceof HTMLDetailsElement && target.matches(disclosureSelector)) {
        stateExpanded(target)
      }
    },
    true,
  )
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a')
    const details = link?.closest<HTMLDetailsElement>(disclosureSelector)
    if (details) details.open = false
  })
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const details = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(
      `${disclosureSelector}[open]`,
    )
    if (!details) return
    details.open = false
    details.querySelector<HTMLElement>(':scope > summary')?.focus()
  })
}

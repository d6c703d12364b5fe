import { useId } from 'react'
import { visuallyHidden } from '../ui/visually-hidden'
import { useStrings } from './page-frame'
import { dropdownPanel, summaryButton } from './disclosure-styles'
import { NavLinks } from './nav-links'

/** The main links behind a Menu button, shown instead of the inline links on small screens. */
export function MobileMenu() {
  const strings = useStrings()
  const menuId = useId()
  const buttonId = useId()
  return (
    <details data-disclosure sx={{ display: ['block', null, null, 'none'] }}>
      <summary id={buttonId} sx={summaryButton} aria-controls={menuId}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 6h16M4 12h16M4 18h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {/* On the narrowest phones the word gives way to the search button; it still names the menu. */}
        <span sx={{ '@media (max-width: 359.98px)': visuallyHidden }}>{strings.nav.menu}</span>
      </summary>
      <nav
        id={menuId}
        // Named by its button, so that it differs from the inline navigation it stands in for.
        aria-labelledby={buttonId}
        sx={{ ...dropdownPanel, left: 0, right: 0, mx: 3, p: 3 }}
      >
        <NavLinks layout={{ flexDirection: 'column', gap: 1 }} />
      </nav>
    </details>
  )
}

import { Link } from 'gatsby'
import { contactItem, searchItem } from '../../i18n/navigation'
import { homePath } from '../../i18n/paths'
import { Logo } from '../ui/logo'
import { ButtonLink, buttonStyle } from '../ui/button-link'
import { useCurrentPath, useLanguage, useRoute, useStrings } from './page-frame'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'

/** The magnifier that leads to the search page of the page's language. */
function SearchLink() {
  const strings = useStrings()
  const routeTo = useRoute()
  const path = routeTo(searchItem)
  const currentPath = useCurrentPath()
  return (
    <Link
      to={path}
      aria-label={strings.search.open}
      aria-current={path === currentPath ? 'page' : undefined}
      sx={buttonStyle('ghost', 'sm', { px: [2, 3] })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Link>
  )
}

export function Header() {
  const language = useLanguage()
  const strings = useStrings()
  const routeTo = useRoute()
  return (
    <header
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'header',
        bg: 'background',
        borderBottom: '1px solid',
        borderColor: 'border',
        // Browsers paint what they have parsed whenever the parser waits, and the items after
        // the logo are laid out from the right: drawn before the last of them, they would move
        // once it came. They are shown once the main content, which follows the header, is in.
        '&:not(:has(+ main)) > div > * + *': { visibility: 'hidden' },
      }}
    >
      <div
        sx={{
          variant: 'layout.container',
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: [2, 3],
          minHeight: 72,
        }}
      >
        <Link
          to={homePath(language)}
          aria-label={strings.site.homeLink}
          sx={{ color: 'primary', textDecoration: 'none', mr: 'auto' }}
        >
          <Logo />
        </Link>
        <nav aria-label={strings.nav.label} sx={{ display: ['none', null, null, 'block'] }}>
          <NavLinks layout={{ gap: 1 }} />
        </nav>
        <SearchLink />
        <LanguageSwitcher />
        <div sx={{ display: ['none', 'block'], whiteSpace: 'nowrap' }}>
          <ButtonLink to={routeTo(contactItem)} variant="gold" size="sm">
            {strings.nav.cta}
          </ButtonLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  )
}

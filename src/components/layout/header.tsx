import { Link } from 'gatsby'
import { contactItem } from '../../i18n/navigation'
import { homePath } from '../../i18n/paths'
import { Logo } from '../ui/logo'
import { ButtonLink } from '../ui/button-link'
import { useLanguage, useRoute, useStrings } from './page-frame'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'

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

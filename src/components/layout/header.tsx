import { Link } from 'gatsby'
import { useSiteRoutes } from '../../hooks/use-site-routes'
import { contactItem } from '../../i18n/navigation'
import { homePath } from '../../i18n/paths'
import { Logo } from '../ui/logo'
import { ButtonLink } from '../ui/button-link'
import { useLanguage, useStrings } from './language-context'
import { LanguageSwitcher, type Translation } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'

interface HeaderProps {
  currentPath: string
  translations: readonly Translation[]
}

export function Header({ currentPath, translations }: HeaderProps) {
  const language = useLanguage()
  const strings = useStrings()
  const routeTo = useSiteRoutes()
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
        <nav aria-label={strings.nav.label} sx={{ display: ['none', null, 'block'] }}>
          <NavLinks currentPath={currentPath} layout={{ gap: 1 }} />
        </nav>
        <LanguageSwitcher translations={translations} />
        <div sx={{ display: ['none', 'block'] }}>
          <ButtonLink to={routeTo(contactItem, language)} variant="gold" size="sm">
            {strings.nav.cta}
          </ButtonLink>
        </div>
        <MobileMenu currentPath={currentPath} />
      </div>
    </header>
  )
}

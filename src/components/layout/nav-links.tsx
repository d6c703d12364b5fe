import { Link } from 'gatsby'
import type { ThemeUIStyleObject } from 'theme-ui'
import { useSiteRoutes } from '../../hooks/use-site-routes'
import { mainNavigation } from '../../i18n/navigation'
import { useLanguage, useStrings } from './language-context'

/** The seven main links in the page's language; the link to the current page is marked. */
export function NavLinks({
  currentPath,
  layout,
}: {
  currentPath: string
  layout: ThemeUIStyleObject
}) {
  const language = useLanguage()
  const strings = useStrings()
  const routeTo = useSiteRoutes()
  return (
    <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', ...layout }}>
      {mainNavigation.map(({ item, label }) => {
        const path = routeTo(item, language)
        return (
          <li key={item}>
            <Link
              to={path}
              aria-current={path === currentPath ? 'page' : undefined}
              sx={{ variant: 'links.nav', display: 'block' }}
            >
              {strings.nav[label]}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

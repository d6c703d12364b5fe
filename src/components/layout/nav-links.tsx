import { Link } from 'gatsby'
import type { ThemeUIStyleObject } from 'theme-ui'
import { mainNavigation } from '../../i18n/navigation'
import { useCurrentPath, useRoute, useStrings } from './page-frame'

/** The seven main links in the page's language; the link to the current page is marked. */
export function NavLinks({ layout }: { layout: ThemeUIStyleObject }) {
  const strings = useStrings()
  const routeTo = useRoute()
  const currentPath = useCurrentPath()
  return (
    <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', ...layout }}>
      {mainNavigation.map(({ item, label }) => {
        const path = routeTo(item)
        return (
          <li key={item}>
            <Link
              to={path}
              aria-current={path === currentPath ? 'page' : undefined}
              sx={{ variant: 'links.nav', display: 'block', whiteSpace: 'nowrap' }}
            >
              {strings.nav[label]}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

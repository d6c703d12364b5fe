import type { ComponentProps } from 'react'
import { useCurrentPath } from '../../../components/layout/page-frame'

/**
 * What the site's templates and components import from `gatsby`, in the CMS preview, where they
 * render outside Gatsby (the preview's bundle takes this module for `gatsby`).
 */

/** The queries are Gatsby's to run: the preview gives each template its data itself. */
export function graphql(): void {}

/**
 * A link as the built pages have it: Gatsby's Link renders a plain anchor, marked as the current
 * page when it leads to the page it is on.
 */
export function Link({ to, children, ...rest }: ComponentProps<'a'> & { to: string }) {
  const current = useCurrentPath() === to
  return (
    <a aria-current={current ? 'page' : undefined} {...rest} href={to}>
      {children}
    </a>
  )
}

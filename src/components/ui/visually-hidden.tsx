import type { ReactNode } from 'react'
import type { ThemeUIStyleObject } from 'theme-ui'

/** Out of sight, still read by screen readers and part of an accessible name. */
export const visuallyHidden: ThemeUIStyleObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

/** Text for screen readers only, e.g. to tell apart several "Get started" links. */
export function VisuallyHidden({
  children,
  as: Element = 'span',
}: {
  children: ReactNode
  as?: 'span' | 'h4'
}) {
  return <Element sx={visuallyHidden}>{children}</Element>
}

import type { ReactNode } from 'react'

/** Text for screen readers only, e.g. to tell apart several "Get started" links. */
export function VisuallyHidden({
  children,
  as: Element = 'span',
}: {
  children: ReactNode
  as?: 'span' | 'h4'
}) {
  return (
    <Element
      sx={{
        position: 'absolute',
        width: 1,
        height: 1,
        p: 0,
        m: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Element>
  )
}

import type { ReactNode } from 'react'

/** A responsive grid of cards, `columns` wide on large screens. */
export function CardGrid({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  return (
    <ul
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: [4, 5],
        gridTemplateColumns: ['1fr', 'repeat(2, 1fr)', null, `repeat(${columns}, 1fr)`],
      }}
    >
      {children}
    </ul>
  )
}

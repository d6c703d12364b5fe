import { graphql } from 'gatsby'
import type { ReactNode } from 'react'
import { figures, type FigureKey } from '../../config/site'
import { formatFigure } from '../../i18n/format'
import { FigureBasisNote } from '../facts/figure-basis'
import { useLanguage, useStrings } from '../layout/page-frame'

/**
 * A figure as a page's frontmatter names it: which company figure. Its label, like its basis, is
 * one UI string per language (`figureLabels`), so every page that shows it says the same.
 */
export const query = graphql`
  fragment FigureRowItem on FrontmatterFigure {
    figure
  }
`

type FigureItem = Queries.FigureRowItemFragment

function isFigureKey(key: string): key is FigureKey {
  return key in figures
}

/** The grid that lays out figure cards: two a row on a phone, four on a wide screen. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <ul
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 4,
        gridTemplateColumns: ['repeat(2, minmax(0, 1fr))', null, 'repeat(4, minmax(0, 1fr))'],
      }}
    >
      {children}
    </ul>
  )
}

/** One figure as a card: the number, what it counts, and what it was measured on. */
export function FigureCard({
  value,
  label,
  note,
}: {
  value: string
  label: string
  note: ReactNode
}) {
  return (
    <li sx={{ variant: 'cards.primary', textAlign: 'center' }}>
      <span sx={{ variant: 'text.number', display: 'block', fontSize: [7, 8] }}>{value}</span>
      <span sx={{ color: 'mutedText' }}>{label}</span>
      {note}
    </li>
  )
}

/** Company figures (values from the site facts) with their localized labels, as cards. */
export function FigureCards({ items }: { items: readonly FigureItem[] }) {
  const language = useLanguage()
  const { figureForms, figureLabels } = useStrings()
  return (
    <>
      {items
        .map(({ figure }) => figure)
        .filter(isFigureKey)
        .map((figure) => (
          <FigureCard
            key={figure}
            value={formatFigure(figures[figure], language, figureForms)}
            label={figureLabels[figure]}
            note={<FigureBasisNote figure={figure} />}
          />
        ))}
    </>
  )
}

/** A row of company figures. */
export function FigureRow({ items }: { items: readonly FigureItem[] }) {
  return (
    <FigureGrid>
      <FigureCards items={items} />
    </FigureGrid>
  )
}

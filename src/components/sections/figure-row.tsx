import { figures, type FigureKey } from '../../config/site'
import { formatFigure } from '../../i18n/format'
import { FigureBasisNote } from '../facts/figure-basis'
import { useLanguage, useStrings } from '../layout/page-frame'

interface FigureRowProps {
  items: readonly { figure: string; label: string }[]
}

function isFigureKey(key: string): key is FigureKey {
  return key in figures
}

/**
 * Company figures (values from the site facts) with their localized labels, and under each
 * measured figure what it was measured on.
 */
export function FigureRow({ items }: FigureRowProps) {
  const language = useLanguage()
  const { figureForms } = useStrings()
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
      {items
        .filter((item): item is { figure: FigureKey; label: string } => isFigureKey(item.figure))
        .map(({ figure, label }) => (
          <li key={figure} sx={{ variant: 'cards.primary', textAlign: 'center' }}>
            <span sx={{ variant: 'text.number', display: 'block', fontSize: [7, 8] }}>
              {formatFigure(figures[figure], language, figureForms)}
            </span>
            <span sx={{ color: 'mutedText' }}>{label}</span>
            <FigureBasisNote figure={figure} />
          </li>
        ))}
    </ul>
  )
}

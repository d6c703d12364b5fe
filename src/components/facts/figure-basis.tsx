import { figureBases, isMeasured, type FigureKey } from '../../config/site'
import { formatNumber, monthSpan } from '../../i18n/format'
import { fill } from '../../i18n/strings'
import { useLanguage, useStrings } from '../layout/page-frame'
import { OwnerFactText } from './company-facts'

/**
 * What a headline figure was measured on, in the page's language: the clients it averages and the
 * months it covers, so that no figure stands without its basis. While the operator has not stated
 * the basis, the placeholder stands in its place. Figures that are no measurement (years since the
 * founding, support hours) have none.
 */
export function FigureBasisNote({ figure }: { figure: FigureKey }) {
  const language = useLanguage()
  const strings = useStrings()
  if (!isMeasured(figure)) return null
  return (
    <small sx={{ display: 'block', mt: 2, color: 'mutedText', fontSize: 1 }}>
      <OwnerFactText
        fact={figureBases[figure]}
        show={({ clients, from, to }) =>
          fill(strings.figureBasis[figure], {
            clients: clients === undefined ? '' : formatNumber(clients, language),
            ...monthSpan(from, to, language),
          })
        }
      />
    </small>
  )
}

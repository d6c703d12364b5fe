import { markets } from '../../config/site'
import { countryName } from '../../i18n/format'
import { useLanguage } from '../layout/page-frame'

/** The countries the agency sells in for its clients, named in the page's language, each with its Amazon store. */
export function MarketList() {
  const language = useLanguage()
  return (
    <ul sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {markets.map(({ countryCode, store }) => (
        <li
          key={countryCode}
          sx={{
            bg: 'background',
            borderRadius: 'pill',
            px: 3,
            py: 1,
            border: '1px solid',
            borderColor: 'border',
          }}
        >
          {countryName(countryCode, language)}{' '}
          <span sx={{ variant: 'text.small', color: 'mutedText' }}>{store}</span>
        </li>
      ))}
    </ul>
  )
}

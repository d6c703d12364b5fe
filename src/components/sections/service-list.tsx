import type { IconName } from '../../config/icons'
import { Icon } from '../ui/icon'
import { cardNumber } from './numbered-cards'

interface ServiceListProps {
  items: readonly {
    icon: string
    title: string
    description: string
    features: readonly string[]
  }[]
}

/** The numbered services, each with its features. */
export function ServiceList({ items }: ServiceListProps) {
  return (
    <ol sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 5 }}>
      {items.map(({ icon, title, description, features }, index) => (
        <li
          key={title}
          sx={{
            variant: 'cards.primary',
            display: 'grid',
            gap: [3, 5],
            gridTemplateColumns: ['1fr', null, '120px 1fr 1fr'],
          }}
        >
          <div sx={{ display: 'flex', alignItems: 'center', gap: 3, color: 'accent' }}>
            <span sx={{ variant: 'text.number', fontSize: 7 }}>{cardNumber(index)}</span>
            <Icon name={icon as IconName} size={32} />
          </div>
          <div>
            <h3 sx={{ variant: 'text.cardTitle' }}>{title}</h3>
            <p sx={{ color: 'mutedText', mb: 0 }}>{description}</p>
          </div>
          <ul sx={{ m: 0, pl: 4, display: 'grid', gap: 2, alignContent: 'start' }}>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}

import type { IconName } from '../../config/icons'
import { Icon } from '../ui/icon'
import { CardGrid } from './card-grid'

interface ContactCardsProps {
  items: readonly { icon: string; title: string; content: string; description: string }[]
}

/** Ways to reach the agency, each a card. */
export function ContactCards({ items }: ContactCardsProps) {
  return (
    <CardGrid columns={3}>
      {items.map(({ icon, title, content, description }) => (
        <li key={title} sx={{ variant: 'cards.primary' }}>
          <span sx={{ color: 'accent' }}>
            <Icon name={icon as IconName} size={32} />
          </span>
          <h3 sx={{ variant: 'text.cardTitle', mt: 3 }}>{title}</h3>
          <p sx={{ fontWeight: 'bold', mb: 1 }}>{content}</p>
          <p sx={{ color: 'mutedText', m: 0 }}>{description}</p>
        </li>
      ))}
    </CardGrid>
  )
}

import type { IconName } from '../../config/icons'
import { Icon } from '../ui/icon'
import { CardGrid } from './card-grid'

interface IconCardsProps {
  items: readonly { icon: string; title: string; description: string }[]
}

/** Cards with a picture, a title and a text (values, advantages). */
export function IconCards({ items }: IconCardsProps) {
  return (
    <CardGrid columns={4}>
      {items.map(({ icon, title, description }) => (
        <li key={title} sx={{ variant: 'cards.primary' }}>
          <span sx={{ color: 'accent' }}>
            <Icon name={icon as IconName} size={32} />
          </span>
          <h3 sx={{ variant: 'text.cardTitle', mt: 3 }}>{title}</h3>
          <p sx={{ color: 'mutedText', mb: 0 }}>{description}</p>
        </li>
      ))}
    </CardGrid>
  )
}

import { CardGrid } from './card-grid'

/** '01', '02', ...: the number a card shows for its position. */
export function cardNumber(index: number): string {
  return String(index + 1).padStart(2, '0')
}

interface NumberedCardsProps {
  items: readonly { title: string; description: string }[]
}

/** Cards numbered in order, without feature lists (the home page's service cards). */
export function NumberedCards({ items }: NumberedCardsProps) {
  return (
    <CardGrid columns={3}>
      {items.map(({ title, description }, index) => (
        <li key={title} sx={{ variant: 'cards.primary' }}>
          <span sx={{ variant: 'text.number', fontSize: 6 }} aria-hidden="true">
            {cardNumber(index)}
          </span>
          <h3 sx={{ variant: 'text.cardTitle', mt: 2 }}>{title}</h3>
          <p sx={{ color: 'mutedText', mb: 0 }}>{description}</p>
        </li>
      ))}
    </CardGrid>
  )
}

import { CardGrid } from './card-grid'

/** Frequently asked questions, each answer visible in its card. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <CardGrid columns={2}>
      {items.map(({ question, answer }) => (
        <li key={question} sx={{ variant: 'cards.primary' }}>
          <h3 sx={{ variant: 'text.cardTitle', fontSize: [3, 3] }}>{question}</h3>
          <p sx={{ color: 'mutedText', mb: 0 }}>{answer}</p>
        </li>
      ))}
    </CardGrid>
  )
}

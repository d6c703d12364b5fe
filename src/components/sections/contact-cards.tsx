import type { ReactNode } from 'react'
import type { IconName } from '../../config/icons'
import { company } from '../../config/site'
import { Icon } from '../ui/icon'
import { CardGrid } from './card-grid'

interface ContactCardsProps {
  email: { title: string; description: string }
  items: readonly { icon: string; title: string; content: string; description: string }[]
}

function ContactCard({
  icon,
  title,
  main,
  description,
}: {
  icon: IconName
  title: string
  main: ReactNode
  description: string
}) {
  return (
    <li sx={{ variant: 'cards.primary' }}>
      <span sx={{ color: 'accent' }}>
        <Icon name={icon} size={32} />
      </span>
      <h3 sx={{ variant: 'text.cardTitle', mt: 3 }}>{title}</h3>
      <p sx={{ fontWeight: 'bold', mb: 1 }}>{main}</p>
      <p sx={{ color: 'mutedText', m: 0 }}>{description}</p>
    </li>
  )
}

/** Ways to reach the agency, each a card; the first gives the e-mail address. */
export function ContactCards({ email, items }: ContactCardsProps) {
  return (
    <CardGrid columns={3}>
      <ContactCard
        icon="email"
        title={email.title}
        main={
          <a href={`mailto:${company.email}`} sx={{ variant: 'styles.a' }}>
            {company.email}
          </a>
        }
        description={email.description}
      />
      {items.map(({ icon, title, content, description }) => (
        <ContactCard
          key={title}
          icon={icon as IconName}
          title={title}
          main={content}
          description={description}
        />
      ))}
    </CardGrid>
  )
}

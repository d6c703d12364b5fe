import { useId, type ReactNode } from 'react'

interface SectionProps {
  heading: string
  lead?: string | null
  id?: string
  muted?: boolean
  children?: ReactNode
}

/** A full-width band of a page with its heading (h2) and optional introduction. */
export function Section({ heading, lead, id, muted = false, children }: SectionProps) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      sx={{ variant: 'layout.section', bg: muted ? 'muted' : 'background' }}
    >
      <div sx={{ variant: 'layout.container' }}>
        <div sx={{ maxWidth: 'narrow', mb: 6 }}>
          <h2 id={headingId} sx={{ variant: 'text.sectionTitle' }}>
            {heading}
          </h2>
          {lead && <p sx={{ variant: 'text.lead', mt: 3 }}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}

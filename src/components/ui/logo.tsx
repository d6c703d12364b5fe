import { company } from '../../config/site'

/** The brand mark: a shelf with a rising bar, followed by the name. */
export function Logo() {
  return (
    <span sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b2545" />
        <rect x="7" y="16" width="4" height="8" rx="1" fill="#f2b441" />
        <rect x="14" y="12" width="4" height="12" rx="1" fill="#f2b441" />
        <rect x="21" y="7" width="4" height="17" rx="1" fill="#ffffff" />
        <rect x="5" y="25" width="22" height="2" rx="1" fill="#ffffff" />
      </svg>
      <span sx={{ fontWeight: 'heading', fontSize: 4, letterSpacing: '-0.01em' }}>
        {company.name}
      </span>
    </span>
  )
}

import { brandMark } from '../../config/brand-mark'
import { company } from '../../config/site'

/** The brand mark followed by the name. */
export function Logo() {
  return (
    <span sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        {brandMark.map((shape) => (
          <rect key={`${shape.x}-${shape.y}`} {...shape} />
        ))}
      </svg>
      <span sx={{ fontWeight: 'heading', fontSize: [3, 4], letterSpacing: '-0.01em' }}>
        {company.name}
      </span>
    </span>
  )
}

import type { IconName } from '../../config/icons'

/** Stroke drawings on a 24×24 grid; decorative, so hidden from assistive technology. */
const drawings: Record<IconName, string[]> = {
  strategy: ['M12 3a9 9 0 1 0 9 9', 'M12 7a5 5 0 1 0 5 5', 'M12 12l8-8', 'M16 4h4v4'],
  content: ['M4 4h16v16H4z', 'M8 8h8', 'M8 12h8', 'M8 16h5'],
  advertising: [
    'M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1z',
    'M16 9a4 4 0 0 1 0 6',
    'M19 6a8 8 0 0 1 0 12',
  ],
  operations: [
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
    'M12 2v3',
    'M12 19v3',
    'M2 12h3',
    'M19 12h3',
    'M4.9 4.9l2.1 2.1',
    'M17 17l2.1 2.1',
    'M4.9 19.1L7 17',
    'M17 7l2.1-2.1',
  ],
  international: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M3 12h18',
    'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9',
    'M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9',
  ],
  custom: [
    'M4 6h10',
    'M18 6h2',
    'M4 12h4',
    'M12 12h8',
    'M4 18h12',
    'M20 18h0',
    'M16 4v4',
    'M10 10v4',
    'M18 16v4',
  ],
  growth: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  trust: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  people: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21c0-4 3-6 7-6s7 2 7 6',
    'M16 3.5a4 4 0 0 1 0 7',
    'M19 15c2 .8 3 2.8 3 6',
  ],
  insight: [
    'M9 18h6',
    'M10 21h4',
    'M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  ],
  email: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  location: [
    'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z',
    'M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3 3'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
}

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      sx={{ flexShrink: 0 }}
    >
      {drawings[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  )
}

/** Names a writer may use in an `icon` field. Each has a drawing in components/ui/icon.tsx. */
export const iconNames = [
  'strategy',
  'content',
  'advertising',
  'operations',
  'international',
  'custom',
  'growth',
  'trust',
  'people',
  'insight',
  'email',
  'location',
  'clock',
  'chat',
] as const

export type IconName = (typeof iconNames)[number]

/** Paths of the icon files the build writes (src/node/icons.ts) and the head links. */
export const iconFiles = {
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  /** The organization's logo in the structured data. */
  logo: '/icons/logo-512.png',
} as const

export const logoSize = 512

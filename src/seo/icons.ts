/** Paths of the icon files the build writes (src/node/icons.ts) and the head links. */
export const iconFiles = {
  favicon: '/favicon.ico',
  svg: '/icon.svg',
  appleTouch: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
  png: (size: number) => `/icons/icon-${size}.png`,
} as const

/** PNG sizes of the web manifest (home screens, splash screens). */
export const manifestIconSizes = [192, 512] as const

import { brandMarkSvg } from '../config/brand-mark'

/** Paths of the icon files the build writes (src/node/icons.ts) and the head links. */
export const iconFiles = {
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  /** The organization's logo in the structured data. */
  logo: '/icons/logo-512.png',
} as const

export const logoSize = 512

/**
 * The tab icon, written into every page: a browser fetches its icon after the page's load event,
 * and a fetch that ends before the first screen is drawn counts in Lighthouse's largest paint.
 * The mark is a few rectangles, under 400 bytes.
 */
export function svgIconDataUrl(): string {
  return `data:image/svg+xml,${encodeURIComponent(brandMarkSvg())}`
}

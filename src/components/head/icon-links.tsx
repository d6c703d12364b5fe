import { brandColors } from '../../config/brand-mark'
import { iconFiles, svgIconDataUrl } from '../../seo/icons'

/**
 * The icons of a browser tab and a phone's home screen. No web manifest: the site is a brochure,
 * not an app to install, and Chromium fetched a manifest and its icon after every first load.
 */
export function IconLinks() {
  return (
    <>
      <link rel="icon" href={iconFiles.favicon} sizes="32x32" />
      <link rel="icon" href={svgIconDataUrl()} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={iconFiles.appleTouch} />
      <meta name="theme-color" content={brandColors.navy} />
    </>
  )
}

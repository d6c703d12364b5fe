import { brandColors } from '../../config/brand-mark'
import { iconFiles } from '../../seo/icons'

/** The icons a browser tab and a phone's home screen ask for, written by the build. */
export function IconLinks() {
  return (
    <>
      <link rel="icon" href={iconFiles.favicon} sizes="32x32" />
      <link rel="icon" href={iconFiles.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={iconFiles.appleTouch} />
      <link rel="manifest" href={iconFiles.manifest} />
      <meta name="theme-color" content={brandColors.navy} />
    </>
  )
}

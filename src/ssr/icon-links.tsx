import { brandColors } from '../config/brand-mark'
import { iconFiles } from '../seo/icons'

/**
 * The icons of a browser tab and a phone's home screen, the same on every page. No web manifest:
 * the site is a brochure, not an app to install, and Chromium fetched a manifest and its icon
 * after every first load. `tabIcon` is the favicon's 32 px image as a `data:` URL (src/node/icons.ts).
 */
export function iconLinks(tabIcon: string) {
  return [
    <link key="tab-icon" rel="icon" href={tabIcon} sizes="32x32" type="image/png" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={iconFiles.appleTouch} />,
    <meta key="theme-color" name="theme-color" content={brandColors.navy} />,
  ]
}

import type { PreviewSite } from '../../node/cms/preview-site'

/** Where the build left what the CMS knows of the site (src/node/cms/preview-site.ts). */
declare const PREVIEW_SITE_URL: string

let loading: Promise<PreviewSite> | undefined

/** The site as the last build made it, fetched once. */
export function previewSite(): Promise<PreviewSite> {
  loading ??= fetch(PREVIEW_SITE_URL).then((response) => {
    if (!response.ok) throw new Error(`${PREVIEW_SITE_URL} answered ${response.status}.`)
    return response.json() as Promise<PreviewSite>
  })
  return loading
}

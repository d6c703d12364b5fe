import { contentPageFrame, type ContentPageContext } from '../../../i18n/page-context'
import type { UiStrings } from '../../../i18n/strings'
import type { PreviewSite } from '../../../node/cms/preview-site'
import { buildTranslationGraph } from '../../../node/translation-graph'
import type { EditedFile } from './edited-file'

/** Where the build left what the preview knows of the site (src/node/cms/preview-site.ts). */
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

/**
 * The page context the build would give the edited file's page, from the same functions: the
 * site's pages with this one at the address the file now gives it, so that the language switcher
 * and the links to it show what the next build will.
 */
export function pageContextOf(
  site: PreviewSite,
  file: EditedFile,
  path: string,
): ContentPageContext {
  const { language, translationKey, kind, displayPath } = file
  const others = site.pages.filter(
    (page) => page.translationKey !== translationKey || page.language !== language,
  )
  const graph = buildTranslationGraph([...others, { translationKey, language, path, kind }])
  const strings = site.strings[language] as UiStrings
  const outdated = site.outdatedFiles.includes(displayPath)
  return {
    ...contentPageFrame(graph, strings, { language, translationKey, kind }, outdated),
    id: displayPath,
    kind,
  }
}

import { contentPageFrame, type ContentPageContext } from '../../../i18n/page-context'
import type { UiStrings } from '../../../i18n/strings'
import type { PreviewSite } from '../../../node/cms/preview-site'
import { itemInLanguageKey } from '../../../node/article-lists'
import { itemKey } from '../../../node/content-item'
import { buildTranslationGraph } from '../../../node/translation-graph'
import type { EditedFile } from './edited-file'

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
  const { language, kind, displayPath } = file
  // The site's pages name their item with its section, as the build's nodes do.
  const translationKey = itemKey(file)
  const others = site.pages.filter(
    (page) => page.translationKey !== translationKey || page.language !== language,
  )
  const graph = buildTranslationGraph([...others, { translationKey, language, path, kind }])
  const strings = site.strings[language] as UiStrings
  const outdated = site.outdatedFiles.includes(displayPath)
  const end = site.articleEnds[itemInLanguageKey(translationKey, language)]
  return {
    ...contentPageFrame(graph, strings, { language, translationKey, kind }, outdated),
    id: displayPath,
    kind,
    ...(end && {
      newerId: end.newerId,
      neighbourIds: end.neighbours.map(({ id }) => id),
      relatedIds: end.relatedIds,
    }),
  }
}

import { defaultLanguage, toLanguage, type Language } from '../../../i18n/languages'
import type { UiStrings } from '../../../i18n/strings'
import type { PreviewSite, ShowcasePage } from '../../../node/cms/preview-site'
import type { DecapPreviewProps, EditedFile } from './edited-file'
import { showEditedFacts } from './edited-facts'

/**
 * The preview of an entry that is no page: the interface texts and the facts files are shown on
 * the page where a writer sees them change (the home page for texts and figures, the pricing
 * page for prices), drawn as the last build read its file, with the edited texts or facts.
 */

const toJs = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? (value.toJS as () => Record<string, unknown>)()
    : {}

function showcaseFile(site: PreviewSite, page: ShowcasePage, language: Language): EditedFile {
  const source = site.showcase[language]?.[page]
  const english = site.showcase[defaultLanguage]?.[page]
  return {
    section: 'pages',
    translationKey: page,
    language,
    kind: page,
    displayPath: `content/pages/${page}/index.${language}.mdx`,
    frontmatter: source?.frontmatter ?? {},
    body: source?.body ?? '',
    english: english?.frontmatter ?? {},
    folderFiles: [],
  }
}

/** The page and site an interface-texts or facts entry previews on; undefined for other entries. */
export function showcaseOf(
  props: DecapPreviewProps,
  site: PreviewSite,
): { file: EditedFile; site: PreviewSite } | undefined {
  const collection = String(props.collection.get('name'))
  const data = toJs(props.entry.get('data'))
  if (collection === 'strings') {
    const language = toLanguage(props.locale)
    const strings = { ...site.strings, [language]: data as unknown as UiStrings }
    return { file: showcaseFile(site, 'home', language), site: { ...site, strings } }
  }
  if (collection !== 'facts') return undefined
  const name = String(props.entry.get('slug'))
  showEditedFacts(name, data)
  // The facts are the same in every language: shown in the one the writer uses the CMS in.
  const language = toLanguage(document.documentElement.lang)
  return { file: showcaseFile(site, name === 'prices' ? 'pricing' : 'home', language), site }
}

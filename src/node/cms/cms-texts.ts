import { defaultLanguage, type Language } from '../../i18n/languages'
import de from './texts/de.json'
import en from './texts/en.json'
import es from './texts/es.json'
import fr from './texts/fr.json'
import it from './texts/it.json'
import pl from './texts/pl.json'
import pt from './texts/pt.json'

/**
 * The CMS's own words in the writer's language: the labels and hints of its fields, the names of
 * its collections, and a plain name for every interface text ("Header button", not "nav.cta").
 * The English descriptions the build and the writers' guide use (kinds.ts, fact-files.ts) are the
 * keys, as in a gettext catalog: each language's file (texts/<language>.json) gives its words for
 * each, and English's gives only those the CMS words differently from the guide (a date's hint,
 * whose form the date field itself shows). `__tests__/cms-texts.test.ts` holds every file to the
 * texts the configuration uses.
 */

export interface CmsTextCatalog {
  /** The text in this language, by the English text the configuration is written in. */
  texts: Record<string, string>
  /** The name of each interface text and group of them, by its path (`nav.cta`, `nav`). */
  interfaceTexts: Record<string, string>
}

export const cmsTextCatalogs: Record<Language, CmsTextCatalog> = { en, es, de, it, fr, pt, pl }

export interface CmsTexts {
  /**
   * An English label, hint or name in this language, with each `{name}` of `values` filled in
   * (any other braces stay as written).
   */
  text(english: string, values?: Readonly<Record<string, string | number>>): string
  /** The name of an interface text or group, by its path. */
  interfaceText(path: string): string
}

const filled = (template: string, values: Readonly<Record<string, string | number>> = {}) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )

/**
 * The CMS's words in `language`. A text a catalog lacks stays in English (its test names it), so
 * a missing translation never breaks the CMS.
 */
export function cmsTexts(language: Language): CmsTexts {
  const catalog = cmsTextCatalogs[language]
  const english = cmsTextCatalogs[defaultLanguage]
  return {
    text: (text, values) =>
      filled(catalog.texts[text] ?? english.texts[text] ?? text, values ?? {}),
    interfaceText: (path) =>
      catalog.interfaceTexts[path] ?? english.interfaceTexts[path] ?? path.split('.').pop() ?? path,
  }
}

/**
 * The same, recording every English text and interface path asked for: what each catalog must
 * hold.
 */
export function recordingCmsTexts(): CmsTexts & {
  texts: Set<string>
  interfacePaths: Set<string>
} {
  const texts = new Set<string>()
  const interfacePaths = new Set<string>()
  const english = cmsTexts(defaultLanguage)
  return {
    texts,
    interfacePaths,
    text: (text, values) => {
      texts.add(text)
      return english.text(text, values)
    },
    interfaceText: (path) => {
      interfacePaths.add(path)
      return english.interfaceText(path)
    },
  }
}

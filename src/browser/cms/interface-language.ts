import {
  defaultLanguage,
  isLanguage,
  languageCodes,
  languageDefinition,
  type Language,
} from '../../i18n/languages'

/**
 * The CMS speaks the writer's language: the one chosen in its corner menu, else the first of the
 * browser's languages that the site has (Decap has all seven), else English.
 */

export const storageKey = 'brightshelf:cms-language'

/** The language the CMS speaks, from the writer's choice and the browser's languages. */
export function interfaceLanguage(chosen: string | null, preferred: readonly string[]): Language {
  if (chosen !== null && isLanguage(chosen)) return chosen
  const fromBrowser = preferred
    .map((tag) => tag.split('-')[0]?.toLowerCase() ?? '')
    .find((code): code is Language => isLanguage(code))
  return fromBrowser ?? defaultLanguage
}

/** The language the CMS page speaks now, as start.ts set it on the document. */
export function shownLanguage(): Language {
  const lang = document.documentElement.lang
  return isLanguage(lang) ? lang : defaultLanguage
}

export function storedChoice(): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

/** The corner menu in which the writer picks the CMS's language; it starts the CMS anew. */
export function languageMenu(current: Language): HTMLElement {
  const label = document.createElement('label')
  label.setAttribute('data-cms-language', '')
  label.style.cssText =
    'position:fixed;right:12px;bottom:12px;z-index:1000;display:flex;gap:6px;align-items:center;' +
    'padding:6px 10px;border-radius:8px;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.2);' +
    'font:14px system-ui,sans-serif;color:#0f172a'
  label.append('🌐')
  const select = document.createElement('select')
  select.setAttribute(
    'aria-label',
    'CMS language / Sprache / Idioma / Lingua / Langue / Língua / Język',
  )
  for (const code of languageCodes) {
    const option = new Option(languageDefinition(code).name, code, false, code === current)
    option.lang = code
    select.add(option)
  }
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(storageKey, select.value)
    } catch {
      // Without storage the choice lasts for this visit only.
    }
    window.location.reload()
  })
  label.append(select)
  return label
}

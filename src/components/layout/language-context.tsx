import { createContext, useContext, type ReactNode } from 'react'
import { defaultLanguage, type Language } from '../../i18n/languages'
import { uiStrings, type UiStrings } from '../../i18n/strings'

const LanguageContext = createContext<Language>(defaultLanguage)

export function LanguageProvider({
  language,
  children,
}: {
  language: Language
  children: ReactNode
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}

/** The language of the page being rendered. */
export function useLanguage(): Language {
  return useContext(LanguageContext)
}

/** The UI strings in the language of the page being rendered. */
export function useStrings(): UiStrings {
  return uiStrings(useLanguage())
}

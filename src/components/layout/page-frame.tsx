import { createContext, useContext, type ReactNode } from 'react'
import type { Language } from '../../i18n/languages'
import type { PageFrameContext, Translation } from '../../i18n/page-context'
import { homePath } from '../../i18n/paths'
import type { UiStrings } from '../../i18n/strings'

interface PageFrame extends PageFrameContext {
  /** The path of the page being shown, to mark its link as current. */
  currentPath: string
}

const FrameContext = createContext<PageFrame | null>(null)

export function PageFrameProvider({ frame, children }: { frame: PageFrame; children: ReactNode }) {
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>
}

/** Whether a page context carries the frame data the build gives every page of the site. */
export function isPageFrameContext(context: unknown): context is PageFrameContext {
  return (
    typeof context === 'object' && context !== null && 'strings' in context && 'routes' in context
  )
}

function usePageFrame(): PageFrame {
  const frame = useContext(FrameContext)
  if (!frame) throw new Error('Rendered outside a page: no page frame context.')
  return frame
}

/** The language of the page being rendered. */
export function useLanguage(): Language {
  return usePageFrame().language
}

/** The UI strings in the language of the page being rendered. */
export function useStrings(): UiStrings {
  return usePageFrame().strings
}

/** This page in every language it exists in. */
export function useTranslations(): Translation[] {
  return usePageFrame().translations
}

/** An article's: where the language menu leads for each language it is not written in. */
export function useNotTranslated(): Translation[] {
  return usePageFrame().notTranslated ?? []
}

/** The English page's path when it changed after this translation was made; else undefined. */
export function useUpdatedEnglish(): string | undefined {
  return usePageFrame().updatedEnglish
}

export function useCurrentPath(): string {
  return usePageFrame().currentPath
}

/** Finds the path of a page or legal document (by translation key) in the page's language. */
export function useRoute(): (item: string) => string {
  const { routes, language } = usePageFrame()
  return (item) => routes[item] ?? homePath(language)
}

import type { ReactNode } from 'react'
import type { Language } from '../../i18n/languages'
import { Footer } from './footer'
import { Header } from './header'
import { LanguageProvider, useStrings } from './language-context'
import type { Translation } from './language-switcher'

export const mainContentId = 'main-content'

interface LayoutProps {
  language: Language
  currentPath: string
  translations: readonly Translation[]
  children: ReactNode
}

function SkipLink() {
  const strings = useStrings()
  return (
    <a
      href={`#${mainContentId}`}
      sx={{
        variant: 'buttons.default',
        position: 'absolute',
        left: 3,
        top: 3,
        zIndex: 'skipLink',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {strings.site.skipToContent}
    </a>
  )
}

/** The frame of every page: skip link, sticky header, the page's content, footer. */
export function Layout({ language, currentPath, translations, children }: LayoutProps) {
  return (
    <LanguageProvider language={language}>
      <SkipLink />
      <Header currentPath={currentPath} translations={translations} />
      <main id={mainContentId} tabIndex={-1} sx={{ outline: 'none' }}>
        {children}
      </main>
      <Footer translations={translations} />
    </LanguageProvider>
  )
}

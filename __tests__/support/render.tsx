import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ThemeUIProvider } from 'theme-ui'
import { LanguageProvider } from '../../src/components/layout/language-context'
import theme from '../../src/gatsby-plugin-theme-ui'
import type { Language } from '../../src/i18n/languages'

/** Renders a component as the site does: inside the theme and a page language. */
export function renderPage(ui: ReactElement, language: Language = 'en') {
  return render(
    <ThemeUIProvider theme={theme}>
      <LanguageProvider language={language}>{ui}</LanguageProvider>
    </ThemeUIProvider>,
  )
}

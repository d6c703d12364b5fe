import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ThemeUIProvider } from 'theme-ui'
import { PageFrameProvider } from '../../src/components/layout/page-frame'
import theme from '../../src/styles/theme'
import type { Language } from '../../src/i18n/languages'
import type { Translation } from '../../src/i18n/page-context'
import type { UiStrings } from '../../src/i18n/strings'
import { projectRoot, stringsRoot } from '../../src/node/project-paths'
import { expectedPages } from '../../e2e/harness/content'
import { buildTranslationGraph } from '../../src/node/translation-graph'
import { loadUiStrings } from '../../src/node/ui-strings'

/** The translation graph of the real content, as the build makes it. */
export const contentGraph = buildTranslationGraph(
  expectedPages().map(({ translationKey, language, path, kind }) => ({
    translationKey,
    language: language as Language,
    path,
    kind,
  })),
)

const { strings } = loadUiStrings(stringsRoot, projectRoot)

export function stringsOf(language: Language): UiStrings {
  const found = strings[language]
  if (!found) throw new Error(`No UI strings for ${language}`)
  return found
}

interface RenderOptions {
  language?: Language
  currentPath?: string
  translations?: Translation[]
}

/** Renders a component as the site does: inside the theme and the frame of a page. */
export function renderPage(
  ui: ReactElement,
  { language = 'en', currentPath = '/', translations = [] }: RenderOptions = {},
) {
  const frame = {
    language,
    currentPath,
    translations,
    routes: contentGraph.routesIn(language),
    strings: stringsOf(language),
  }
  return render(
    <ThemeUIProvider theme={theme}>
      <PageFrameProvider frame={frame}>{ui}</PageFrameProvider>
    </ThemeUIProvider>,
  )
}

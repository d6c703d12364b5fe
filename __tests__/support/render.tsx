import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { ReactElement } from 'react'
import { ThemeUIProvider } from 'theme-ui'
import { PageFrameProvider } from '../../src/components/layout/page-frame'
import theme from '../../src/gatsby-plugin-theme-ui'
import type { Language } from '../../src/i18n/languages'
import type { Translation } from '../../src/i18n/page-context'
import type { UiStrings } from '../../src/i18n/strings'
import { listMdxFiles, locateContentFile, parseFrontmatter } from '../../src/node/content-files'
import { contentRoot, projectRoot, stringsRoot } from '../../src/node/project-paths'
import { kindOf } from '../../src/node/validate'
import { buildTranslationGraph } from '../../src/node/translation-graph'
import { loadUiStrings } from '../../src/node/ui-strings'

/** The translation graph of the real content, as the build makes it. */
export const contentGraph = buildTranslationGraph(
  listMdxFiles(contentRoot).map((file) => {
    const location = locateContentFile(relative(contentRoot, file))
    if (!location) throw new Error(`Unplaced content file ${file}`)
    const { slug } = parseFrontmatter(readFileSync(file, 'utf8')) as { slug: string }
    return {
      translationKey: `${location.section}/${location.translationKey}`,
      language: location.language as Language,
      path: slug,
      kind: kindOf(location.section, location.translationKey) ?? '',
    }
  }),
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

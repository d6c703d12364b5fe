import { Component, type ErrorInfo, type ReactNode } from 'react'
import { homePath } from '../../i18n/paths'
import type { Language } from '../../i18n/languages'
import type { UiStrings } from '../../i18n/strings'

interface Props {
  language: Language
  strings: UiStrings
  children: ReactNode
}

/**
 * A page that fails to render in the browser shows a localized error view with a way home,
 * never a blank screen; the header and footer around it stay usable. Production pages are
 * rendered at build time, where such an error stops the build; in the browser this guards the
 * pages `gatsby develop` renders for the live preview.
 */
export class RenderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page could not be rendered.', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const { strings, language } = this.props
    return (
      <div role="alert" sx={{ variant: 'layout.narrow', py: 9 }}>
        <h1 sx={{ variant: 'text.pageTitle' }}>{strings.appError.title}</h1>
        <p sx={{ variant: 'text.lead', my: 5 }}>{strings.appError.text}</p>
        {/* A plain link: it reloads the app, which is what recovers from a broken render. */}
        <a href={homePath(language)} sx={{ variant: 'buttons.default' }}>
          {strings.appError.homeLink}
        </a>
      </div>
    )
  }
}

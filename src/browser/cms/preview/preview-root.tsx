import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { createRoot, type Root } from 'react-dom/client'
import type { PreviewSite } from '../../../node/cms/preview-site'
import { editedFile, type DecapPreviewProps } from './edited-file'
import { prepareFrameDocument, setFrameLanguage } from './frame-document'
import { previewPage } from './page'
import { showcaseOf } from './showcase'
import { previewSite } from '../site-data'

/**
 * The page in Decap's preview frame, rendered by the site's own React (Decap's bundle has
 * another) into a node the frame holds, again at every change of the entry.
 */
export class PreviewRoot {
  private readonly root: Root
  /** The page's styles go into the frame's head, as emotion's key and rules are the build's. */
  private readonly styles: EmotionCache
  private site: PreviewSite | undefined
  private shown: DecapPreviewProps | undefined

  constructor(node: HTMLElement, { document, window }: DecapPreviewProps) {
    prepareFrameDocument(document, window)
    // As the build renders pages (src/ssr/critical-css.tsx): no vendor prefixes.
    this.styles = createCache({ key: 'css', container: document.head, stylisPlugins: [] })
    this.root = createRoot(node)
    previewSite().then(
      (site) => {
        this.site = site
        if (this.shown) this.show(this.shown)
      },
      (error: unknown) =>
        this.root.render(
          <p>
            The preview could not read what the build knows of the site ({String(error)}). Build the
            site again, or restart npm run cms.
          </p>,
        ),
    )
  }

  show(props: DecapPreviewProps) {
    this.shown = props
    if (!this.site) return
    const entryFile = editedFile(props)
    const { file, site } = entryFile
      ? { file: entryFile, site: this.site }
      : (showcaseOf(props, this.site) ?? {})
    if (!file || !site) return
    setFrameLanguage(props.document, file.language)
    const page = previewPage(file, site, (name) => String(props.getAsset(name)))
    this.root.render(<CacheProvider value={this.styles}>{page}</CacheProvider>)
  }

  unmount() {
    this.root.unmount()
  }
}

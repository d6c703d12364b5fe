import { fallbackFontCss } from '../../../styles/fonts'
import { decapPreviewTemplate } from './decap-template'

/** The CMS's collections, from its configuration (src/node/cms/decap-config.ts). */
declare const CMS_COLLECTIONS: readonly string[]

/**
 * Runs on the CMS page after Decap's bundle and before Decap starts (src/browser/cms/start.ts):
 * every collection's entries are previewed as the site's page (preview-root.tsx), in the page's
 * fallback font until the site font is there, as on the site.
 */
const { CMS: cms, createClass, h } = window
if (!cms || !createClass || !h) throw new Error('The CMS preview runs after Decap CMS’s bundle.')
cms.registerPreviewStyle(fallbackFontCss(), { raw: true })
const template = decapPreviewTemplate(createClass, h)
for (const collection of CMS_COLLECTIONS) cms.registerPreviewTemplate(collection, template)

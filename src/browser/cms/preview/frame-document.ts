import { languageDefinition, type Language } from '../../../i18n/languages'
import { fontDeclaredAttribute, fontDescriptors, fontFamily } from '../../../styles/fonts'
import { currencyFor } from '../../boot'

/** The site font's address in this build (src/node/font-subset.ts). */
declare const SITE_FONT_URL: string
/** The time zones of the places that pay in euros (src/node/euro-time-zones.ts). */
declare const EURO_TIME_ZONES: readonly string[]

/**
 * Makes the preview's frame what the boot script makes of a page: the site font declared (on
 * pages, once the visitor has it; here at once, and drawn when it arrives, since no first paint
 * is at stake and the writer should see the site's letters), and the currency of the writer's
 * time zone, as a visitor there sees prices.
 */
export function prepareFrameDocument(document: Document, window: Window & typeof globalThis) {
  document.fonts.add(
    new window.FontFace(fontFamily, `url(${SITE_FONT_URL}) format('woff2')`, {
      ...fontDescriptors,
      display: 'swap',
    }),
  )
  const root = document.documentElement
  root.setAttribute(fontDeclaredAttribute, '')
  root.setAttribute(
    'data-currency',
    currencyFor(Intl.DateTimeFormat().resolvedOptions().timeZone, EURO_TIME_ZONES),
  )
}

/** The page's language, as its head declares it. */
export function setFrameLanguage(document: Document, language: Language) {
  document.documentElement.lang = languageDefinition(language).locale
}

import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
import type { Language } from '../i18n/languages'

/**
 * Inter, self-hosted as two variable woff2 files split by Unicode range. `font-display:
 * optional` with a preload means the text is drawn once, in Inter if it arrived in time and in
 * the fallback otherwise, and never re-flows when the font arrives late.
 */
export const fontFiles = [
  {
    url: interLatin,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    /** Every language of the site writes with these letters. */
    preloadFor: 'all',
  },
  {
    url: interLatinExt,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    /** Polish letters such as ł, ś and ż; the other languages only need it for a rare name. */
    preloadFor: ['pl'],
  },
] as const satisfies readonly {
  url: string
  unicodeRange: string
  preloadFor: 'all' | readonly Language[]
}[]

export const fontFamily = 'Inter Variable'

export function fontFaceCss(): string {
  return fontFiles
    .map(
      ({ url, unicodeRange }) =>
        `@font-face{font-family:'${fontFamily}';font-style:normal;font-display:optional;font-weight:100 900;src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`,
    )
    .join('')
}

/** The font files worth preloading on a page in this language. */
export function fontsToPreload(language: Language): string[] {
  return fontFiles
    .filter(
      ({ preloadFor }) =>
        preloadFor === 'all' || (preloadFor as readonly string[]).includes(language),
    )
    .map(({ url }) => url)
}

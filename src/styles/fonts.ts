/**
 * The site's one font: Inter, cut at build time (src/node/font-subset.ts) from the variable font
 * down to what the site draws, so that one file of about 26 KB serves all seven languages.
 * `font-display: optional` with a preload means the text is drawn once, in Inter if it arrived
 * in time and in the fallback otherwise, and never re-flows when the font arrives late.
 */
export const fontFamily = 'Inter Variable'

/** The variable font the subset is cut from (inter-ui, SIL Open Font License). */
export const fontSource = 'inter-ui/variable/InterVariable.woff2'

/**
 * The characters of the seven languages: ASCII, Latin-1 (the accents of es, de, it, fr and pt,
 * and the no-break space), the Polish letters and French ligatures, typographic punctuation
 * (dashes, quotes, the narrow no-break space of French numbers), the euro sign, arrows and the
 * minus sign. Anything else a page shows is drawn in the fallback font.
 */
export const fontCodePoints: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x104, 0x107],
  [0x118, 0x119],
  [0x131, 0x131],
  [0x141, 0x144],
  [0x152, 0x153],
  [0x15a, 0x15b],
  [0x178, 0x17c],
  [0x2c6, 0x2c6],
  [0x2dc, 0x2dc],
  [0x2010, 0x2027],
  [0x202f, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
]

/**
 * The cut: the weights the theme uses (400 to 700) at text optical size, and only the layout
 * features text needs (kerning, ligatures, accents, tabular figures for prices); Inter's many
 * stylistic sets would double the file.
 */
export const fontSubset = {
  weights: { min: 400, max: 700 },
  opticalSize: 14,
  features: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
} as const

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase()

/** The code points as a CSS `unicode-range`, so that other characters go to the fallback. */
export const fontUnicodeRange = fontCodePoints
  .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
  .join(',')

export function fontFaceCss(url: string): string {
  const { min, max } = fontSubset.weights
  return `@font-face{font-family:'${fontFamily}';font-style:normal;font-display:optional;font-weight:${min} ${max};src:url(${url}) format('woff2');unicode-range:${fontUnicodeRange}}`
}

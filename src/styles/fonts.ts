/**
 * The site's one font: Inter, cut at build time (src/node/font-subset.ts) from the variable font
 * down to what the site draws, so that one file of about 27 KB serves all seven languages.
 * A page uses it only when the browser has it already: the boot script (src/browser/boot.ts)
 * declares it, preloaded, when an earlier page fetched it, and a first page fetches it only after
 * its first screen is drawn. Until then the page is drawn in the fallback below, and it is never
 * redrawn when the font arrives (`font-display: optional`).
 */
export const fontFamily = 'Inter Variable'

/**
 * The root's attribute the boot script sets once it has declared the site font. Until then the
 * theme does not name the font: a family that no style sheet declares is looked up among the
 * device's own fonts, one more request waiting on the browser process before the first paint.
 */
export const fontDeclaredAttribute = 'data-site-font'

/** The variable font the subset is cut from (inter-ui, SIL Open Font License). */
export const fontSource = 'inter-ui/variable/InterVariable.woff2'

/**
 * The characters of the seven languages: ASCII, Latin-1 (the accents of es, de, it, fr and pt,
 * and the no-break space), the Polish letters and French ligatures, typographic punctuation
 * (dashes, quotes, the narrow no-break space of French numbers), superscript digits (Polish law
 * numbers inserted articles so: art. 385⁵ KC), the euro sign, arrows and the minus sign. Anything else a page shows is drawn in the fallback font.
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
  [0x2070, 0x2070],
  [0x2074, 0x2079],
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

/** Inter's vertical metrics, in font units (its hhea and typo metrics agree; no line gap). */
export const fontMetrics = { unitsPerEm: 2048, ascent: 1984, descent: 494 } as const

/**
 * The fallback: Arial, or a font drawn to Arial's metrics (Liberation Sans, Arimo), or the fonts
 * within 1 % of its widths (Helvetica, Roboto), scaled to Inter's widths and given Inter's
 * vertical metrics, so that lines break and boxes stand where they will in Inter. Each weight
 * the theme draws heavier than 500 takes the bold face, lighter ones the regular.
 * `sizeAdjust` is the ratio of Inter's widths to Arial's over the site's text, as the browser
 * draws it, per weight (`e2e/fonts.e2e.ts` measures it again).
 * Each font is named once, by its full name: browsers match a `local()` name against a font's
 * full name and its PostScript name alike, and every name the device lacks costs a lookup before
 * the first paint (in Chromium, a request that waits on the browser process).
 */
export const fallbackFamily = 'Inter Fallback'

export const fallbackFaces = [
  {
    weight: 400,
    sizeAdjust: 1.067,
    localNames: ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica', 'Roboto'],
  },
  {
    weight: 700,
    sizeAdjust: 1.02,
    localNames: [
      'Arial Bold',
      'Liberation Sans Bold',
      'Arimo Bold',
      'Helvetica Bold',
      'Roboto Bold',
    ],
  },
] as const

/**
 * How the boot script declares Inter (FontFace descriptors, as CSS would write them). No
 * `unicodeRange`: every page writes Latin text, so the font is fetched on every page anyway, and a
 * character the subset lacks goes to the fallback by the font's own character map. Written out,
 * the range was 110 bytes of gzip in the first response of every page.
 */
export const fontDescriptors = {
  style: 'normal',
  weight: `${fontSubset.weights.min} ${fontSubset.weights.max}`,
  display: 'optional',
} as const

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`

/** The fallback faces as CSS, for every page's inline style. */
export function fallbackFontCss(): string {
  const { unitsPerEm, ascent, descent } = fontMetrics
  return fallbackFaces
    .map(
      ({ weight, sizeAdjust, localNames }) =>
        `@font-face{font-family:'${fallbackFamily}';font-style:normal;font-weight:${weight};` +
        `src:${localNames.map((name) => `local('${name}')`).join(',')};` +
        `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(ascent / unitsPerEm / sizeAdjust)};` +
        `descent-override:${percent(descent / unitsPerEm / sizeAdjust)};line-gap-override:0%}`,
    )
    .join('')
}

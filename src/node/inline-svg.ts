/**
 * An SVG image drawn in the page itself: it comes with the page's first bytes instead of one
 * round trip after them, and is sharp on every screen. `body` is what goes inside <svg>.
 * What the content's descriptions say of such images; the file is made ready to draw in
 * inline-svg-file.ts, which only the build runs (the CMS preview runs the descriptions too).
 */
export interface InlineSvg {
  viewBox: string
  body: string
}

/**
 * The most an SVG image may weigh, compressed, to be drawn in a page: the page's text and the
 * drawing should arrive in the connection's first round trip (about 14 KB, of which a long
 * article's HTML takes 12). A heavier drawing is better served as a JPEG, PNG or WebP file.
 */
export const inlineSvgMaxKB = 3

export const isSvgFile = (name: string) => name.toLowerCase().endsWith('.svg')

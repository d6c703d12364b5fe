import type { Theme, ThemeUIStyleObject } from 'theme-ui'
import { fallbackFamily, fontDeclaredAttribute, fontFamily } from './fonts'
import { laterBlockHeights } from './later-blocks'
import { buttonSizeStyles, buttonStyles, type ButtonSize, type ButtonVariant } from './buttons'

/**
 * The one theme of the site: scales first, then variants grouped by role.
 * Text colours keep at least 4.5:1 contrast on the backgrounds they are used on.
 */

const colors = {
  text: '#0f172a',
  background: '#ffffff',
  primary: '#0b2545',
  primaryHover: '#13315c',
  secondary: '#e8eef7',
  secondaryHover: '#d5e0ef',
  accent: '#0f6e67',
  gold: '#f2b441',
  goldHover: '#e3a12a',
  muted: '#f4f6fa',
  mutedText: '#475569',
  border: '#d6dde8',
  destructive: '#b42318',
  onPrimary: '#ffffff',
  focus: '#1d4ed8',
  // Behind the words a search matched, in the results' excerpts.
  highlight: '#fde9b8',
}

interface SiteTheme extends Theme {
  buttons: Record<ButtonVariant, ThemeUIStyleObject>
  buttonSizes: Record<ButtonSize, ThemeUIStyleObject>
}

/** What draws the text until the site font is declared: the fallback face, then the system's. */
const fallbackStack = `"${fallbackFamily}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`

const theme: SiteTheme = {
  config: { useColorSchemeMediaQuery: false, useLocalStorage: false },
  breakpoints: ['40em', '56em', '72em'],
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128],
  sizes: { container: 1200, narrow: 760, icon: 24 },
  fonts: {
    // The site font is named only once the boot script has declared it (src/styles/fonts.ts).
    body: `var(--site-font, ${fallbackStack})`,
    heading: 'inherit',
  },
  fontSizes: [12, 14, 16, 18, 20, 24, 30, 38, 48, 60],
  fontWeights: { body: 400, medium: 500, heading: 700, bold: 600 },
  lineHeights: { body: 1.6, heading: 1.2, tight: 1.25 },
  radii: { default: 8, large: 16, pill: 999 },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
    raised: '0 8px 24px rgba(15, 23, 42, 0.14)',
  },
  zIndices: { header: 10, menu: 20, skipLink: 30 },
  colors,

  styles: {
    root: {
      fontFamily: 'body',
      lineHeight: 'body',
      fontWeight: 'body',
      color: 'text',
      bg: 'background',
      WebkitTextSizeAdjust: '100%',
      // Long compound words (German, Polish) must not push a narrow screen sideways.
      overflowWrap: 'break-word',
      // Safari before 17 knows hyphenation only by its prefixed name; nothing adds prefixes for us.
      WebkitHyphens: 'auto',
      hyphens: 'auto',
      // Text in another language than the page's is a language's own name in the language menus:
      // hyphenating it would open that language's dictionary, one request each, before the first
      // paint.
      '[lang]': { WebkitHyphens: 'manual', hyphens: 'manual' },
      [`&[${fontDeclaredAttribute}]`]: { '--site-font': `"${fontFamily}", ${fallbackStack}` },
      '*, *::before, *::after': { boxSizing: 'border-box' },
      body: { m: 0 },
      img: { maxWidth: '100%', height: 'auto' },
      '*:focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
      // Both prices are in the page; the root's data-currency decides which one shows.
      '[data-price-currency="EUR"]': { display: 'none' },
      '&[data-currency="EUR"] [data-price-currency="EUR"]': { display: 'inline' },
      '&[data-currency="EUR"] [data-price-currency="USD"]': { display: 'none' },
      // Blocks left unlaid-out until they near the screen (src/styles/later-blocks.ts).
      ...Object.fromEntries(
        Object.entries(laterBlockHeights).map(([selector, height]) => [
          selector,
          { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` },
        ]),
      ),
    },
    h2: { variant: 'text.heading', fontSize: [5, 6], mt: 6, mb: 3 },
    h3: { variant: 'text.heading', fontSize: [3, 4], mt: 5, mb: 2 },
    h4: { variant: 'text.heading', fontSize: 3, mt: 4, mb: 2 },
    p: { my: 3 },
    a: { color: 'accent', textUnderlineOffset: '0.15em', '&:hover': { color: 'primary' } },
    ul: { pl: 5, my: 3 },
    ol: { pl: 5, my: 3 },
    li: { my: 1 },
    strong: { fontWeight: 'bold' },
  },

  text: {
    heading: { fontFamily: 'heading', fontWeight: 'heading', lineHeight: 'heading', color: 'text' },
    display: { variant: 'text.heading', fontSize: [7, 8, 9], letterSpacing: '-0.02em', m: 0 },
    pageTitle: { variant: 'text.heading', fontSize: [7, 8], letterSpacing: '-0.02em', m: 0 },
    sectionTitle: { variant: 'text.heading', fontSize: [5, 6], m: 0 },
    cardTitle: { variant: 'text.heading', fontSize: [3, 4], m: 0 },
    lead: { fontSize: [3, 4], color: 'mutedText', m: 0 },
    eyebrow: {
      fontSize: 1,
      fontWeight: 'bold',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: 'accent',
    },
    small: { fontSize: 1, color: 'mutedText' },
    number: { fontWeight: 'heading', fontVariantNumeric: 'tabular-nums', color: 'accent' },
  },

  layout: {
    container: { maxWidth: 'container', mx: 'auto', px: [3, 4, 5] },
    narrow: { maxWidth: 'narrow', mx: 'auto', px: [3, 4, 5] },
    section: { py: [7, 8] },
    grid: { display: 'grid', gap: [4, 5] },
  },

  cards: {
    primary: {
      bg: 'background',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'large',
      boxShadow: 'card',
      p: [4, 5],
    },
    muted: { bg: 'muted', borderRadius: 'large', p: [4, 5] },
  },

  buttons: buttonStyles,

  forms: {
    // Text fields: the contact form's and the search field.
    input: {
      display: 'block',
      width: '100%',
      mt: 1,
      px: 3,
      py: 2,
      fontFamily: 'body',
      fontSize: 2,
      color: 'text',
      bg: 'background',
      border: '1px solid',
      borderColor: 'mutedText',
      borderRadius: 'default',
    },
  },

  buttonSizes: buttonSizeStyles,

  links: {
    nav: {
      color: 'text',
      fontWeight: 'medium',
      textDecoration: 'none',
      px: 2,
      py: 2,
      borderRadius: 'default',
      '&:hover': { color: 'accent' },
      '&[aria-current="page"]': { color: 'accent', bg: 'secondary' },
    },
    footer: {
      color: 'onPrimary',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
  },
}

export default theme

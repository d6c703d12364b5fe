import type { ThemeUIStyleObject } from 'theme-ui'

/**
 * The body's typography, as one style on the body rather than a style per element: every page of
 * a kind then has the same CSS whichever elements its text uses, and the Content-Security-Policy
 * allows each page kind's inline CSS by one hash.
 */

/** Elements styled as the theme styles them anywhere on the site. */
const themedElements = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a'] as const

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'

/** A heading with its anchor link (ProseHeading): the pair takes the heading's type and spacing. */
const headings = Object.fromEntries(
  ['h2', 'h3', 'h4'].map((level) => [
    `[data-heading="${level}"]`,
    {
      variant: `styles.${level}`,
      display: 'flex',
      alignItems: 'baseline',
      gap: 2,
      // minWidth: a long word may still break, as it would in a heading not in a row.
      [`& > ${level}`]: { m: 0, fontSize: 'inherit', minWidth: 0 },
    },
  ]),
)

const headingAnchors: ThemeUIStyleObject = {
  '[data-heading-anchor]': {
    color: 'mutedText',
    textDecoration: 'none',
    fontWeight: 'body',
    opacity: 0,
    '&:focus-visible': { opacity: 1 },
    // Where nothing hovers (a phone), the link shows all the time.
    '@media (hover: none)': { opacity: 1 },
  },
  '[data-heading]:hover > [data-heading-anchor]': { opacity: 1 },
  // Below the sticky header when a link leads to it.
  '[id]': { scrollMarginTop: '5rem' },
}

/** What GitHub-flavoured Markdown adds to a body: tables, task lists and footnotes. */
const gfm: ThemeUIStyleObject = {
  '[data-table-scroll]': {
    overflowX: 'auto',
    my: 4,
    '&:focus-visible': { outlineOffset: '2px' },
  },
  table: { borderCollapse: 'collapse', minWidth: '100%', fontSize: 1, lineHeight: 1.5 },
  'th, td': {
    border: '1px solid',
    borderColor: 'border',
    px: 2,
    py: 1,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  th: { bg: 'muted', fontWeight: 600 },
  '[data-align="center"]': { textAlign: 'center' },
  '[data-align="right"]': { textAlign: 'right' },
  '.contains-task-list': { listStyle: 'none', pl: 0 },
  '.task-list-item input': { mr: 2 },
  '[data-footnotes]': {
    mt: 5,
    pt: 3,
    borderTop: '1px solid',
    borderColor: 'border',
    fontSize: 1,
    color: 'mutedText',
    h2: { fontSize: 2, mt: 0 },
  },
}

/**
 * Code, highlighted by the build (rehype-highlight's class names), in colours that keep 4.5:1
 * contrast on the block's background.
 */
const code: ThemeUIStyleObject = {
  code: { fontFamily: monospace, fontSize: '0.9em' },
  ':not(pre) > code': { bg: 'muted', px: 1, borderRadius: 4 },
  pre: {
    bg: 'muted',
    p: 3,
    my: 4,
    borderRadius: 'default',
    overflowX: 'auto',
    lineHeight: 1.5,
    fontSize: 1,
    code: { fontSize: 'inherit' },
  },
  '.hljs-comment, .hljs-quote': { color: '#57606a' },
  '.hljs-keyword, .hljs-selector-tag, .hljs-deletion': { color: '#b31d28' },
  '.hljs-string, .hljs-regexp, .hljs-addition': { color: '#0a3069' },
  '.hljs-number, .hljs-literal, .hljs-attr, .hljs-attribute, .hljs-variable': { color: '#0550ae' },
  '.hljs-title, .hljs-section, .hljs-name, .hljs-selector-class': { color: '#6639ba' },
  '.hljs-built_in, .hljs-type, .hljs-symbol': { color: '#953800' },
  '.hljs-meta': { color: 'accent' },
  '.hljs-emphasis': { fontStyle: 'italic' },
  '.hljs-strong': { fontWeight: 'bold' },
}

/** Figures, quotations, rules, notes and the table of contents. */
const passages: ThemeUIStyleObject = {
  figure: { mx: 0, my: 5 },
  figcaption: { variant: 'text.small', mt: 2 },
  'figure img': { borderRadius: 'default' },
  blockquote: {
    mx: 0,
    my: 4,
    pl: 4,
    borderLeft: '4px solid',
    borderColor: 'accent',
    color: 'text',
  },
  hr: { border: 0, borderTop: '1px solid', borderColor: 'border', my: 6 },
  '[data-pull-quote]': {
    my: 6,
    py: 4,
    borderTop: '2px solid',
    borderBottom: '2px solid',
    borderColor: 'gold',
    blockquote: {
      m: 0,
      p: 0,
      border: 0,
      fontSize: [4, 5],
      fontWeight: 'medium',
      lineHeight: 'tight',
      '& p': { m: 0 },
    },
    figcaption: { mt: 3, variant: 'text.small' },
  },
  '[data-note]': {
    my: 4,
    p: 4,
    bg: 'secondary',
    borderLeft: '4px solid',
    borderColor: 'primary',
    borderRadius: 'default',
    '& > :last-child': { mb: 0 },
  },
  '[data-note-label]': { mt: 0, mb: 2, fontWeight: 'bold' },
  '[data-video]': {
    '[data-video-embed], [data-video-player]': {
      display: 'block',
      position: 'relative',
      width: '100%',
      aspectRatio: '16 / 9',
      border: 0,
      borderRadius: 'default',
      overflow: 'hidden',
      bg: 'primary',
    },
    'img, [data-video-poster]': {
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
    },
    '[data-video-poster]': {
      backgroundImage: 'radial-gradient(circle at 70% 40%, #13315c, #0b2545 70%)',
    },
    '[data-video-play]': {
      position: 'absolute',
      left: '50%',
      top: '50%',
      transform: 'translate(-50%, -50%)',
      maxWidth: '90%',
      bg: 'gold',
      color: 'primary',
      borderRadius: 'pill',
      px: 4,
      py: 2,
      fontWeight: 'bold',
      textAlign: 'center',
      '&::before': { content: '"▶\\FE0E  "' },
    },
    '[data-video-embed]:hover [data-video-play], [data-video-embed]:focus-visible [data-video-play]':
      {
        bg: 'goldHover',
      },
  },
  '[data-table-of-contents]': {
    my: 5,
    p: 4,
    bg: 'muted',
    borderRadius: 'default',
    h2: { fontSize: 2, mt: 0, mb: 2 },
    ol: { my: 0 },
  },
}

export const proseStyles: ThemeUIStyleObject = {
  ...Object.fromEntries(
    themedElements.map((element) => [element, { variant: `styles.${element}` }]),
  ),
  ...headings,
  ...headingAnchors,
  ...gfm,
  ...code,
  ...passages,
}

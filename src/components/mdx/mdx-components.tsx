import { MDXProvider } from '@mdx-js/react'
import { Link } from 'gatsby'
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react'
import { fill } from '../../i18n/strings'
import { factComponents } from '../facts/company-facts'
import { useStrings } from '../layout/page-frame'
import { MdxBody } from './mdx-body'

/**
 * A link of the body: the site's own by Gatsby's Link, another site's as it is. A footnote's link
 * back to where it is cited is named in the page's language ("Back to reference 1").
 */
function ProseLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const strings = useStrings()
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>
  const backToReference =
    'data-footnote-backref' in rest
      ? fill(strings.prose.backToReference, {
          number: href.replace(/^#user-content-fnref-/, '').replace(/-\d+$/, ''),
        })
      : undefined
  return (
    <a href={href} {...rest} {...(backToReference && { 'aria-label': backToReference })}>
      {children}
    </a>
  )
}

/** The footnotes' heading, which remark-gfm writes in English, in the page's language. */
function ProseHeading({ id, children, ...rest }: ComponentProps<'h2'>) {
  const strings = useStrings()
  return (
    <h2 id={id} {...rest}>
      {id === 'footnote-label' ? strings.prose.footnotes : children}
    </h2>
  )
}

/**
 * A table in a labelled region that scrolls sideways by itself, and by keyboard once focused, so
 * that a wide table never widens the page on a phone.
 */
function ProseTable(props: ComponentProps<'table'>) {
  const strings = useStrings()
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take the keyboard's focus for the keyboard to scroll it
    <div data-table-scroll role="region" aria-label={strings.prose.table} tabIndex={0}>
      <table {...props} />
    </div>
  )
}

/**
 * A cell's alignment as the stylesheet reads it: remark-gfm writes HTML's obsolete `align`
 * attribute, and an inline style would need the Content-Security-Policy to allow one.
 */
const alignedCell =
  (Cell: 'th' | 'td') =>
  ({ align, ...rest }: ComponentProps<'td'>) => (
    <Cell
      {...(Cell === 'th' && { scope: 'col' })}
      {...(align && { 'data-align': align })}
      {...rest}
    />
  )

/** Block elements a task's text ends before (a nested list, a paragraph of a loose list). */
const blockElements = new Set(['ul', 'ol', 'p', 'blockquote', 'pre', 'table'])
const isBlock = (child: ReactNode) =>
  isValidElement(child) && typeof child.type === 'string' && blockElements.has(child.type)

/** A task's checkbox and its text in one label: the text names the checkbox. */
function labelledTask(children: ReactNode): ReactNode {
  const items = Children.toArray(children)
  const [first] = items
  if (isValidElement<{ children?: ReactNode }>(first) && first.type === 'p')
    return [cloneElement(first, {}, labelledTask(first.props.children)), ...items.slice(1)]
  const end = items.findIndex(isBlock)
  const inline = end === -1 ? items : items.slice(0, end)
  return [<label key="task">{inline}</label>, ...(end === -1 ? [] : items.slice(end))]
}

function ProseListItem({ className, children, ...rest }: ComponentProps<'li'>) {
  return (
    <li className={className} {...rest}>
      {className === 'task-list-item' ? labelledTask(children) : children}
    </li>
  )
}

/**
 * The body's elements take the theme's typography from one style on the body, not a style per
 * element: every page of a kind then has the same CSS whichever elements its text uses, and the
 * Content-Security-Policy allows each page kind's inline CSS by one hash.
 */
const proseElements = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a'] as const

/** What GitHub-flavoured Markdown adds to a body: tables, task lists and footnotes. */
const gfmStyles = {
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
} as const

/** Renders a compiled MDX body with the theme's typography and the brand-fact components. */
export function Prose({ code }: { code: string }) {
  return (
    <div
      data-prose
      sx={{
        ...Object.fromEntries(
          proseElements.map((element) => [element, { variant: `styles.${element}` }]),
        ),
        ...gfmStyles,
      }}
    >
      <MDXProvider
        components={{
          a: ProseLink,
          h2: ProseHeading,
          table: ProseTable,
          th: alignedCell('th'),
          td: alignedCell('td'),
          li: ProseListItem,
          ...factComponents,
        }}
      >
        <MdxBody code={code} />
      </MDXProvider>
    </div>
  )
}

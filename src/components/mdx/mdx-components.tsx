import { MDXProvider } from '@mdx-js/react'
import { graphql, Link } from 'gatsby'
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react'
import { languageDefinition } from '../../i18n/languages'
import { languageOfPath } from '../../i18n/paths'
import { fill } from '../../i18n/strings'
import { factComponents } from '../facts/company-facts'
import { useLanguage, useStrings } from '../layout/page-frame'
import { BodyImagesFrom, ProseImage } from './body-images'
import { MdxBody } from './mdx-body'
import { proseStyles } from './prose-styles'
import { writerComponents } from './writer-components'

export const query = graphql`
  fragment ProseBody on Mdx {
    compiledBody
    ...BodyImages
  }
`

/**
 * A link of the body: the site's own by Gatsby's Link, another site's as it is. A link to a page
 * in another language (the English terms, which prevail) says that language, as the language
 * switcher's links do. A footnote's link back to where it is cited is named in the page's
 * language ("Back to reference 1").
 */
function ProseLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const strings = useStrings()
  const language = useLanguage()
  if (href.startsWith('/')) {
    const target = languageOfPath(href)
    const hrefLang = target === language ? undefined : languageDefinition(target).locale
    return (
      <Link to={href} hrefLang={hrefLang}>
        {children}
      </Link>
    )
  }
  const { 'data-footnote-number': number, ...attributes } = rest as typeof rest & {
    'data-footnote-number'?: string
  }
  const backToReference =
    number === undefined ? undefined : fill(strings.prose.backToReference, { number })
  return (
    <a href={href} {...attributes} {...(backToReference && { 'aria-label': backToReference })}>
      {children}
    </a>
  )
}

type HeadingProps = ComponentProps<'h2'> & { 'data-section'?: string }

/**
 * A heading of the body, and a link to it that readers can share, beside it rather than in it, so
 * that the heading's name stays its text. The headings the compiler adds (the footnotes', the
 * table of contents') are written in English there and shown in the page's language.
 */
const proseHeading = (Level: 'h2' | 'h3' | 'h4') =>
  function ProseHeading({ id, children, 'data-section': section, ...rest }: HeadingProps) {
    const strings = useStrings()
    if (id === 'footnote-label')
      return (
        <Level id={id} {...rest}>
          {strings.prose.footnotes}
        </Level>
      )
    if (id === 'table-of-contents-label')
      return (
        <Level id={id} {...rest}>
          {strings.prose.contents}
        </Level>
      )
    if (!id || section === undefined)
      return (
        <Level id={id} {...rest}>
          {children}
        </Level>
      )
    return (
      <div data-heading={Level}>
        <Level id={id} {...rest}>
          {children}
        </Level>
        <a
          href={`#${id}`}
          data-heading-anchor
          aria-label={fill(strings.prose.linkToSection, { section })}
        >
          #
        </a>
      </div>
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
    <section data-table-scroll aria-label={strings.prose.table} tabIndex={0}>
      <table {...props} />
    </section>
  )
}

/** A block of code, which scrolls sideways rather than widen the page, by keyboard too. */
function ProseCodeBlock(props: ComponentProps<'pre'>) {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a block that scrolls must take the keyboard's focus for the keyboard to scroll it
  return <pre tabIndex={0} {...props} />
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

const proseComponents = {
  a: ProseLink,
  h2: proseHeading('h2'),
  h3: proseHeading('h3'),
  h4: proseHeading('h4'),
  table: ProseTable,
  th: alignedCell('th'),
  td: alignedCell('td'),
  li: ProseListItem,
  pre: ProseCodeBlock,
  img: ProseImage,
  ...factComponents,
  ...writerComponents,
}

/**
 * Renders a compiled MDX body (`...ProseBody` in a page's query) with the theme's typography and
 * the components writers use.
 */
export function Prose({ body }: { body: Queries.ProseBodyFragment }) {
  return (
    <div data-prose sx={proseStyles}>
      <BodyImagesFrom body={body}>
        <MDXProvider components={proseComponents}>
          <MdxBody code={body.compiledBody} />
        </MDXProvider>
      </BodyImagesFrom>
    </div>
  )
}

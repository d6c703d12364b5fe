import { MDXProvider } from '@mdx-js/react'
import { Link } from 'gatsby'
import type { ComponentProps } from 'react'
import { factComponents } from '../facts/company-facts'
import { MdxBody } from './mdx-body'

function ProseLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}

/**
 * The body's elements take the theme's typography from one style on the body, not a style per
 * element: every page of a kind then has the same CSS whichever elements its text uses, and the
 * Content-Security-Policy allows each page kind's inline CSS by one hash.
 */
const proseElements = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a'] as const

/** Renders a compiled MDX body with the theme's typography and the brand-fact components. */
export function Prose({ code }: { code: string }) {
  return (
    <div
      data-prose
      sx={{
        ...Object.fromEntries(
          proseElements.map((element) => [element, { variant: `styles.${element}` }]),
        ),
      }}
    >
      <MDXProvider components={{ a: ProseLink, ...factComponents }}>
        <MdxBody code={code} />
      </MDXProvider>
    </div>
  )
}

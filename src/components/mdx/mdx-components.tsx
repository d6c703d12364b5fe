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

const elements = {
  h2: ({ children, ...props }: ComponentProps<'h2'>) => (
    <h2 sx={{ variant: 'styles.h2' }} {...props}>
      {children}
    </h2>
  ),
  h3: ({ children, ...props }: ComponentProps<'h3'>) => (
    <h3 sx={{ variant: 'styles.h3' }} {...props}>
      {children}
    </h3>
  ),
  h4: ({ children, ...props }: ComponentProps<'h4'>) => (
    <h4 sx={{ variant: 'styles.h4' }} {...props}>
      {children}
    </h4>
  ),
  p: (props: ComponentProps<'p'>) => <p sx={{ variant: 'styles.p' }} {...props} />,
  ul: (props: ComponentProps<'ul'>) => <ul sx={{ variant: 'styles.ul' }} {...props} />,
  ol: (props: ComponentProps<'ol'>) => <ol sx={{ variant: 'styles.ol' }} {...props} />,
  li: (props: ComponentProps<'li'>) => <li sx={{ variant: 'styles.li' }} {...props} />,
  a: ProseLink,
}

/** Renders a compiled MDX body with the theme's typography and the brand-fact components. */
export function Prose({ code }: { code: string }) {
  return (
    <div
      sx={{
        a: { variant: 'styles.a' },
        '& > *': { variant: 'layout.renderWhenNear', containIntrinsicSize: 'auto 120px' },
      }}
    >
      <MDXProvider components={{ ...elements, ...factComponents }}>
        <MdxBody code={code} />
      </MDXProvider>
    </div>
  )
}

import type { ComponentProps } from 'react'

const gatsby = jest.requireActual('gatsby')

/** Components render outside Gatsby: Link becomes a plain anchor, queries are inert. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: ({ to, children, ...rest }: ComponentProps<'a'> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}

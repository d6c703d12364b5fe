import type { ComponentProps } from 'react'
import { siteRoutesFixture } from '../__tests__/support/site-routes'

const gatsby = jest.requireActual('gatsby')

/** Components render outside Gatsby: Link becomes a plain anchor, static queries read a fixture. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: ({ to, children, ...rest }: ComponentProps<'a'> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  useStaticQuery: jest.fn(() => siteRoutesFixture),
}

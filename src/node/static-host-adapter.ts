import type { IAdapter } from 'gatsby'

/**
 * The site's adapter, which leaves the build as it is. Built on Netlify, Gatsby would otherwise
 * install and run gatsby-adapter-netlify, which appends rules of its own to `_headers` and
 * `_redirects`: another Referrer-Policy for every path (Netlify lets the later rule win), caching
 * and rewrites for the runtime files the site does not ship. The pages need no functions or
 * rewrites; the build writes the rules every host reads (src/node/post-build).
 */
export const staticHostAdapter: IAdapter = {
  name: 'brightshelf-static-hosts',
  adapt: () => undefined,
}

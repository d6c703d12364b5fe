import { publicRoot } from './built-pages'
import { netlifyRuleHeaders } from './host-engines'

/**
 * The hosts' own engines the global setup started, each with what it does its own way: how it
 * answers an address with a trailing slash, and where the caching of a file can be read.
 */
export const hostsUnderTest = [
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    origin: () => process.env.E2E_ORIGIN ?? '',
    // Cloudflare Pages redirects a page's address with a trailing slash to the canonical one.
    trailingSlash: 'redirects',
    caching: (_path: string, response: Response) => response.headers.get('cache-control'),
  },
  {
    name: 'Netlify (netlify dev)',
    origin: () => process.env.E2E_NETLIFY_ORIGIN ?? '',
    // Netlify's CLI serves pricing.html at /pricing/ too (its CDN redirects, docs/deploying.md).
    trailingSlash: 'serves the page',
    // Its CLI's static server sends a Cache-Control of its own over the rule's; its CDN applies
    // the rule, as Netlify's parser reads it.
    caching: (path: string) => netlifyRuleHeaders(publicRoot, path)['Cache-Control'],
  },
] as const

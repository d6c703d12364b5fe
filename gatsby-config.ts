import type { GatsbyConfig } from 'gatsby'
import { company, siteUrl } from './src/config/site'
import { isIndexable, sitemapEntry, type SitemapPage } from './src/seo/sitemap'

const config: GatsbyConfig = {
  siteMetadata: {
    title: company.name,
    siteUrl,
  },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  jsxImportSource: 'theme-ui',
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: `${__dirname}/content`,
        ignore: ['**/README.md', '**/*.json'],
      },
    },
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: '{ allSitePage { nodes { path pageContext } } }',
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter(isIndexable),
        serialize: sitemapEntry,
      },
    },
  ],
}

export default config

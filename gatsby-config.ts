import type { GatsbyConfig } from 'gatsby'
import { company, siteUrl } from './src/config/site'

interface SitemapPage {
  path: string
  pageContext?: { target?: string }
}

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
    {
      resolve: 'gatsby-plugin-mdx',
      options: { extensions: ['.mdx'] },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-theme-ui',
      options: { injectColorFlashScript: false },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/404', '/404.html', '/dev-404-page'],
        query: '{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }',
        // Alias pages only redirect; the sitemap lists canonical paths.
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          allSitePage.nodes.filter((page) => !page.pageContext?.target),
      },
    },
  ],
}

export default config

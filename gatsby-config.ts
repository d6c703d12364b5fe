import type { GatsbyConfig } from 'gatsby'
import { company, siteUrl } from './src/config/site'
import { staticHostAdapter } from './src/node/static-host-adapter'
import { sitemapEntry, sitemapPages, type SitemapNode } from './src/seo/sitemap'
import { projectRoot, stringsRoot } from './src/node/project-paths'
import { loadUiStrings } from './src/node/ui-strings'
import type { Language } from './src/i18n/languages'

/** Each language's word for "page" in the addresses of the blog's later pages. */
function pageWords(): (language: Language) => string {
  const { strings } = loadUiStrings(stringsRoot, projectRoot)
  return (language) => {
    const word = strings[language]?.addresses.page
    if (!word) throw new Error(`The ${language} UI strings have no addresses.page.`)
    return word
  }
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: company.name,
    siteUrl,
  },
  trailingSlash: 'never',
  adapter: staticHostAdapter,
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
        // The interface texts and facts (JSON) are sourced too, though no page queries them:
        // their changes in `npm start` make Gatsby create the pages again, with the new texts.
        ignore: ['**/README.md'],
      },
    },
    'gatsby-plugin-sharp',
    {
      resolve: 'gatsby-transformer-sharp',
      // A cover is a photo (childImageSharp) or an SVG drawing (File.svg), and each cover query
      // asks for both; the other one is null by design, not a mistake to warn of on every page.
      options: { checkSupportedExtensions: false },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: `{ allMdx { nodes {
          id
          fields { path kind language translationKey }
          frontmatter { date updated author categories }
        } } }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({ allMdx }: { allMdx: { nodes: SitemapNode[] } }) =>
          sitemapPages(allMdx.nodes, pageWords()),
        serialize: sitemapEntry,
      },
    },
  ],
}

export default config

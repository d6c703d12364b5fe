import { graphql, type PageProps } from 'gatsby'
import { NoIndexContentPageHead } from '../components/head/content-page-head'
import { Hero } from '../components/sections/hero'
import { SearchForm, SearchResults } from '../components/sections/site-search'
import { ownPath, type ContentPageContext } from '../i18n/page-context'

/** The site search of one language; the `SearchAction` of the site's structured data points here. */
export default function SearchTemplate({
  data,
  pageContext,
}: PageProps<Queries.SearchPageQuery, ContentPageContext>) {
  if (!data.mdx) return null
  const { hero } = data.mdx.frontmatter
  return (
    <>
      {hero && (
        <Hero heading={hero.heading} lead={hero.lead}>
          <SearchForm action={ownPath(pageContext)} />
        </Hero>
      )}
      <SearchResults />
    </>
  )
}

export const Head = NoIndexContentPageHead

export const query = graphql`
  query SearchPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      frontmatter {
        hero {
          ...HeroText
        }
      }
    }
  }
`

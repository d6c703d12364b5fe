import { graphql, type PageProps } from 'gatsby'
import { ContentPageHead } from '../components/head/content-page-head'
import { Prose } from '../components/mdx/mdx-components'

/** A plain page a writer added (npm run new -- page): its title and its Markdown text. */
export default function PageTemplate({ data }: PageProps<Queries.PlainPageQuery>) {
  if (!data.mdx) return null
  return (
    <article sx={{ variant: 'layout.narrow', py: [7, 8] }}>
      <h1 sx={{ variant: 'text.pageTitle' }}>{data.mdx.frontmatter.title}</h1>
      <Prose code={data.mdx.compiledBody} />
    </article>
  )
}

export const Head = ContentPageHead

export const query = graphql`
  query PlainPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...ContentPageMeta
      compiledBody
    }
  }
`

import type { HeadProps } from 'gatsby'
import type { ContentPageContext } from '../../i18n/page-context'
import { fill } from '../../i18n/strings'
import type { JsonLd } from '../../seo/structured-data'
import { ContentPageHead } from './content-page-head'

type ArticleListHeadProps = HeadProps<
  { mdx: Queries.ContentPageMetaFragment | null },
  ContentPageContext
> & { structuredData?: readonly JsonLd[] }

/**
 * The head of a page of a list of articles: a later page is titled with its number, so that no two
 * pages share a title.
 */
export function ArticleListHead(props: ArticleListHeadProps) {
  const { data, pageContext } = props
  const number = pageContext.articleList?.number ?? 1
  if (!data.mdx || number === 1) return <ContentPageHead {...props} />
  const { title } = data.mdx.frontmatter
  const numbered = fill(pageContext.strings.blog.pageTitle, { title, number: String(number) })
  return <ContentPageHead {...props} title={numbered} />
}

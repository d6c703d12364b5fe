import type { ReactNode } from 'react'
import type { ContentPageContext } from '../../i18n/page-context'
import { useStrings } from '../layout/page-frame'
import { Pagination } from './pagination'
import { PostCard } from './post-card'

interface ArticleListProps {
  posts: readonly Queries.PostCardFragment[]
  /** The level of the cards' titles, below the heading the list is under. */
  headingLevel: 'h2' | 'h3'
  /** The page of the list this is, when the list has pages (ContentPageContext.articleList). */
  pages?: ContentPageContext['articleList']
}

/** Articles' cards in a grid: one a row on a phone, `columns` from a tablet's width. */
export function PostGrid({ columns, children }: { columns: 2 | 3; children: ReactNode }) {
  return (
    <ul
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 5,
        gridTemplateColumns: ['1fr', null, `repeat(${columns}, 1fr)`],
      }}
    >
      {children}
    </ul>
  )
}

/**
 * One page of a list of articles (the blog's, a category's, an author's): their cards, the
 * first one's image in the first screen, and the list's pages.
 */
export function ArticleList({ posts, headingLevel, pages }: ArticleListProps) {
  const strings = useStrings()
  return (
    <>
      {posts.length === 0 ? (
        <p>{strings.blog.noArticles}</p>
      ) : (
        <PostGrid columns={2}>
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard
                post={post}
                headingLevel={headingLevel}
                imageLoading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </PostGrid>
      )}
      {pages && <Pagination {...pages} />}
    </>
  )
}

/** The ids the page frame gives its own elements; a body's headings take other ids. */
export const mainContentId = 'main-content'

/** The heading of the articles an article suggests after its end. */
export const readNextId = 'read-next'

/** The heading of an author's articles, on their page. */
export const authorArticlesId = 'articles-by-author'

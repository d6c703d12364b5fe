/** The ids the page frame gives its own elements; a body's headings take other ids. */
export const mainContentId = 'main-content'

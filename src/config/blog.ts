/** How many article cards a page of the blog shows, newest first: two columns of six rows. */
export const articlesPerPage = 12

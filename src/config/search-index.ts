/** The folder of the built site where Pagefind writes the search index, and the script that reads it. */
export const searchIndexFolder = 'pagefind'
export const searchIndexScript = `/${searchIndexFolder}/pagefind.js`

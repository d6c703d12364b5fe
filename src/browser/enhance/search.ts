/** The enhancement script of the search page, on top of the site's own. */
import { enhanceSearch, type Pagefind } from './site-search'

const form = document.querySelector<HTMLFormElement>('form[data-search]')
const indexScript = form?.dataset.searchIndex
// Pagefind's script comes with the index the build writes; the bundle must not include it.
if (form && indexScript) enhanceSearch(form, () => import(indexScript) as Promise<Pagefind>)

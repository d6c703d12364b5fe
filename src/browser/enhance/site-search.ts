import { categorySearchMeta } from '../../config/search-index'
import { normalizePath } from '../../i18n/paths'
import { fill } from '../../i18n/strings'

/** What the search page says, in its language; the page puts it in the form's data-messages. */
export interface SearchMessages {
  noResults: string
  resultCount: string
  oneResult: string
  unavailable: string
}

/** One page found, as Pagefind's index describes it. */
export interface FoundPage {
  url: string
  /** The words around the match, with each match in a <mark> element. */
  excerpt: string
  meta: { title?: string; category?: string }
}

/** The part of Pagefind's browser API (/pagefind/pagefind.js) the page uses. */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>
  /** Resolves to null when a later call superseded this one before it ran. */
  debouncedSearch(
    query: string,
    options?: object,
    delayMs?: number,
  ): Promise<{ results: { data(): Promise<FoundPage> }[] } | null>
}

/** More results than a visitor reads; the rest are never fetched. */
export const shownResults = 20

/**
 * The excerpt as nodes: its text, with the matches kept as <mark> elements. Everything else in it
 * is taken as text, so nothing from the index can add markup or run code in the page.
 */
export function excerptNodes(excerpt: string, doc: Document): Node[] {
  const parsed = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html')
  return [...parsed.body.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return doc.createTextNode(node.textContent ?? '')
    const mark = doc.createElement('mark')
    mark.textContent = node.textContent
    return mark
  })
}

function resultItem(page: FoundPage, doc: Document): HTMLLIElement {
  const item = doc.createElement('li')
  const heading = doc.createElement('h2')
  const link = doc.createElement('a')
  // Pagefind names a page by its folder (/de/preise/); the site's addresses have no final slash.
  link.href = normalizePath(page.url)
  link.textContent = page.meta.title ?? link.pathname
  heading.append(link)
  const excerpt = doc.createElement('p')
  excerpt.append(...excerptNodes(page.excerpt, doc))
  item.append(heading)
  // An article's categories (ArticleCategories), under its title.
  const categories = page.meta[categorySearchMeta]
  if (categories) {
    const line = doc.createElement('p')
    line.dataset.resultCategory = ''
    line.textContent = categories
    item.append(line)
  }
  item.append(excerpt)
  return item
}

function countMessage(count: number, query: string, messages: SearchMessages): string {
  if (count === 0) return fill(messages.noResults, { query })
  if (count === 1) return fill(messages.oneResult, { query })
  return fill(messages.resultCount, { query, count: String(count) })
}

/** The query in the page's address, as a link to these results or the SearchAction gives it. */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get('q')?.trim() ?? ''
}

/**
 * Search as the visitor types: the page works without JavaScript as a form that reloads it with
 * ?q=…; this runs the query in place (on load too), lists each page found with its title and an
 * excerpt with the matches marked, says how many were found, and keeps ?q= in the address so
 * that the results can be shared and come back with the Back button. Pagefind loads its index in
 * fragments and only for the page's language, so results come from that language alone.
 */
export function enhanceSearch(form: HTMLFormElement, loadPagefind: () => Promise<Pagefind>) {
  const doc = form.ownerDocument
  const messages = JSON.parse(form.dataset.messages ?? '{}') as SearchMessages
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')
  const status = doc.querySelector<HTMLElement>('[data-search-status]')
  const list = doc.querySelector<HTMLElement>('[data-search-results]')
  if (!input || !status || !list) return
  // Pagefind (its script, its WebAssembly and the index) loads at the first search, not with the
  // page: opening the search page costs no more than opening any other.
  let pagefind: Promise<Pagefind> | undefined
  const loadedPagefind = () =>
    (pagefind ??= loadPagefind().then(async (api) => {
      await api.options({ excerptLength: 24 })
      return api
    }))

  const show = (text: string, items: HTMLLIElement[] = []) => {
    status.textContent = text
    list.replaceChildren(...items)
  }

  const run = async (query: string, delayMs: number) => {
    const address = query ? `?q=${encodeURIComponent(query)}` : location.pathname
    history.replaceState(history.state, '', address)
    if (!query) return show('')
    try {
      const api = await loadedPagefind()
      const search = await api.debouncedSearch(query, {}, delayMs)
      // A later keystroke took over, or changed the field meanwhile.
      if (!search || input.value.trim() !== query) return
      const pages = await Promise.all(
        search.results.slice(0, shownResults).map((result) => result.data()),
      )
      if (input.value.trim() !== query) return
      show(
        countMessage(search.results.length, query, messages),
        pages.map((page) => resultItem(page, doc)),
      )
    } catch {
      show(messages.unavailable)
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void run(input.value.trim(), 0)
  })
  input.addEventListener('input', () => void run(input.value.trim(), 250))
  // This script arrives after the first screen is shown: what the visitor typed before it, or
  // the browser restored, comes before the address's query.
  const initial = input.value.trim() || queryOf(location.search)
  if (initial) {
    input.value = initial
    void run(initial, 0)
  } else {
    // The visitor came here to search, most often from the header's search button.
    input.focus()
  }
}

import { languageGlob } from '../src/node/post-build/search-index'
import {
  enhanceSearch,
  excerptNodes,
  queryOf,
  shownResults,
  type FoundPage,
  type Pagefind,
  type SearchMessages,
} from '../src/browser/enhance/site-search'

const messages: SearchMessages = {
  noResults: 'No results for “{query}”.',
  resultCount: '{count} results for “{query}”',
  oneResult: '1 result for “{query}”',
  unavailable: 'Search could not be loaded.',
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A Pagefind that finds the pages whose excerpt contains the query, at once. */
function fakePagefind(pages: FoundPage[]): Pagefind & { queries: string[] } {
  const queries: string[] = []
  return {
    queries,
    options: () => Promise.resolve(),
    debouncedSearch: (query) => {
      queries.push(query)
      const found = pages.filter(({ excerpt }) => excerpt.includes(query))
      return Promise.resolve({
        results: found.map((page) => ({ data: () => Promise.resolve(page) })),
      })
    },
  }
}

const pricing: FoundPage = {
  url: '/de/preise/',
  excerpt: 'Alle <mark>Preise</mark> &amp; Pakete',
  meta: { title: 'Preise und Pakete' },
}

function renderSearchPage(address = '/de/suche') {
  history.replaceState(null, '', address)
  document.body.innerHTML = `
    <form data-search data-messages='${JSON.stringify(messages)}'>
      <input type="search" name="q"><button>Suchen</button>
    </form>
    <p role="status" data-search-status></p>
    <ol data-search-results></ol>`
  return {
    form: document.querySelector('form') as HTMLFormElement,
    input: document.querySelector('input') as HTMLInputElement,
    status: () => document.querySelector('[data-search-status]')?.textContent,
    items: () => [...document.querySelectorAll('[data-search-results] li')],
  }
}

describe('search results', () => {
  it('keeps the marks of an excerpt and takes everything else as text', () => {
    const nodes = excerptNodes(
      'a <mark>b</mark> <img src=x onerror="alert(1)"> &lt;c&gt;',
      document,
    )
    const holder = document.createElement('p')
    holder.append(...nodes)
    expect(holder.innerHTML).toBe('a <mark>b</mark>  &lt;c&gt;')
    expect(holder.querySelector('img')).toBeNull()
  })

  it('reads the query of the address', () => {
    expect(queryOf('?q=%20Preise%20')).toBe('Preise')
    expect(queryOf('?other=1')).toBe('')
  })

  it('lists each page found with its title, address without final slash, and excerpt', async () => {
    const page = renderSearchPage()
    enhanceSearch(page.form, () => Promise.resolve(fakePagefind([pricing])))
    page.input.value = 'Preise'
    page.form.dispatchEvent(new Event('submit', { cancelable: true }))
    await settle()
    const [item] = page.items()
    expect(item?.querySelector('h2 a')?.getAttribute('href')).toBe('/de/preise')
    expect(item?.querySelector('h2 a')?.textContent).toBe('Preise und Pakete')
    expect(item?.querySelector('p')?.innerHTML).toBe('Alle <mark>Preise</mark> &amp; Pakete')
    expect(page.status()).toBe('1 result for “Preise”')
    expect(location.search).toBe('?q=Preise')
  })

  it('runs the query of the address on load and counts many results', async () => {
    const page = renderSearchPage('/de/suche?q=Pakete')
    const many = Array.from({ length: shownResults + 5 }, (_, index) => ({
      ...pricing,
      url: `/de/seite-${index}/`,
      excerpt: 'Pakete',
    }))
    enhanceSearch(page.form, () => Promise.resolve(fakePagefind(many)))
    await settle()
    expect(page.input.value).toBe('Pakete')
    expect(page.items()).toHaveLength(shownResults)
    expect(page.status()).toBe(`${shownResults + 5} results for “Pakete”`)
  })

  it('says when nothing is found, and clears the results when the field is emptied', async () => {
    const page = renderSearchPage('/de/suche?q=Preise')
    enhanceSearch(page.form, () => Promise.resolve(fakePagefind([pricing])))
    await settle()
    expect(page.items()).toHaveLength(1)
    page.input.value = 'Nichts'
    page.input.dispatchEvent(new Event('input'))
    await settle()
    expect(page.status()).toBe('No results for “Nichts”.')
    expect(page.items()).toHaveLength(0)
    page.input.value = ''
    page.input.dispatchEvent(new Event('input'))
    await settle()
    expect(page.status()).toBe('')
    expect(location.search).toBe('')
  })

  it('loads the index only when the visitor searches', async () => {
    const page = renderSearchPage()
    const load = jest.fn(() => Promise.resolve(fakePagefind([pricing])))
    enhanceSearch(page.form, load)
    await settle()
    expect(load).not.toHaveBeenCalled()
    page.input.value = 'Preise'
    page.input.dispatchEvent(new Event('input'))
    page.input.value = 'Preise und'
    page.input.dispatchEvent(new Event('input'))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says so when the index cannot be loaded', async () => {
    const page = renderSearchPage('/de/suche?q=Preise')
    enhanceSearch(page.form, () => Promise.reject(new Error('404')))
    await settle()
    expect(page.status()).toBe(messages.unavailable)
  })

  it('puts the focus in the field when there is no query yet', () => {
    const page = renderSearchPage()
    enhanceSearch(page.form, () => Promise.resolve(fakePagefind([])))
    expect(document.activeElement).toBe(page.input)
  })
})

describe('the search index of one language', () => {
  it("takes the pages of a language's prefix, or the default language's folders and the root", () => {
    expect(languageGlob(['/de', '/de/preise', '/de/blog/verdoppeln'])).toBe('de/**/index.html')
    expect(languageGlob(['/', '/pricing', '/blog/double', '/about'])).toBe(
      '{index.html,{pricing,blog,about}/**/index.html}',
    )
  })
})

import type { SearchMessages } from '../../browser/enhance/site-search'
import { searchIndexScript } from '../../config/search-index'
import type { UiStrings } from '../../i18n/strings'
import { NavLinks } from '../layout/nav-links'
import { useLanguage, useStrings } from '../layout/page-frame'

/** The texts the enhancement script shows, in the page's language. */
function searchMessages({ noResults, resultCount, oneResult, unavailable }: UiStrings['search']) {
  return { noResults, resultCount, oneResult, unavailable } satisfies SearchMessages
}

/**
 * The search form. Without JavaScript it reloads the page with ?q=… and a note says that search
 * needs JavaScript; its enhancement script (src/browser/enhance/site-search.ts) runs the query
 * and fills in the status line and the results.
 */
export function SearchForm({ action }: { action: string }) {
  const strings = useStrings()
  const language = useLanguage()
  return (
    <form
      role="search"
      action={action}
      method="get"
      data-search
      data-search-index={searchIndexScript(language)}
      data-messages={JSON.stringify(searchMessages(strings.search))}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 3, width: '100%' }}
    >
      <label sx={{ flex: '1 1 16rem', fontWeight: 'medium' }}>
        {strings.search.label}
        <input
          type="search"
          name="q"
          autoComplete="off"
          placeholder={strings.search.placeholder}
          sx={{ variant: 'forms.input' }}
        />
      </label>
      <button type="submit" sx={{ variant: 'buttons.default' }}>
        {strings.search.submit}
      </button>
    </form>
  )
}

/** The status line and the list of pages found, both filled by the enhancement script. */
export function SearchResults() {
  const strings = useStrings()
  return (
    <div sx={{ variant: 'layout.narrow', py: [6, 7] }}>
      <p role="status" data-search-status sx={{ m: 0, minHeight: '1.6em', fontWeight: 'bold' }} />
      <ol
        data-search-results
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          '& > li': { py: 4, borderBottom: '1px solid', borderColor: 'border' },
          '& h2': { fontSize: 3, m: 0 },
          '& [data-result-category]': { variant: 'text.eyebrow', mt: 2, mb: 0 },
          '& a': { color: 'primary' },
          '& p': { mt: 2, mb: 0 },
          '& mark': { bg: 'highlight', color: 'text', px: '0.1em' },
        }}
      />
      <noscript>
        <p sx={{ mb: 3 }}>{strings.search.needsJavaScript}</p>
        <NavLinks layout={{ flexWrap: 'wrap', gap: 2 }} />
      </noscript>
    </div>
  )
}

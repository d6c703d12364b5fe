import type { ContentProblemsPageContext } from '../../i18n/page-context'

export function isContentProblemsContext(context: unknown): context is ContentProblemsPageContext {
  return (
    typeof context === 'object' &&
    context !== null &&
    'problems' in context &&
    Array.isArray(context.problems)
  )
}

/**
 * What `npm start` shows on a page whose content file has a problem (src/node/preview-problems.ts):
 * each problem as the build reports it, with its file, line and field. Writers read it in English,
 * as they read the rest of the tooling.
 */
export function ContentProblems({ problems }: ContentProblemsPageContext) {
  return (
    <main sx={{ variant: 'layout.narrow', py: 7 }} data-content-problems>
      <h1 sx={{ variant: 'text.pageTitle' }}>This page has a problem to fix</h1>
      <p>
        The file of this page has{' '}
        {problems.length === 1 ? 'a problem' : `${problems.length} problems`} the site cannot
        publish. Fix it in the file named below and save: this page comes back by itself.
      </p>
      <ul sx={{ pl: 0, listStyle: 'none', display: 'grid', gap: 3 }}>
        {problems.map(({ file, line, field, message }) => (
          <li
            key={`${file}:${line ?? ''}:${field ?? ''}:${message}`}
            sx={{ variant: 'cards.primary' }}
          >
            <p sx={{ m: 0, fontFamily: 'monospace' }}>
              {file}
              {line ? `, line ${line}` : ''}
              {field ? `, field "${field}"` : ''}
            </p>
            <p sx={{ mb: 0 }}>{message}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}

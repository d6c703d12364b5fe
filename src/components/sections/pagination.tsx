import { Link } from 'gatsby'
import type { ThemeUIStyleObject } from 'theme-ui'
import { fill } from '../../i18n/strings'
import { useStrings } from '../layout/page-frame'
import { VisuallyHidden } from '../ui/visually-hidden'

/** A gap in the row of page numbers. */
const gap = 'gap'

/**
 * The page numbers a list of `count` pages shows on page `current`: the first, the last, and the
 * current one with its neighbours, with a gap where numbers are left out, so that a blog of a
 * hundred pages keeps one short row.
 */
export function shownPageNumbers(current: number, count: number): (number | typeof gap)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((number) => number >= 1 && number <= count)
    .sort((a, b) => a - b)
  return shown.flatMap((number, index) => {
    const previous = shown[index - 1]
    if (previous === undefined || number === previous + 1) return [number]
    // A gap of one page shows that page rather than a gap.
    return number === previous + 2 ? [previous + 1, number] : [gap, number]
  })
}

const item: ThemeUIStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  minWidth: 44,
  minHeight: 44,
  px: 2,
}

/**
 * The pages of the blog's list: previous and next (newer and older articles) and the numbers
 * around the current page, which is marked for screen readers and by colour.
 */
export function Pagination({ number, pagePaths }: { number: number; pagePaths: string[] }) {
  const strings = useStrings()
  if (pagePaths.length < 2) return null
  const newer = pagePaths[number - 2]
  const older = pagePaths[number]
  const pageName = (page: number) => fill(strings.blog.page, { number: String(page) })
  return (
    <nav aria-label={strings.blog.pagination} sx={{ mt: 7 }}>
      <ul
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
        }}
      >
        {newer && (
          <li>
            <Link to={newer} rel="prev" sx={{ ...item, variant: 'links.nav' }}>
              <span aria-hidden="true">←</span> {strings.blog.newer}
            </Link>
          </li>
        )}
        {shownPageNumbers(number, pagePaths.length).map((page, index) =>
          page === gap ? (
            <li key={`gap-${index}`} aria-hidden="true" sx={item}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={pagePaths[page - 1] as string}
                aria-current={page === number ? 'page' : undefined}
                sx={{ ...item, variant: 'links.nav' }}
              >
                <VisuallyHidden>{pageName(page)}</VisuallyHidden>
                <span aria-hidden="true">{page}</span>
              </Link>
            </li>
          ),
        )}
        {older && (
          <li>
            <Link to={older} rel="next" sx={{ ...item, variant: 'links.nav' }}>
              {strings.blog.older} <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

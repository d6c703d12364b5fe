import type { ReactNode } from 'react'
import { Footer } from './footer'
import { Header } from './header'
import { OutdatedTranslationNotice } from './outdated-translation-notice'
import { mainContentId } from './page-ids'
import { useStrings } from './page-frame'

function SkipLink() {
  const strings = useStrings()
  return (
    <a
      href={`#${mainContentId}`}
      sx={{
        variant: 'buttons.default',
        position: 'absolute',
        left: 3,
        top: 3,
        zIndex: 'skipLink',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {strings.site.skipToContent}
    </a>
  )
}

/**
 * The frame of every page: skip link, sticky header, the page's content, footer. The site search
 * indexes the main content of `searchable` pages only (not the frame around it).
 */
export function Layout({ children, searchable }: { children: ReactNode; searchable: boolean }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id={mainContentId}
        tabIndex={-1}
        data-pagefind-body={searchable ? '' : undefined}
        sx={{ outline: 'none' }}
      >
        <OutdatedTranslationNotice />
        {children}
      </main>
      <Footer />
    </>
  )
}

import type { ReactNode } from 'react'
import type { WriterComponentName } from '../../config/fact-components'
import { useStrings } from '../layout/page-frame'
import { Video } from './video'

/** `<Note>…</Note>`: a passage set apart from the text, labelled in the page's language. */
function Note({ children }: { children?: ReactNode }) {
  const strings = useStrings()
  return (
    <div role="note" data-note>
      <p data-note-label>{strings.prose.note}</p>
      {children}
    </div>
  )
}

/** `<PullQuote cite="Who said it">…</PullQuote>`: a quotation shown large, with its source. */
function PullQuote({ cite, children }: { cite?: string; children?: ReactNode }) {
  return (
    <figure data-pull-quote>
      <blockquote>{children}</blockquote>
      {cite && <figcaption>{cite}</figcaption>}
    </figure>
  )
}

/** The components a writer places in a body to set a passage apart. */
export const writerComponents = { Note, PullQuote, Video } satisfies Record<
  WriterComponentName,
  (props: never) => ReactNode
>

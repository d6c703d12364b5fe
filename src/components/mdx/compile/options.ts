import type { CompileOptions } from '@mdx-js/mdx'
import excel from 'highlight.js/lib/languages/excel'
import rehypeHighlight from 'rehype-highlight'
import remarkGfm from 'remark-gfm'
import { rehypeFigures } from './figures'
import { rehypeFootnoteNumbers } from './footnote-numbers'
import { rehypeHeadingIds } from './heading-ids'
import { rehypeTableOfContents } from './table-of-contents'

/** What a body's compile depends on besides its text. */
export interface BodyCompileSettings {
  /** Whether the body opens with the list of its sections, when it has several: articles do. */
  tableOfContents: boolean
}

/** The settings of a body of the given kind of content. */
export const bodyCompileSettings = (kind: string): BodyCompileSettings => ({
  tableOfContents: kind === 'post',
})

/**
 * How every MDX body is compiled: by the build (src/node/mdx-body.ts) and, for the body a writer
 * is typing, by the CMS preview. It becomes the body of a function that MdxBody runs
 * (mdx-body.tsx), always for React's production JSX runtime, the one MdxBody hands it, so that
 * `gatsby develop` and the preview show exactly what the build renders. Left to itself the
 * compiler follows NODE_ENV and, under `gatsby develop`, calls a `jsxDEV` that runtime does not
 * have.
 *
 * Bodies are GitHub-flavoured Markdown (tables, footnotes, strikethrough, task lists, bare links),
 * by remark-gfm 3, the version of MDX 2's parser; headings get ids (heading-ids.ts), photos on a
 * line of their own become figures (figures.ts), articles list their sections
 * (table-of-contents.ts), and code is highlighted here, once, by class names the Prose styles
 * colour: no script, and no inline style for the Content-Security-Policy to allow.
 */
export const mdxCompileOptions = ({ tableOfContents }: BodyCompileSettings): CompileOptions => ({
  outputFormat: 'function-body',
  providerImportSource: '@mdx-js/react',
  development: false,
  remarkPlugins: [remarkGfm],
  rehypePlugins: [
    rehypeHeadingIds,
    rehypeFigures,
    rehypeFootnoteNumbers,
    [rehypeTableOfContents, { enabled: tableOfContents }],
    // lowlight's common languages, and spreadsheet formulas, which sellers' articles show most.
    [rehypeHighlight, { ignoreMissing: true, languages: { excel } }],
  ],
})

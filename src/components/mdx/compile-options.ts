import type { CompileOptions } from '@mdx-js/mdx'
import type remarkGfm from 'remark-gfm'

/**
 * How every MDX body is compiled: by the build (src/node/mdx-body.ts) and, for the body a writer
 * is typing, by the CMS preview. It becomes the body of a function that MdxBody runs
 * (mdx-body.tsx), always for React's production JSX runtime, the one MdxBody hands it, so that
 * `gatsby develop` and the preview show exactly what the build renders. Left to itself the
 * compiler follows NODE_ENV and, under `gatsby develop`, calls a `jsxDEV` that runtime does not
 * have.
 *
 * Bodies are GitHub-flavoured Markdown (tables, footnotes, strikethrough, task lists, bare links),
 * by remark-gfm 3, the version of MDX 2's parser. It is an ES module only: each caller imports it
 * as its code can (the build at run time, the preview in its bundle) and hands it here.
 */
export const mdxCompileOptions = (gfm: typeof remarkGfm): CompileOptions => ({
  outputFormat: 'function-body',
  providerImportSource: '@mdx-js/react',
  development: false,
  remarkPlugins: [gfm],
})

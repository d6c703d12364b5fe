/**
 * How every MDX body is compiled: by the build (src/node/mdx-body.ts) and, for the body a writer
 * is typing, by the CMS preview. It becomes the body of a function that MdxBody runs
 * (mdx-body.tsx), always for React's production JSX runtime, the one MdxBody hands it, so that
 * `gatsby develop` and the preview show exactly what the build renders. Left to itself the
 * compiler follows NODE_ENV and, under `gatsby develop`, calls a `jsxDEV` that runtime does not
 * have.
 */
export const mdxCompileOptions = {
  outputFormat: 'function-body',
  providerImportSource: '@mdx-js/react',
  development: false,
} as const

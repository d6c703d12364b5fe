import type * as Mdx from '@mdx-js/mdx'
import type { GatsbyCache } from 'gatsby'

/**
 * The compiler is an ES module only, and Gatsby compiles this file to CommonJS, which would turn
 * a plain import() into require(); a function built at run time keeps the import() native.
 */
const importCompiler = new Function('return import("@mdx-js/mdx")') as () => Promise<typeof Mdx>

/**
 * The body is always compiled for React's production JSX runtime, the one MdxBody hands it, so
 * that `gatsby develop` shows exactly what the build renders. Left to itself the compiler follows
 * NODE_ENV and, under `gatsby develop`, calls a `jsxDEV` that runtime does not have.
 */
const compileOptions = {
  outputFormat: 'function-body',
  providerImportSource: '@mdx-js/react',
  development: false,
} as const

/**
 * An MDX body compiled to the body of a function (see src/components/mdx/mdx-body.tsx), kept in
 * the build cache by the body's hash. Compiling here, once per file and build, instead of in
 * webpack, where gatsby-plugin-mdx makes every MDX file a module of its own, keeps the page
 * renderer the same size however many pages there are.
 */
export async function compiledMdxBody(
  body: string,
  contentDigest: string,
  cache: GatsbyCache,
): Promise<string> {
  const key = `mdx-body-${contentDigest}`
  const cached = (await cache.get(key)) as string | undefined
  if (cached !== undefined) return cached
  const { compile } = await importCompiler()
  const code = String(await compile(body, compileOptions))
  await cache.set(key, code)
  return code
}

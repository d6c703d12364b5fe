import type * as Mdx from '@mdx-js/mdx'
import type { GatsbyCache } from 'gatsby'
import { mdxCompileOptions } from '../components/mdx/compile-options'

/**
 * The compiler is an ES module only, and Gatsby compiles this file to CommonJS, which would turn
 * a plain import() into require(); a function built at run time keeps the import() native.
 */
const importCompiler = new Function('return import("@mdx-js/mdx")') as () => Promise<typeof Mdx>

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
  const code = String(await compile(body, mdxCompileOptions))
  await cache.set(key, code)
  return code
}

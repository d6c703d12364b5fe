import type * as Mdx from '@mdx-js/mdx'
import type * as Gfm from 'remark-gfm'
import type { GatsbyCache } from 'gatsby'
import { mdxCompileOptions } from '../components/mdx/compile-options'

/**
 * The compiler and its GFM plugin are ES modules only, and Gatsby compiles this file to CommonJS, which would turn
 * a plain import() into require(); a function built at run time keeps the import() native.
 */
const importCompiler = new Function('return import("@mdx-js/mdx")') as () => Promise<typeof Mdx>
const importGfm = new Function('return import("remark-gfm")') as () => Promise<typeof Gfm>

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
  const [{ compile }, gfm] = await Promise.all([importCompiler(), importGfm()])
  const code = String(await compile(body, mdxCompileOptions(gfm.default)))
  await cache.set(key, code)
  return code
}

import { compile } from '@mdx-js/mdx'
import type { GatsbyCache } from 'gatsby'
import { mdxCompileOptions, type BodyCompileSettings } from '../components/mdx/compile/options'

/** An MDX body compiled (see src/components/mdx/mdx-body.tsx), and the images it shows. */
export interface CompiledBody {
  code: string
  /** The images' addresses as the body writes them (`./photo.jpg`), each once. */
  imageSources: string[]
}

/**
 * An MDX body compiled to the body of a function, kept in the build cache by the body's hash and
 * what else its compile depends on. Compiling here, once per file and build, instead of in
 * webpack, where gatsby-plugin-mdx makes every MDX file a module of its own, keeps the page
 * renderer the same size however many pages there are.
 */
export function compiledMdxBody(
  body: string,
  contentDigest: string,
  settings: BodyCompileSettings,
  cache: GatsbyCache,
): Promise<CompiledBody> {
  const key = `mdx-body-${contentDigest}-${JSON.stringify(settings)}`
  let compiled = compiling.get(key)
  if (!compiled) {
    compiled = cachedOrCompiled(key, body, settings, cache).finally(() => compiling.delete(key))
    compiling.set(key, compiled)
  }
  return compiled
}

/**
 * The compiles under way, by cache key: a page's query asks for a body's code and for its images
 * at once, and both would otherwise miss the cache and compile the same body.
 */
const compiling = new Map<string, Promise<CompiledBody>>()

async function cachedOrCompiled(
  key: string,
  body: string,
  settings: BodyCompileSettings,
  cache: GatsbyCache,
): Promise<CompiledBody> {
  const cached = (await cache.get(key)) as CompiledBody | undefined
  if (cached !== undefined) return cached
  const file = await compile(body, mdxCompileOptions(settings))
  const compiled = {
    code: String(file),
    imageSources: (file.data.imageSources ?? []) as string[],
  }
  await cache.set(key, compiled)
  return compiled
}

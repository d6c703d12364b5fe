import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { build } from 'esbuild'
import type { GatsbyNode } from 'gatsby'
import { enhancementManifestPath, enhancementNames, type Enhancement } from '../ssr/enhancements'
import { projectRoot } from './project-paths'

const outputFolder = 'enhance'

/**
 * Bundles each enhancement (src/browser/enhance/<name>.ts) into a small, minified module with a
 * content hash in its name under public/enhance/, and records the names for the pages.
 */
export async function buildEnhancements(root: string): Promise<Record<Enhancement, string>> {
  const outdir = join(root, 'public', outputFolder)
  mkdirSync(outdir, { recursive: true })
  const result = await build({
    entryPoints: enhancementNames.map((name) =>
      join(root, 'src', 'browser', 'enhance', `${name}.ts`),
    ),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    entryNames: '[name]-[hash]',
    outdir,
    metafile: true,
    logLevel: 'error',
    absWorkingDir: root,
  })
  const files = Object.fromEntries(
    Object.entries(result.metafile.outputs).flatMap(([output, { entryPoint }]) =>
      entryPoint
        ? [[basename(entryPoint, '.ts'), `/${relative(join(root, 'public'), join(root, output))}`]]
        : [],
    ),
  ) as Record<Enhancement, string>
  writeFileSync(enhancementManifestPath(root), JSON.stringify(files))
  return files
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async () => {
  await buildEnhancements(projectRoot)
}

import { mkdirSync, rmSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { build } from 'esbuild'
import { enhancementNames, type Enhancement } from '../ssr/enhancements'

const outputFolder = 'enhance'

/**
 * Bundles each enhancement (src/browser/enhance/<name>.ts) into a small, minified module with a
 * content hash in its name under public/enhance/, and returns the URL of each.
 */
export async function buildEnhancements(root: string): Promise<Record<Enhancement, string>> {
  const outdir = join(root, 'public', outputFolder)
  // Files of earlier builds would otherwise pile up under their old hashes.
  rmSync(outdir, { recursive: true, force: true })
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
  return Object.fromEntries(
    Object.entries(result.metafile.outputs).flatMap(([output, { entryPoint }]) =>
      entryPoint
        ? [[basename(entryPoint, '.ts'), `/${relative(join(root, 'public'), join(root, output))}`]]
        : [],
    ),
  ) as Record<Enhancement, string>
}

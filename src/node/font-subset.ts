import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { fontCodePoints, fontSource, fontSubset } from '../styles/fonts'
import { resolveFromProject } from './project-paths'

const outputFolder = 'fonts'

/** Every character of the subset, as one string. */
export function subsetCharacters(): string {
  return fontCodePoints
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
    )
    .join('')
}

/** The subset font, cut from the source by harfbuzz. */
export async function cutFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, subsetCharacters(), {
    targetFormat: 'woff2',
    keepFeatures: [...fontSubset.features],
    variationAxes: { wght: fontSubset.weights, opsz: fontSubset.opticalSize },
  })
}

/**
 * Writes the site's font to public/fonts/ under a name with its content hash, and returns its URL.
 * Cutting takes about a second, so the result is kept in the build cache, keyed by the source font
 * and the cut, and a rebuild with neither changed copies it.
 */
export async function buildFont(root: string, cacheDir: string): Promise<string> {
  const source = readFileSync(resolveFromProject(fontSource, root))
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ fontCodePoints, fontSubset }))
    .digest('hex')
  const cached = join(cacheDir, `${key}.woff2`)
  if (!existsSync(cached)) {
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cached, await cutFont(source))
  }
  const font = readFileSync(cached)
  const name = `inter-${createHash('sha256').update(font).digest('hex').slice(0, 16)}.woff2`
  const outdir = join(root, 'public', outputFolder)
  // Files of earlier builds would otherwise pile up under their old hashes.
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  writeFileSync(join(outdir, name), font)
  return `/${outputFolder}/${name}`
}

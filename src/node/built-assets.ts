import { join } from 'node:path'
import type { GatsbyNode } from 'gatsby'
import type { Enhancement } from '../ssr/enhancements'
import { buildEnhancements } from './enhancements'
import { buildFont } from './font-subset'
import { projectRoot } from './project-paths'

/** Files the build makes outside webpack, by their hashed URLs under public/. */
interface BuiltAssets {
  enhancements: Record<Enhancement, string>
  font: string
}

let built: BuiltAssets | undefined

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ cache }) => {
  const [enhancements, font] = await Promise.all([
    buildEnhancements(projectRoot),
    buildFont(projectRoot, join(cache.directory, 'font')),
  ])
  built = { enhancements, font }
}

/** The URLs of the enhancements and the font, for the page renderer; made before bootstrap. */
export function builtAssets(): BuiltAssets {
  if (!built)
    throw new Error('The enhancement scripts and the font were not built before rendering.')
  return built
}

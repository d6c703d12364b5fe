import { join } from 'node:path'
import { transform } from 'esbuild'
import type { ParentSpanPluginArgs } from 'gatsby'
import { bootScript } from '../browser/boot'
import type { BootBuild, Enhancement } from '../ssr/enhancements'
import { adminFolder, previewScript, startScript, writeAdmin } from './cms/admin'
import { buildCmsPreview, buildCmsStart } from './cms/preview-bundle'
import { buildEnhancements } from './enhancements'
import { euroTimeZones } from './euro-time-zones'
import { buildFont } from './font-subset'
import { writeIcons } from './icons'
import { projectRoot } from './project-paths'

/** What the build makes outside webpack: files by their hashed URLs under public/, and the boot script. */
interface BuiltAssets {
  enhancements: Record<Enhancement, string>
  /**
   * The inline boot script, minified, with the font's URL: every page carries it in its head,
   * and pages that show prices the build that also chooses their currency.
   */
  boot: Record<BootBuild, string>
  /** The tab icon, a `data:` URL every page carries (src/node/icons.ts). */
  tabIcon: string
}

let built: BuiltAssets | undefined

/**
 * Also writes the icons every page's head links to, and the CMS under /admin/ with its preview,
 * before the pages exist, so that `gatsby develop` serves them too.
 */
export async function buildAssets({ cache }: Pick<ParentSpanPluginArgs, 'cache'>) {
  const font = buildFont(projectRoot, join(cache.directory, 'font'))
  const euroZones = euroTimeZones()
  const buildBoot = async () => {
    const preview = process.env.gatsby_executing_command === 'develop'
    const minified = async (prices: boolean) => {
      const { code } = await transform(bootScript(await font, euroZones, { preview, prices }), {
        minify: true,
        target: 'es2020',
      })
      return code.trim()
    }
    return { plain: await minified(false), withPrices: await minified(true) }
  }
  const [enhancements, boot, tabIcon] = await Promise.all([
    buildEnhancements(projectRoot),
    buildBoot(),
    writeIcons(join(projectRoot, 'public')),
  ])
  const { collections } = writeAdmin(join(projectRoot, 'public'))
  await Promise.all([
    buildCmsStart(projectRoot, join(projectRoot, 'public', adminFolder, startScript)),
    buildCmsPreview(projectRoot, join(projectRoot, 'public', adminFolder, previewScript), {
      fontUrl: await font,
      euroTimeZones: euroZones,
      // Decap finds the preview of a file collection's entry by the file's name.
      collections: collections.flatMap((collection) =>
        'files' in collection ? collection.files.map(({ name }) => name) : [collection.name],
      ),
    }),
  ])
  built = { enhancements, boot, tabIcon }
}

/** The enhancements, the boot script and the tab icon, for the page renderer; made before bootstrap. */
export function builtAssets(): BuiltAssets {
  if (!built)
    throw new Error(
      'The enhancement scripts, the boot script and the tab icon were not built before rendering.',
    )
  return built
}

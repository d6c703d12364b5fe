import { join } from 'node:path'
import { build } from 'esbuild'
import { adminFolder } from './admin'
import { previewSiteFile } from './preview-site'

/**
 * What the site's code reads of the build's environment where it renders: the site's address,
 * and the GATSBY_ variables, which Gatsby gives its own browser code. Each is written into the
 * bundle only where the code reads it; no other variable (secrets among them) reaches a file the
 * host serves.
 */
const inBrowser = (name: string) => name === 'SITE_URL' || name.startsWith('GATSBY_')

/**
 * Bundles the CMS preview (src/browser/cms/preview) at `outfile`, with the site's templates,
 * components, styles and content checks, React and the MDX compiler: the CMS's page alone loads
 * it. `fontUrl` is the site font of this build, `collections` the CMS's collections,
 * `euroTimeZones` the zones whose writers see prices in euros, as visitors there do.
 */
export async function buildCmsPreview(
  root: string,
  outfile: string,
  {
    fontUrl,
    collections,
    euroTimeZones,
  }: { fontUrl: string; collections: readonly string[]; euroTimeZones: readonly string[] },
): Promise<void> {
  const preview = join(root, 'src', 'browser', 'cms', 'preview')
  const environment = Object.entries(process.env).filter(([name]) => inBrowser(name))
  await build({
    entryPoints: [join(preview, 'index.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile,
    jsx: 'automatic',
    jsxImportSource: 'theme-ui',
    // The templates and components import from Gatsby, which the preview does without.
    alias: { gatsby: join(preview, 'gatsby.tsx') },
    define: {
      'process.env': '{}',
      'process.env.NODE_ENV': '"production"',
      ...Object.fromEntries(
        environment.map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
      ),
      SITE_FONT_URL: JSON.stringify(fontUrl),
      CMS_COLLECTIONS: JSON.stringify(collections),
      EURO_TIME_ZONES: JSON.stringify(euroTimeZones),
      PREVIEW_SITE_URL: JSON.stringify(`/${adminFolder}/${previewSiteFile}`),
    },
    logLevel: 'error',
    absWorkingDir: root,
  })
}

/** The script that starts the CMS in the writer's language (src/browser/cms/start.ts), at `outfile`. */
export async function buildCmsStart(root: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [join(root, 'src', 'browser', 'cms', 'start.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile,
    // Its address rules read the site's pages from what the preview reads.
    define: { PREVIEW_SITE_URL: JSON.stringify(`/${adminFolder}/${previewSiteFile}`) },
    logLevel: 'error',
    absWorkingDir: root,
  })
}

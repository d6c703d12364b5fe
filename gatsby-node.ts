import { join } from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { recordBuildCode, startAfreshWhenBuildCodeChanged } from './src/node/build-code-cache'
import { buildAssets } from './src/node/built-assets'
import { checkOwnerFacts } from './src/node/owner-facts-check'
import { writePreviewSite } from './src/node/cms/preview-site'
import { checkContentBeforeSourcing, createContentPages } from './src/node/pages'
import { restoreGatsbyPageFiles } from './src/node/post-build/page-files'
import { restoreGatsbyRuntimeFiles } from './src/node/post-build/unshipped-files'
import { projectRoot } from './src/node/project-paths'

export { createResolvers, createSchemaCustomization } from './src/node/schema'
export { onCreateNode, shouldOnCreateNode } from './src/node/content-nodes'
export { sourceNodes } from './src/node/facts/nodes'
export { onPostBuild } from './src/node/post-build'
export { onCreateWebpackConfig } from './src/node/webpack-config'
export { onCreateDevServer } from './src/node/development-server'

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, store }) => {
  // First: a build that stops here leaves public/ as the last build wrote it.
  checkOwnerFacts(reporter)
  startAfreshWhenBuildCodeChanged(reporter, store)
  restoreGatsbyRuntimeFiles(join(projectRoot, 'public'), join(projectRoot, '.cache'))
  restoreGatsbyPageFiles(join(projectRoot, 'public'), join(projectRoot, '.cache'))
  checkContentBeforeSourcing(reporter)
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async (args) => {
  recordBuildCode()
  await buildAssets(args)
}

/** The content's pages, and what the CMS preview frames its pages with. */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const frames = createContentPages(args)
  if (frames) await writePreviewSite(frames, args)
}

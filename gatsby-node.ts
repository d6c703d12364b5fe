export { createSchemaCustomization } from './src/node/schema'
export { onCreateNode } from './src/node/content-nodes'
export { createPages } from './src/node/pages'
export { onPostBuild } from './src/node/post-build'

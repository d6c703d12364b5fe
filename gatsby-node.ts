export { createSchemaCustomization } from './src/node/schema'
export { onCreateNode } from './src/node/content-nodes'
export { createPages } from './src/node/pages'

// Jest compiles TypeScript and JSX the way Gatsby does, without a project-wide Babel config
// (which Gatsby would then use for the site build as well).
const babelJest = require('babel-jest').default

module.exports = babelJest.createTransformer({
  babelrc: false,
  configFile: false,
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: 'theme-ui' }],
    '@babel/preset-typescript',
  ],
})

// The packages that ship ES modules only (esm-only-packages.cjs), which Jest on Node 22 cannot
// require. They are turned into CommonJS and nothing else: they are written for current Node
// already, and the site's Babel preset would choke on their private class methods.
const babelJest = require('babel-jest').default

module.exports = babelJest.createTransformer({
  babelrc: false,
  configFile: false,
  plugins: [
    '@babel/plugin-transform-export-namespace-from',
    '@babel/plugin-transform-dynamic-import',
    '@babel/plugin-transform-modules-commonjs',
  ],
})

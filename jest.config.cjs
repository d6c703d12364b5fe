/** @type {import('jest').Config} */

const { esmOnlyPackages } = require('./jest/esm-only-packages.cjs')

const { names: esmOnlyNames, importEntries } = esmOnlyPackages()
const esmOnly = esmOnlyNames.map((name) => name.replace(/[.+]/g, '\\$&')).join('|')

const shared = {
  transform: {
    [`/node_modules/(${esmOnly})/.+\\.js$`]: '<rootDir>/jest/esm-transform.cjs',
    '^.+\\.[jt]sx?$': '<rootDir>/jest/babel-transform.cjs',
  },
  // Gatsby and chrome-launcher ship untranspiled ES modules; the packages above ES modules only.
  transformIgnorePatterns: [
    `node_modules/(?!(gatsby|gatsby-script|gatsby-link|chrome-launcher|${esmOnly})/)`,
  ],
  moduleNameMapper: { '\\.(css|jpe?g|png|svg)$': '<rootDir>/jest/file-stub.cjs', ...importEntries },
  testPathIgnorePatterns: ['/node_modules/', '/\\.cache/', '/public/'],
}

module.exports = {
  // Sweeps over every page visit a few pages at once (it.concurrent); more would only queue on 2 cores.
  maxConcurrency: 4,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/e2e/harness/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/harness/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/harness/setup.ts'],
    },
  ],
}

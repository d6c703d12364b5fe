/** @jest-environment node */
import config from '../gatsby-config'
import { staticHostAdapter } from '../src/node/static-host-adapter'

describe('the build on a host Gatsby has an adapter for', () => {
  it('uses the site adapter, so that Gatsby installs none that adds host rules of its own', () => {
    expect(config.adapter).toBe(staticHostAdapter)
    expect(staticHostAdapter.cache).toBeUndefined()
    expect(staticHostAdapter.config).toBeUndefined()
  })
})

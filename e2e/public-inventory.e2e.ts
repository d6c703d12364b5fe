import { join } from 'node:path'
import { unusedFiles } from './harness/public-references'

/**
 * The build folder is what a host publishes: every file in it is a page, or something a page,
 * a host rule, a feed, the manifest, a crawler file, a script or the search index uses.
 */
describe('the build folder', () => {
  it('holds only files the site uses', () => {
    expect(unusedFiles(join(process.cwd(), 'public'))).toEqual([])
  })
})

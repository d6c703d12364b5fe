import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { recordBuildCode, startAfreshWhenBuildCodeChanged } from '../src/node/build-code-cache'

/**
 * Gatsby keeps query results until gatsby-node.ts itself changes; our build code lives in
 * src/node, so the build notices a change of the compiled code and has Gatsby start afresh.
 */
describe('a Gatsby cache built by other build code', () => {
  let root: string
  const compiled = (file: string, code: string) =>
    writeFileSync(join(root, '.cache', 'compiled', file), code)
  const reporter = { info: jest.fn() }
  const typeOwners = {
    pluginsToTypes: new Map<string, unknown>(),
    typesToPlugins: new Map<string, string>(),
  }
  const store = { getState: () => ({ typeOwners }) }
  const publicFolder = () => join(root, 'public')

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-code-'))
    mkdirSync(join(root, '.cache', 'compiled'), { recursive: true })
    mkdirSync(join(root, '.cache', 'caches-lmdb'))
    mkdirSync(publicFolder())
    compiled('gatsby-node.js', 'resolve a field the old way')
    compiled('gatsby-config.js', 'plugins')
    reporter.info.mockClear()
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('is kept while the build code stays the same', () => {
    recordBuildCode(root)
    startAfreshWhenBuildCodeChanged(reporter, store, root)
    expect(existsSync(publicFolder())).toBe(true)
    expect(reporter.info).not.toHaveBeenCalled()
  })

  it('is given up, with a note, once the build code changed', () => {
    recordBuildCode(root)
    compiled('gatsby-node.js', 'resolve a field the new way')
    typeOwners.typesToPlugins.set('Mdx', 'gatsby-plugin-mdx')
    startAfreshWhenBuildCodeChanged(reporter, store, root)
    expect(existsSync(publicFolder())).toBe(false)
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining('starts with no cache'))
    // The plugin that created a type before is forgotten with the rest.
    expect(typeOwners.typesToPlugins.size).toBe(0)
  })

  it('is given up when no run recorded its build code', () => {
    startAfreshWhenBuildCodeChanged(reporter, store, root)
    expect(existsSync(publicFolder())).toBe(false)
  })

  it('is not looked at when there is none', () => {
    rmSync(join(root, '.cache', 'caches-lmdb'), { recursive: true })
    startAfreshWhenBuildCodeChanged(reporter, store, root)
    expect(existsSync(publicFolder())).toBe(true)
  })
})

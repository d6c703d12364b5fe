/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as ContentFilesModule from '../src/node/content-files'

type ContentFiles = typeof ContentFilesModule

/** content-files.ts as a new build's process has it: nothing read yet. */
const freshModule = () => {
  let module: ContentFiles | undefined
  jest.isolateModules(() => {
    module = jest.requireActual<ContentFiles>('../src/node/content-files')
  })
  return module as ContentFiles
}

describe('what the check finds in each content file', () => {
  let root: string
  const content = () => join(root, 'content')
  const article = () => join(content(), 'blog', 'launch', 'index.en.mdx')
  const kept = () => join(root, '.cache', 'content-findings.json')
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'findings-'))
    mkdirSync(join(content(), 'blog', 'launch'), { recursive: true })
    writeFileSync(article(), '---\ntitle: Launch\n---\n\n| A | B |\n| --- | --- |\n| 1 | 2 | 3 |\n')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('is kept for the next build, which reads it instead of parsing the file again', () => {
    const first = freshModule()
    const found = first.readContentFile(article(), content(), root)
    expect('bodyProblems' in found && found.bodyProblems).toHaveLength(1)
    first.keepFindings(kept())
    // What the next build would find had it parsed the file: the kept findings say otherwise.
    const findings = JSON.parse(readFileSync(kept(), 'utf8')) as Record<string, object>
    const [digest] = Object.keys(findings)
    writeFileSync(kept(), JSON.stringify({ [digest as string]: { bodyProblems: [] } }))
    const next = freshModule()
    next.recallFindings(kept())
    const recalled = next.readContentFile(article(), content(), root)
    expect('bodyProblems' in recalled && recalled.bodyProblems).toEqual([])
  })

  it('keeps only the files as they are now, not their earlier texts', () => {
    const module = freshModule()
    module.readContentFile(article(), content(), root)
    module.keepFindings(kept())
    writeFileSync(article(), '---\ntitle: Launch\n---\n\nFixed.\n')
    module.readContentFile(article(), content(), root)
    module.keepFindings(kept())
    expect(Object.keys(JSON.parse(readFileSync(kept(), 'utf8')) as object)).toHaveLength(1)
  })

  it('is parsed again when the kept file cannot be read', () => {
    mkdirSync(join(root, '.cache'))
    writeFileSync(kept(), '{ not json')
    const module = freshModule()
    module.recallFindings(kept())
    const found = module.readContentFile(article(), content(), root)
    expect('bodyProblems' in found && found.bodyProblems).toHaveLength(1)
  })
})

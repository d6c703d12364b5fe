import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { projectRoot } from '../src/node/project-paths'

const netlify = join(projectRoot, 'node_modules', '.bin', 'netlify')
const plugin = join('netlify', 'plugins', 'gatsby-cache')

/**
 * The plugin that keeps Gatsby's cache between Netlify builds (docs/deploying.md), run by
 * Netlify's own build engine (`netlify build --offline`, which keeps its cache on disk as the
 * build servers keep theirs) on a site whose build says whether it found its cache: each build
 * starts from a clean checkout, as Netlify's do. That Gatsby then renders only what changed is
 * e2e/blog-pages.e2e.ts's to show.
 */
describe('a Netlify build', () => {
  let site: string
  const build = () => {
    // A fresh checkout: the site's files, nothing a build wrote.
    rmSync(join(site, '.cache'), { recursive: true, force: true })
    rmSync(join(site, 'public'), { recursive: true, force: true })
    const output = execFileSync(netlify, ['build', '--offline'], {
      cwd: site,
      encoding: 'utf8',
      env: { ...process.env, NETLIFY_SITE_ID: '' },
    })
    // Its colours, which it prints where it sees CI=true, though not to a terminal.
    return stripVTControlCharacters(output)
  }

  beforeAll(() => {
    site = mkdtempSync(join(tmpdir(), 'netlify-cache-'))
    cpSync(join(projectRoot, plugin), join(site, plugin), { recursive: true })
    const projectConfig = readFileSync(join(projectRoot, 'netlify.toml'), 'utf8')
    const plugins = projectConfig.slice(projectConfig.indexOf('[[plugins]]'))
    writeFileSync(
      join(site, 'netlify.toml'),
      [
        '[build]',
        '  command = "if test -f .cache/built; then echo FOUND THE CACHE; else mkdir -p .cache public; touch .cache/built public/index.html; echo NO CACHE; fi"',
        '  publish = "public"',
        '',
        plugins,
      ].join('\n'),
    )
  })
  afterAll(() => rmSync(site, { recursive: true, force: true }))

  it('starts without a cache, then finds the last build’s .cache and public, with the project’s plugin', () => {
    const first = build()
    expect(first).toContain(`./${plugin} from netlify.toml`)
    expect(first).toContain('NO CACHE')
    const second = build()
    expect(second).toContain("Restored Gatsby's cache.")
    expect(second).toContain('FOUND THE CACHE')
  }, 120_000)
})

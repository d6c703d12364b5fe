// The packages, with their dependencies, that ship ES modules only and that Jest on Node 22 cannot
// require (Node itself can): the test tools, and the MDX compiler and its plugins, which the
// content checks run. Found by walking the dependencies, so an upgrade that adds one is covered.
const { existsSync, readFileSync } = require('node:fs')
const { dirname, join } = require('node:path')

const roots = [
  'puppeteer-core',
  '@puppeteer/browsers',
  'chromium-bidi',
  '@mdx-js/mdx',
  '@mdx-js/react',
  'remark-gfm',
  'rehype-highlight',
  'hast-util-to-string',
  'unist-util-visit',
  'mdast-util-from-markdown',
  'mdast-util-gfm',
  'mdast-util-mdx',
  'micromark-extension-gfm',
  'micromark-extension-mdxjs',
]

/** The folder of a package as Node finds it from a folder: in its node_modules, or a parent's. */
function packageFolder(name, from) {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dirname(folder) === folder) return undefined
  }
}

/**
 * A package's entry for `import` where it offers none for `require`, which Jest would not find,
 * as its folder-relative path; undefined for every other package.
 */
function importOnlyEntry(manifest) {
  const entry = manifest.exports?.['.'] ?? manifest.exports
  if (typeof entry !== 'object' || entry === null || 'require' in entry || 'default' in entry)
    return undefined
  return typeof entry.import === 'string' ? entry.import : entry.import?.default
}

/**
 * The ES-module-only packages among the roots and their dependencies: their names, and where Jest
 * must be told the entry of those that have one for `import` only.
 */
function esmOnlyPackages(root = join(__dirname, '..')) {
  const names = new Set()
  const importEntries = {}
  const seen = new Set()
  const visit = (name, from) => {
    const folder = packageFolder(name, from)
    if (!folder || seen.has(folder)) return
    seen.add(folder)
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
    const { type, dependencies = {} } = manifest
    if (type !== 'module') return
    names.add(name)
    const entry = importOnlyEntry(manifest)
    if (entry) importEntries[`^${name}$`] = join(folder, entry)
    for (const dependency of Object.keys(dependencies)) visit(dependency, folder)
  }
  for (const name of roots) visit(name, root)
  return { names: [...names], importEntries }
}

module.exports = { esmOnlyPackages }

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reporter, Store } from 'gatsby'
import { projectRoot } from './project-paths'

const cacheFolder = (root: string) => join(root, '.cache')
const digestFile = (root: string) => join(cacheFolder(root), 'build-code.digest')

/** Gatsby compiles gatsby-node and gatsby-config, with all the code they import, into one file each. */
function buildCodeDigest(root: string): string {
  const hash = createHash('sha256')
  for (const file of ['gatsby-node.js', 'gatsby-config.js'])
    hash.update(readFileSync(join(cacheFolder(root), 'compiled', file)))
  return hash.digest('hex')
}

/**
 * Gatsby keeps its cache (query results, page data) until gatsby-node.ts, gatsby-config.ts or
 * package.json change. Our build code lives in src/node, which gatsby-node.ts only re-exports, so
 * a change there (how a field is resolved, say) would leave every page on the answers of the old
 * code, in `npm start` as in a build. When the compiled build code differs from the last run's,
 * this removes public/ before Gatsby looks at its cache; Gatsby then finds the cache incomplete
 * and starts afresh. Runs in onPreInit, the only hook before that look.
 *
 * Gatsby's fresh start keeps one thing: which plugin created each type of node (it restores that
 * from the last run and never clears it), so build code that now creates a type another plugin
 * used to (our Mdx nodes, once gatsby-plugin-mdx's) would be refused. That record is cleared too.
 */
export function startAfreshWhenBuildCodeChanged(
  reporter: Pick<Reporter, 'info'>,
  store: Pick<Store, 'getState'>,
  root = projectRoot,
) {
  if (!existsSync(join(cacheFolder(root), 'caches-lmdb'))) return
  const digest = digestFile(root)
  const previous = existsSync(digest) ? readFileSync(digest, 'utf8') : undefined
  if (previous === buildCodeDigest(root)) return
  reporter.info('The build code changed since the last run, so the build starts with no cache.')
  rmSync(join(root, 'public'), { recursive: true, force: true })
  const owners = (store.getState() as { typeOwners?: TypeOwners }).typeOwners
  owners?.pluginsToTypes.clear()
  owners?.typesToPlugins.clear()
}

/** Gatsby's record of which plugin created each type of node (its redux state `typeOwners`). */
interface TypeOwners {
  pluginsToTypes: Map<string, unknown>
  typesToPlugins: Map<string, string>
}

/** Notes the code this cache is built with; called once Gatsby has settled its cache. */
export function recordBuildCode(root = projectRoot) {
  writeFileSync(digestFile(root), buildCodeDigest(root))
}

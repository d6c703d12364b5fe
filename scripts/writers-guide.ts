/**
 * Rewrites the field reference of the writers' guide (content/README.md) from the frontmatter
 * descriptions the build validates against. Usage: npm run guide
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withFieldReference } from '../src/node/frontmatter/reference'
import { contentRoot } from '../src/node/project-paths'

const guide = join(contentRoot, 'README.md')
writeFileSync(guide, withFieldReference(readFileSync(guide, 'utf8')))
console.log(`Updated the field reference in ${guide}.`)

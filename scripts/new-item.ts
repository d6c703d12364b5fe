/**
 * Creates a new content item in all seven languages, every text to write marked "TO WRITE".
 * Usage: npm run new -- post <name>
 */
import { relative } from 'node:path'
import { contentRoot, projectRoot } from '../src/node/project-paths'
import { scaffoldPost } from '../src/node/scaffold'

const [kind, key] = process.argv.slice(2)
if (kind !== 'post' || !key) {
  console.error('Usage: npm run new -- post <name>, e.g. npm run new -- post prime-day-checklist')
  process.exit(2)
}
try {
  const files = scaffoldPost(contentRoot, key, new Date().toISOString().slice(0, 10))
  console.log(
    `Created, one per language:\n${files.map((file) => `  ${relative(projectRoot, file)}`).join('\n')}`,
  )
  console.log(
    `Next: put the cover image next to them as cover.jpg, and replace every "TO WRITE" text.\n` +
      `The build names each line still to write. Preview with npm start.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

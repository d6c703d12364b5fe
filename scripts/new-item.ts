/**
 * Creates a new content item in all seven languages, every text to write marked "TO WRITE".
 * Usage: npm run new -- post <name>   (a blog article)
 *        npm run new -- page <name>   (a page with a title and Markdown text)
 */
import { relative } from 'node:path'
import { contentRoot, projectRoot } from '../src/node/project-paths'
import { scaffoldItem, type NewItemKind } from '../src/node/scaffold/scaffold'

const nextSteps: Record<NewItemKind, string> = {
  post: 'put the cover image next to them as cover.jpg (or a drawing as cover.svg, and write image: cover.svg), replace every "TO WRITE" text, and replace example-photo.jpg with your own photos (or delete it and its line).',
  page: 'replace every "TO WRITE" text, and link to the page from the pages that should lead to it.',
}

const [kind, key] = process.argv.slice(2)
if ((kind !== 'post' && kind !== 'page') || !key) {
  console.error(
    'Usage: npm run new -- post <name> or npm run new -- page <name>, e.g. npm run new -- post prime-day-checklist',
  )
  process.exit(2)
}
try {
  const files = scaffoldItem(contentRoot, kind, key, new Date().toISOString().slice(0, 10))
  console.log(
    `Created, one per language:\n${files.map((file) => `  ${relative(projectRoot, file)}`).join('\n')}`,
  )
  console.log(
    `Next: ${nextSteps[kind]}\nThe build names each line still to write. Preview with npm start.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

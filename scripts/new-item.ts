/**
 * Creates a new content item in all seven languages, every text to write marked "TO WRITE".
 * Usage: npm run new -- post <name>       (a blog article)
 *        npm run new -- page <name>       (a page with a title and Markdown text)
 *        npm run new -- category <name>   (a category of blog articles)
 *        npm run new -- author <name>     (an author of blog articles)
 */
import { relative } from 'node:path'
import { contentRoot, projectRoot } from '../src/node/project-paths'
import { newItemKinds, scaffoldItem, type NewItemKind } from '../src/node/scaffold/scaffold'

const nextSteps = (kind: NewItemKind, key: string): string =>
  ({
    post: 'put the cover image next to them as cover.jpg (or a drawing as cover.svg, and write image: cover.svg), replace every "TO WRITE" text, and replace example-photo.jpg with your own photos (or delete it and its line).',
    page: 'replace every "TO WRITE" text, and link to the page from the pages that should lead to it.',
    category: `replace every "TO WRITE" text, and put the category on its articles: categories: [${key}] in each article's English file.`,
    author: `replace every "TO WRITE" text, check that each address's word for "author" suits them (German has Autor and Autorin), save their photo beside the files as photo.jpg and write image: photo.jpg in the English file, and name them on their articles: author: ${key} in each article's English file.`,
  })[kind]

const isNewItemKind = (kind = ''): kind is NewItemKind =>
  (newItemKinds as readonly string[]).includes(kind)

const [kind, key] = process.argv.slice(2)
if (!isNewItemKind(kind) || !key) {
  console.error(
    `Usage: npm run new -- <${newItemKinds.join('|')}> <name>, e.g. npm run new -- post prime-day-checklist`,
  )
  process.exit(2)
}
try {
  const files = scaffoldItem(contentRoot, kind, key, new Date().toISOString().slice(0, 10))
  console.log(
    `Created, one per language:\n${files.map((file) => `  ${relative(projectRoot, file)}`).join('\n')}`,
  )
  console.log(
    `Next: ${nextSteps(kind, key)}\nThe build names each line still to write. Preview with npm start.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

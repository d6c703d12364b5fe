/**
 * Keeps the content files in the form the CMS writes them, so that a save in the CMS changes only
 * the lines a writer changed.
 *
 *   tsx scripts/content-form.ts           rewrites the files that are not (npm run format)
 *   tsx scripts/content-form.ts --check   lists them and exits with 1 (npm run lint)
 */
import { contentNotInCmsForm } from '../src/node/cms/content-form'
import { contentRoot, projectRoot } from '../src/node/project-paths'

const check = process.argv.includes('--check')
const files = contentNotInCmsForm(contentRoot, projectRoot, !check)
if (check && files.length > 0) {
  console.error(
    `These content files are not written as the CMS writes them; run npm run format:\n${files.map((file) => `  ${file}`).join('\n')}`,
  )
  process.exit(1)
}
if (!check && files.length > 0)
  console.log(`Rewrote ${files.length} content file(s) in the CMS's form.`)

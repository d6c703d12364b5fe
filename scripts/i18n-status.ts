/**
 * Prints every content item × language with its path and whether the translation is missing, up
 * to date or outdated (the English file changed since it was translated); exits with 1 when a
 * page or legal document misses a language, which the build needs. An article's missing language
 * is a translation still to write: the site leaves the article out of it meanwhile. Outdated
 * pages still build, with a notice that links to the English.
 *
 *   npm run i18n:status [-- --content <folder>]
 *   npm run i18n:status -- --mark <item> [language ...]   e.g. --mark blog/prime-day de fr
 *
 * `--mark` records that the translations of the item (all, or the languages named) now match the
 * English file as it is: run it after updating them.
 */
import { resolve } from 'node:path'
import { listMdxFiles } from '../src/node/content-files'
import { contentRoot, projectRoot } from '../src/node/project-paths'
import {
  formatStatus,
  hasMissingRequired,
  markTranslated,
  translationStatus,
} from '../src/node/translation-status'
import { checkContentFiles } from '../src/node/validate'

const argument = (flag: string) => {
  const index = process.argv.indexOf(flag)
  return index > 0 ? process.argv.slice(index + 1) : undefined
}

const root = resolve(argument('--content')?.[0] ?? contentRoot)
const { files } = checkContentFiles(listMdxFiles(root), root, projectRoot)
const mark = argument('--mark')

if (mark) {
  const [item, ...languages] = mark
  if (!item) {
    console.error('Name the item to mark, e.g. npm run i18n:status -- --mark blog/prime-day')
    process.exit(2)
  }
  try {
    const written = markTranslated(files, projectRoot, item, languages)
    console.log(`Marked as translated from the current English:\n${written.join('\n')}`)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
} else {
  const statuses = translationStatus(files)
  console.log(formatStatus(statuses))
  process.exitCode = hasMissingRequired(statuses) ? 1 : 0
}

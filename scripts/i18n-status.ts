/**
 * Prints every content item × language with its path, and exits with 1 when a translation
 * is missing. Usage: npm run i18n:status [-- --content <folder>]
 */
import { resolve } from 'node:path'
import { listMdxFiles } from '../src/node/content-files'
import { contentRoot, projectRoot } from '../src/node/project-paths'
import { formatStatus, isComplete, translationStatus } from '../src/node/translation-status'
import { checkContentFiles } from '../src/node/validate'

const contentFlag = process.argv.indexOf('--content')
const root = contentFlag > 0 ? resolve(process.argv[contentFlag + 1] ?? '') : contentRoot
const { files } = checkContentFiles(listMdxFiles(root), root, projectRoot)
const statuses = translationStatus(files)
console.log(formatStatus(statuses))
process.exitCode = statuses.every(isComplete) ? 0 : 1

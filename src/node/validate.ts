import { readContentFile } from './content-files'
import type { ContentFile } from './content-item'
import {
  checkReferences,
  checkTranslations,
  checkUniqueMetadata,
  checkUniquePaths,
} from './validation/across-files'
import { checkFile } from './validation/one-file'

/**
 * The check of the content before any page is built (and in the live preview): each file on its
 * own (validation/one-file.ts), then the files together (validation/across-files.ts).
 */

/** One thing a writer must fix, phrased so that it can be read without knowing Gatsby. */
export interface ContentProblem {
  file: string
  /** The line of the field in the file, when it is written there. */
  line?: number
  field?: string
  message: string
}

export function formatProblem(problem: ContentProblem): string {
  const where = [
    problem.file,
    ...(problem.line ? [`line ${problem.line}`] : []),
    ...(problem.field ? [`field "${problem.field}"`] : []),
  ].join(', ')
  return `${where}: ${problem.message}`
}

/** Every problem of the content: each file's own, then those of the files together. */
export function validateContent(files: readonly ContentFile[]): ContentProblem[] {
  return [
    ...files.flatMap(checkFile),
    ...checkUniquePaths(files),
    ...checkUniqueMetadata(files),
    ...checkTranslations(files),
    ...checkReferences(files),
  ]
}

/** Reads content files from disk and validates them together, as the build does. */
export function checkContentFiles(
  absolutePaths: readonly string[],
  contentRoot: string,
  projectRoot: string,
): { files: ContentFile[]; problems: ContentProblem[] } {
  const files: ContentFile[] = []
  const problems: ContentProblem[] = []
  for (const path of absolutePaths) {
    const read = readContentFile(path, contentRoot, projectRoot)
    if ('unplaced' in read) {
      problems.push({
        file: read.displayPath,
        message:
          'is not where content files go. Use content/<pages|legal|blog|categories|authors>/<item>/index.<language>.mdx.',
      })
    } else {
      files.push(read)
    }
  }
  return { files, problems: [...problems, ...validateContent(files)] }
}

import { compileSync } from '@mdx-js/mdx'
import { bodyCompileSettings, mdxCompileOptions } from '../../../components/mdx/compile/options'
import { cmsFileText } from '../../../node/cms/file-text'
import { isUnreadableBodyMessage, unreadableBodyMessage } from '../../../node/body-findings'
import { sourceFindings } from '../../../node/content-item'
import { kindsWithBody } from '../../../node/frontmatter/kinds'
import type { ContentProblem } from '../../../node/validate'
import { checkFile } from '../../../node/validation/one-file'
import type { EditedFile } from './edited-file'

type Compiled = { code: string; imageSources: string[] } | { reason: string; line?: number }

let last: { body: string; kind: string; compiled: Compiled } | undefined

/** The text compiled as the build compiles it; typing elsewhere in the form reuses the last one. */
function compiledBody(body: string, kind: string): Compiled {
  if (last?.body !== body || last.kind !== kind) {
    try {
      const compiled = compileSync(body, mdxCompileOptions(bodyCompileSettings(kind)))
      const imageSources = (compiled.data.imageSources ?? []) as string[]
      last = { body, kind, compiled: { code: String(compiled), imageSources } }
    } catch (error) {
      const { reason, line } = error as { reason?: string; line?: number | null }
      last = { body, kind, compiled: { reason: reason ?? String(error), line: line ?? undefined } }
    }
  }
  return last.compiled
}

/**
 * The edited file checked as the build checks each file on its own (validation/one-file.ts), in
 * the form the CMS will save it, so that each problem names the line of the saved file; and its
 * text compiled as the build compiles it. Left to the build, which has every file on disk: the
 * checks of the files together (one page to an address, titles and descriptions a search result
 * can tell apart, every item in every language), and whether an SVG image can be drawn in a page.
 */
export function checkedFile(file: EditedFile): {
  problems: ContentProblem[]
  compiledBody: string
  imageSources: readonly string[]
} {
  const text = cmsFileText(file.frontmatter, file.body, file.kind)
  const problems = checkFile({
    ...file,
    siblingFiles: new Map(file.folderFiles.map((name) => [name, []])),
    ...sourceFindings(text),
  })
  if (!(kindsWithBody as readonly string[]).includes(file.kind))
    return { problems, compiledBody: '', imageSources: [] }
  const compiled = compiledBody(file.body, file.kind)
  if ('code' in compiled)
    return { problems, compiledBody: compiled.code, imageSources: compiled.imageSources }
  // The text starts on the line after the frontmatter's closing "---".
  const textStart = text.split('\n').indexOf('---', 1) + 1
  const problem: ContentProblem = {
    file: file.displayPath,
    ...(compiled.line && { line: textStart + compiled.line }),
    message: unreadableBodyMessage(compiled.reason),
  }
  // The checks parse the body as the compiler does, and have mostly said why already.
  const said = problems.some((known) => isUnreadableBodyMessage(known.message))
  return { problems: said ? problems : [...problems, problem], compiledBody: '', imageSources: [] }
}

import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { listMdxFiles } from '../content-files'
import { kindOf, locateContentFile } from '../content-item'
import { cmsSerialization } from './serialize'

/**
 * The content files not written as the CMS writes them (see serialize.ts), relative to the
 * project; with `fix`, rewritten in that form. A file whose kind is unknown or whose frontmatter
 * cannot be read is left to the content check, which explains what is wrong with it.
 */
export function contentNotInCmsForm(contentRoot: string, projectRoot: string, fix: boolean) {
  return listMdxFiles(contentRoot).flatMap((file) => {
    const location = locateContentFile(relative(contentRoot, file))
    const kind = location && kindOf(location.section, location.translationKey)
    if (!kind) return []
    const source = readFileSync(file, 'utf8')
    let formed: string
    try {
      formed = cmsSerialization(source, kind)
    } catch {
      return []
    }
    if (formed === source) return []
    if (fix) writeFileSync(file, formed)
    return [relative(projectRoot, file)]
  })
}

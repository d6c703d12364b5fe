import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { dataFileText } from '../../browser/cms/data-file-form'
import { factsFolder } from '../facts/fact-files'
import { listMdxFiles } from '../content-files'
import { kindOf, locateContentFile } from '../content-item'
import { cmsSerialization } from './serialize'

/**
 * The content files not written as the CMS writes them (see serialize.ts), relative to the
 * project; with `fix`, rewritten in that form. A file whose kind is unknown or whose frontmatter
 * cannot be read is left to the content check, which explains what is wrong with it.
 */
export function contentNotInCmsForm(contentRoot: string, projectRoot: string, fix: boolean) {
  const mdxFiles = listMdxFiles(contentRoot).flatMap((file) => {
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
  return [...mdxFiles, ...dataNotInCmsForm(contentRoot, projectRoot, fix)]
}

/** A data file as the CMS writes it (data-file-form.ts), with the line break Decap ends files with. */
const cmsJson = (source: string) => `${dataFileText(JSON.parse(source))}\n`

/** The data files (facts, UI strings) not written as the CMS writes them; see contentNotInCmsForm. */
function dataNotInCmsForm(contentRoot: string, projectRoot: string, fix: boolean) {
  const dataFiles = [factsFolder, 'strings'].flatMap((folder) =>
    readdirSync(join(contentRoot, folder))
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(contentRoot, folder, name)),
  )
  return dataFiles.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    let formed: string
    try {
      formed = cmsJson(source)
    } catch {
      return []
    }
    if (formed === source) return []
    if (fix) writeFileSync(file, formed)
    return [relative(projectRoot, file)]
  })
}

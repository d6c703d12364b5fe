import { relative } from 'node:path'
import { listMdxFiles, locateContentFile, parseFrontmatter } from '../../src/node/content-files'
import { contentRoot } from '../../src/node/project-paths'
import { readFileSync } from 'node:fs'

/** What the SiteRoutes static query returns, built from the real content files. */
export const siteRoutesFixture = {
  allMdx: {
    nodes: listMdxFiles(contentRoot).flatMap((file) => {
      const location = locateContentFile(relative(contentRoot, file))
      if (!location || location.section === 'blog') return []
      const { slug } = parseFrontmatter(readFileSync(file, 'utf8')) as { slug: string }
      return [
        {
          fields: {
            language: location.language,
            translationKey: `${location.section}/${location.translationKey}`,
            path: slug,
          },
        },
      ]
    }),
  },
}

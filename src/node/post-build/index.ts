import { copyFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { projectRoot } from '../project-paths'
import { writeIcons } from './icons'
import { writeRobotsTxt } from './robots'
import { writeShareImages } from './share-images'

interface TitlesQuery {
  allMdx: { nodes: { fields: { path: string }; frontmatter: { title: string } }[] }
}

/** Files the static host serves beside the pages: robots.txt, /sitemap.xml, icons, share images. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const publicDir = join(projectRoot, 'public')
  const result = await graphql<TitlesQuery>(`
    {
      allMdx {
        nodes {
          fields {
            path
          }
          frontmatter {
            title
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the page titles for the share images.', result.errors)
    return
  }
  const pages = result.data.allMdx.nodes.map(({ fields, frontmatter }) => ({
    path: fields.path,
    title: frontmatter.title,
  }))
  await Promise.all([
    // gatsby-plugin-sitemap writes an index; crawlers and robots.txt look for /sitemap.xml.
    copyFile(join(publicDir, 'sitemap-index.xml'), join(publicDir, 'sitemap.xml')),
    writeRobotsTxt(publicDir),
    writeIcons(publicDir),
    writeShareImages(publicDir, pages),
  ])
}

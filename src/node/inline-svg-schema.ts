import { isSvgFile } from './inline-svg'
import { prepareSvgFile } from './inline-svg-file'

export const inlineSvgTypeDefs = `
  "An SVG image, ready to be drawn in a page (see src/node/inline-svg.ts)."
  type InlineSvg {
    "The drawing's coordinate box, for the viewBox of its <svg> element."
    viewBox: String!
    "The elements inside <svg>, optimized, with ids unique to this image."
    body: String!
    "The file itself, for an <img> where the image is not drawn in the page."
    url: String!
  }
`

interface FileSource {
  base: string
  absolutePath: string
}

type Resolver = (source: FileSource, ...rest: unknown[]) => unknown

/** The part of GraphQL's resolve info used here: the File type, for its publicURL resolver. */
interface ResolveInfo {
  parentType: { getFields(): Record<string, { resolve?: Resolver }> }
}

/**
 * `File.svg`: an SVG content image made ready to draw in the page; null for other images and for
 * an SVG that cannot be (the content check has already told the writer why). Its `url` comes
 * from the File type's own publicURL, which copies the file into public/.
 */
export const inlineSvgResolvers = {
  File: {
    svg: {
      type: 'InlineSvg',
      description: 'An SVG image made ready to draw in a page; null for any other file.',
      resolve: async (source: FileSource, args: unknown, context: unknown, info: ResolveInfo) => {
        if (!isSvgFile(source.base)) return null
        const { svg } = prepareSvgFile(source.absolutePath)
        if (!svg) return null
        const publicUrl = info.parentType.getFields().publicURL?.resolve
        return { ...svg, url: await publicUrl?.(source, args, context, info) }
      },
    },
  },
}

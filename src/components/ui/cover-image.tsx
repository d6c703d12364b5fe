import { graphql } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { Picture } from './picture'

export const query = graphql`
  fragment CoverSvg on InlineSvg {
    viewBox
    body
    url
  }
`

/** The shape covers are shown in; the cover queries crop photos to it (aspectRatio: 1.7778). */
export const coverShape = { width: 16, height: 9 } as const

interface CoverImageProps {
  /** The cover when it is an SVG file (see src/node/inline-svg.ts). */
  svg?: Queries.CoverSvgFragment | null
  /** The cover when it is a photo, in the sizes its query asked for. */
  picture?: IGatsbyImageData | null
  alt: string
  /** `eager` for an image in the first screen. */
  loading?: 'lazy' | 'eager'
  className?: string
}

const box = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${coverShape.width} / ${coverShape.height}`,
  bg: 'muted',
} as const

/**
 * A blog cover. An SVG cover in the first screen is drawn in the page itself, so it arrives with
 * the text instead of one round trip later; elsewhere it is a lazy image of its file, so a list of
 * many posts does not carry every drawing. A photo is a responsive picture.
 */
export function CoverImage({ svg, picture, alt, loading = 'lazy', className }: CoverImageProps) {
  if (!svg) {
    return picture ? (
      <Picture image={picture} alt={alt} loading={loading} className={className} />
    ) : null
  }
  const [, , width, height] = svg.viewBox.split(/[\s,]+/)
  if (loading === 'eager') {
    return (
      <svg
        viewBox={svg.viewBox}
        width={width}
        height={height}
        preserveAspectRatio="xMidYMid slice"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={className}
        sx={box}
        dangerouslySetInnerHTML={{ __html: svg.body }}
      />
    )
  }
  return (
    <img
      src={svg.url}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
      sx={{ ...box, objectFit: 'cover' }}
    />
  )
}

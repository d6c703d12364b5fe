import { graphql } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react'
import { Picture } from '../ui/picture'

export const query = graphql`
  fragment BodyImages on Mdx {
    bodyImages {
      src
      file {
        svg {
          viewBox
          url
        }
        childImageSharp {
          gatsbyImageData(width: 760, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`

/** An image a body shows, ready to draw: a photo's sizes, or an SVG drawing's file. */
export interface BodyImage {
  picture?: IGatsbyImageData
  svg?: { viewBox: string; url: string }
  /** Where the CMS preview has the file, while the writer edits the entry. */
  url?: string
}

/** The body's images by their address as it writes them (`./photo.jpg`). */
export type BodyImages = ReadonlyMap<string, BodyImage>

const BodyImagesContext = createContext<BodyImages>(new Map())

/** Where the CMS preview gives a body the images the writer has in the entry's folder. */
export const BodyImagesProvider = BodyImagesContext.Provider

/** Gives a body the images its page's query made ready, before any the preview gives it. */
export function BodyImagesFrom({
  body,
  children,
}: {
  body: Queries.BodyImagesFragment
  children: ReactNode
}) {
  const around = useContext(BodyImagesContext)
  const built = body.bodyImages.flatMap(({ src, file }): [string, BodyImage][] =>
    file
      ? [[src, { picture: file.childImageSharp?.gatsbyImageData, svg: file.svg ?? undefined }]]
      : [],
  )
  return (
    <BodyImagesContext.Provider value={new Map([...around, ...built])}>
      {children}
    </BodyImagesContext.Provider>
  )
}

/**
 * An image of the body. A photo is a responsive picture in the sizes the build made (AVIF, WebP,
 * JPEG, for the text column); an SVG drawing is its file, at its own proportions. A photo among
 * the body's opening blocks loads first (figures.ts); the others when they near the screen.
 */
export function ProseImage({ src = '', alt = '', loading }: ComponentProps<'img'>) {
  const image = useContext(BodyImagesContext).get(src)
  const eagerness = loading === 'eager' ? 'eager' : 'lazy'
  if (image?.picture) return <Picture image={image.picture} alt={alt} loading={eagerness} />
  const address = image?.svg?.url ?? image?.url
  // A body naming an image it has no file for is a problem the content check shows beside the
  // page (`npm start`, the CMS preview); asking the server for that address would only fail.
  if (!address) return <span data-missing-image>{alt}</span>
  const [, , width, height] = image?.svg?.viewBox.split(/[\s,]+/) ?? []
  return (
    <img
      src={address}
      width={width}
      height={height}
      alt={alt}
      loading={eagerness}
      decoding="async"
    />
  )
}

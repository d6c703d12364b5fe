import type { IGatsbyImageData } from 'gatsby-plugin-image'

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  /** `eager` for an image in the first screen, which is then fetched first. */
  loading?: 'lazy' | 'eager'
  className?: string
}

/**
 * A responsive image from gatsby-plugin-image's data (AVIF and WebP sources, a JPEG fallback, the
 * intrinsic size against layout shift), as plain HTML. GatsbyImage would leave a lazy image
 * without `src` until its script runs (invalid HTML, and an empty box without JavaScript) and
 * needs an inline script and inline styles; the browser's native lazy loading does the same job.
 */
export function Picture({ image, alt, loading = 'lazy', className }: PictureProps) {
  const { images, width, height } = image
  // React 18 knows no fetchPriority prop, so the attribute is passed as the browser spells it.
  const priority = loading === 'eager' ? { fetchpriority: 'high' } : {}
  return (
    <picture>
      {images.sources?.map(({ type, srcSet, sizes }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...priority}
        className={className}
        // The box keeps its shape even when the image fails to load.
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${width} / ${height}`,
          bg: 'muted',
        }}
      />
    </picture>
  )
}

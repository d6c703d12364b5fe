/** The photo formats the build makes sizes of (sharp), by file extension. */
export const rasterImageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const

/** Every image format content may show: photos, and SVG drawings. */
export const imageExtensions = [...rasterImageExtensions, 'svg'] as const

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

export const isRasterImageFile = (name: string) =>
  (rasterImageExtensions as readonly string[]).includes(extensionOf(name))

export const isImageFile = (name: string) =>
  (imageExtensions as readonly string[]).includes(extensionOf(name))

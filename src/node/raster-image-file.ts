import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { imageSize } from 'image-size'

/**
 * What no photo needs: the widest screen shows a photo of the text column at 1,520 pixels, and a
 * file past these limits costs the build minutes and memory for nothing (a 100-megapixel scan, a
 * 60 MB export).
 */
export const photoLimits = { longestSide: 10_000, megapixels: 50, megabytes: 30 }

/** Enough of a file for its dimensions, which JPEG writes after its metadata. */
const headerBytes = 1024 * 1024

function readHeader(path: string): Buffer {
  const file = openSync(path, 'r')
  try {
    const buffer = Buffer.alloc(headerBytes)
    return buffer.subarray(0, readSync(file, buffer, 0, headerBytes, 0))
  } finally {
    closeSync(file)
  }
}

/** What keeps a photo file from the site, in a writer's words; none when it is fine. */
export function rasterImageProblems(path: string): string[] {
  const megabytes = statSync(path).size / 1024 / 1024
  const fix = `Save it at most ${photoLimits.longestSide.toLocaleString('en')} pixels on its longer side (6,000 is plenty), as JPEG, WebP or AVIF.`
  if (megabytes > photoLimits.megabytes)
    return [
      `it weighs ${Math.round(megabytes)} MB, more than the ${photoLimits.megabytes} MB a photo may. ${fix}`,
    ]
  let width: number
  let height: number
  try {
    ;({ width, height } = imageSize(readHeader(path)))
  } catch {
    return [
      'it cannot be read as a JPEG, PNG, WebP or AVIF image. Open it in an image editor and save it again in one of these formats.',
    ]
  }
  const megapixels = (width * height) / 1_000_000
  if (Math.max(width, height) > photoLimits.longestSide || megapixels > photoLimits.megapixels)
    return [
      `it is ${width} × ${height} pixels (${Math.round(megapixels)} megapixels), more than any screen shows. ${fix}`,
    ]
  return []
}

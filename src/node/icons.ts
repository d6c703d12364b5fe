import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { brandMarkSvg } from '../config/brand-mark'
import { iconFiles, logoSize } from '../seo/icons'

/** An .ico file holding PNG images, the format every browser reads for /favicon.ico. */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)])
}

const render = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()

/** A home-screen icon or a logo must be opaque: the mark on a full navy square. */
const opaqueMark = () => brandMarkSvg().replace('rx="8"', 'rx="0"')

/**
 * favicon.ico, the apple-touch-icon and the logo; returns the tab icon every page carries, the
 * favicon's 32 px image as a `data:` URL. In the page, no fetch of it competes with the first
 * screen (a fetch that ends before it is drawn counts in Lighthouse's largest paint); and a PNG,
 * because Chromium draws an SVG icon as a document of its own, parsed on the page's main thread
 * before its first paint (6 ms of CPU, 8-35 ms of wall time on the bench machine).
 */
export async function writeIcons(publicDir: string): Promise<string> {
  const mark = brandMarkSvg()
  await mkdir(join(publicDir, dirname(iconFiles.logo)), { recursive: true })
  const [png16, png32] = await Promise.all([render(mark, 16), render(mark, 32)])
  await Promise.all([
    writeFile(
      join(publicDir, iconFiles.favicon),
      encodeIco([
        { size: 16, png: png16 },
        { size: 32, png: png32 },
      ]),
    ),
    render(opaqueMark(), 180).then((png) => writeFile(join(publicDir, iconFiles.appleTouch), png)),
    render(opaqueMark(), logoSize).then((png) => writeFile(join(publicDir, iconFiles.logo), png)),
  ])
  return `data:image/png;base64,${png32.toString('base64')}`
}

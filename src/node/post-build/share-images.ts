import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { loadSync, type Font, type Glyph, type Path } from 'opentype.js'
import sharp from 'sharp'
import { brandColors, brandMarkSvg } from '../../config/brand-mark'
import { company, siteUrl } from '../../config/site'
import { shareImageFolder, shareImagePath, shareImageSize } from '../../seo/urls'
import { resolveFromProject } from '../project-paths'

let loadedFonts: Font[] | undefined

/** Inter Bold, latin and latin-ext: every letter of the seven languages. Loaded on first use. */
function fonts(): Font[] {
  loadedFonts ??= ['latin', 'latin-ext'].map((subset) =>
    loadSync(resolveFromProject(`@fontsource/inter/files/inter-${subset}-700-normal.woff`)),
  )
  return loadedFonts
}

function glyphFor(character: string): { font: Font; glyph: Glyph } {
  for (const font of fonts()) {
    const glyph = font.charToGlyph(character)
    if (glyph.index !== 0) return { font, glyph }
  }
  const [fallback] = fonts() as [Font]
  return { font: fallback, glyph: fallback.charToGlyph('?') }
}

function measure(text: string, size: number): number {
  return [...text].reduce((width, character) => {
    const { font, glyph } = glyphFor(character)
    return width + ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm
  }, 0)
}

/** One outline per character of `text`, set from (x, y) at `size` pixels. */
function glyphOutlines(text: string, x: number, y: number, size: number): Path[] {
  let cursor = x
  return [...text].map((character) => {
    const { font, glyph } = glyphFor(character)
    const outline = glyph.getPath(cursor, y, size)
    cursor += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm
    return outline
  })
}

/** Outlines as one path's data. */
const pathData = (outlines: Path[]) => outlines.map((outline) => outline.toPathData(2)).join('')

/** Text drawn as outlines, so rendering needs no installed font. */
function textPath(text: string, x: number, y: number, size: number): string {
  return pathData(glyphOutlines(text, x, y, size))
}

/** Greedy line breaking at spaces. */
export function wrapText(text: string, maxWidth: number, size: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && measure(`${last} ${word}`, size) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const margin = 80

/** What every share image shows: the brand's gradient and gold rule, its mark, name and site. */
export function shareImageBackgroundSvg(): string {
  const { width, height } = shareImageSize
  const mark = brandMarkSvg().replace(
    '<svg ',
    `<svg x="${margin}" y="${margin - 8}" width="64" height="64" `,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brandColors.navy}"/><stop offset="1" stop-color="#13315c"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${brandColors.gold}"/>
  ${mark}
  <path d="${textPath(company.name, margin + 84, margin + 38, 40)}" fill="${brandColors.white}"/>
  <path d="${textPath(new URL(siteUrl).host, margin, height - 70, 28)}" fill="${brandColors.gold}"/>
</svg>`
}

/** A title layer and where it lies on the image. */
export interface TitleLayer {
  svg: string
  left: number
  top: number
}

/**
 * A page's title in up to three lines, on a transparent layer only as large as the ink of its
 * letters: the rasterizer's cost grows with the layer's area (an empty 1200×630 layer alone took
 * 13 ms, a title on it 24 ms, the same title on a layer the size of its ink 7 ms). The layer lies
 * at whole pixels, so the letters fall on the pixel grid as they would on a layer of the image's
 * size.
 */
export function shareImageTitleLayer(title: string): TitleLayer {
  const { width, height } = shareImageSize
  const size =
    [72, 60, 52].find((candidate) => wrapText(title, width - 2 * margin, candidate).length <= 3) ??
    44
  const lines = wrapText(title, width - 2 * margin, size)
  const firstBaseline = 300 - ((lines.length - 1) * size * 1.15) / 2
  const outlines = lines.map((line, index) =>
    glyphOutlines(line, margin, firstBaseline + index * size * 1.15, size),
  )
  const letters = outlines
    .flat()
    // A space has no outline, and the box of an empty outline is the point (0, 0).
    .filter((outline) => outline.commands.length > 0)
    .map((outline) => outline.getBoundingBox())
  // A title of spaces alone has no ink: an empty layer at its first line.
  const ink =
    letters.length > 0
      ? letters
      : [{ x1: margin, y1: firstBaseline, x2: margin, y2: firstBaseline }]
  // One pixel more on each side for the antialiased edge, within the image.
  const left = Math.max(0, Math.floor(Math.min(...ink.map(({ x1 }) => x1))) - 1)
  const top = Math.max(0, Math.floor(Math.min(...ink.map(({ y1 }) => y1))) - 1)
  const right = Math.min(width, Math.ceil(Math.max(...ink.map(({ x2 }) => x2))) + 1)
  const bottom = Math.min(height, Math.ceil(Math.max(...ink.map(({ y2 }) => y2))) + 1)
  const paths = outlines.map((line) => `<path d="${pathData(line)}" fill="${brandColors.white}"/>`)
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${right - left}" height="${bottom - top}">
  <g transform="translate(${-left} ${-top})">${paths.join('')}</g>
</svg>`,
    left,
    top,
  }
}

/**
 * Palette quantization made a third of the file size at ten times the cost (about 150 ms an image,
 * most of a large build's time): the images are for link previews, not for visitors.
 */
const pngOptions = { compressionLevel: 6 } as const

/** How many images are drawn at once: enough to keep both cores busy, few enough to bound memory. */
const drawnAtOnce = 4

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * One 1200×630 PNG per page, with the page's title, for social networks' link previews. The
 * background is drawn once and each title laid over it. Each image is kept in the build cache
 * under the hash of what it is drawn from, so a rebuild draws only the titles that changed. The
 * folder is written afresh, so the image of a page that is gone goes with it.
 */
export async function writeShareImages(
  publicDir: string,
  pages: readonly { path: string; title: string }[],
  cacheDir: string,
) {
  await mkdir(cacheDir, { recursive: true })
  await rm(join(publicDir, shareImageFolder), { recursive: true, force: true })
  const backgroundSvg = shareImageBackgroundSvg()
  let background: Promise<{ data: Buffer; info: sharp.OutputInfo }> | undefined
  await eachLimited(pages, drawnAtOnce, async ({ path, title }) => {
    const titleLayer = shareImageTitleLayer(title)
    const digest = createHash('sha256')
      .update(JSON.stringify(pngOptions))
      .update(backgroundSvg)
      .update(JSON.stringify(titleLayer))
      .digest('hex')
    const cached = join(cacheDir, `${digest.slice(0, 20)}.png`)
    if (!existsSync(cached)) {
      background ??= sharp(Buffer.from(backgroundSvg)).raw().toBuffer({ resolveWithObject: true })
      const { data, info } = await background
      await sharp(data, { raw: info })
        .composite([
          { input: Buffer.from(titleLayer.svg), left: titleLayer.left, top: titleLayer.top },
        ])
        .png(pngOptions)
        .toFile(cached)
    }
    const file = join(publicDir, shareImagePath(path))
    await mkdir(dirname(file), { recursive: true })
    await copyFile(cached, file)
  })
}

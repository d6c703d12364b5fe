/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { shareImageTitleLayer, writeShareImages } from '../src/node/post-build/share-images'
import { shareImageSize } from '../src/seo/urls'

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47])

describe('share images', () => {
  let root: string
  const publicDir = () => join(root, 'public')
  const cacheDir = () => join(root, 'cache')
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'share-images-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('draws one PNG per page at its path', async () => {
    await writeShareImages(
      publicDir(),
      [
        { path: '/', title: 'Home' },
        { path: '/es/precios', title: 'Precios' },
      ],
      cacheDir(),
    )
    for (const file of ['og/index.png', 'og/es/precios.png'])
      expect(readFileSync(join(publicDir(), file)).subarray(0, 4)).toEqual(pngSignature)
  })

  it('reuses the cached image of an unchanged title and draws a changed one anew', async () => {
    await writeShareImages(publicDir(), [{ path: '/pricing', title: 'Pricing' }], cacheDir())
    const [cached] = readdirSync(cacheDir()) as [string]
    writeFileSync(join(cacheDir(), cached), 'from the cache')

    await writeShareImages(publicDir(), [{ path: '/pricing', title: 'Pricing' }], cacheDir())
    expect(readFileSync(join(publicDir(), 'og/pricing.png'), 'utf8')).toBe('from the cache')

    await writeShareImages(publicDir(), [{ path: '/pricing', title: 'Prices' }], cacheDir())
    expect(readFileSync(join(publicDir(), 'og/pricing.png')).subarray(0, 4)).toEqual(pngSignature)
    expect(readdirSync(cacheDir())).toHaveLength(2)
  })

  it('draws a title on a layer only as large as its letters, as it would be drawn on the whole image', async () => {
    const { width, height } = shareImageSize
    const layer = shareImageTitleLayer(
      'Podwój swój targeting: ĄĘŚĆŻ Éé gjpqy ąęç in drei Zeilen (1000)',
    )
    const [, layerWidth, layerHeight] = /width="(\d+)" height="(\d+)"/.exec(layer.svg) ?? []
    expect(Number(layerWidth) * Number(layerHeight)).toBeLessThan((width * height) / 2)

    const wholeImageLayer = layer.svg
      .replace(
        /width="\d+" height="\d+">/,
        `width="${width}" height="${height}"><g transform="translate(${layer.left} ${layer.top})">`,
      )
      .replace('</svg>', '</g></svg>')
    const drawn = (input: sharp.OverlayOptions) =>
      sharp({ create: { width, height, channels: 4, background: '#0b2545' } })
        .composite([input])
        .raw()
        .toBuffer()
    const [onLayer, onWholeImage] = await Promise.all([
      drawn({ input: Buffer.from(layer.svg), left: layer.left, top: layer.top }),
      drawn({ input: Buffer.from(wholeImageLayer) }),
    ])
    // Identical but for rounding: an accent or descender cut off by the layer's edge differs by far more.
    const largestDifference = onLayer.reduce(
      (largest, value, index) => Math.max(largest, Math.abs(value - (onWholeImage[index] ?? 0))),
      0,
    )
    expect(largestDifference).toBeLessThanOrEqual(1)
  })
})

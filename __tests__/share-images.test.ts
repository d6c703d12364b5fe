/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeShareImages } from '../src/node/post-build/share-images'

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
})

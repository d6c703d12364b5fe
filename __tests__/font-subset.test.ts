/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convert } from 'fontverter'
import { parse, type Font } from 'opentype.js'
import { listMdxFiles } from '../src/node/content-files'
import { cutFont, subsetCharacters } from '../src/node/font-subset'
import { projectRoot, resolveFromProject } from '../src/node/project-paths'
import { fontMetrics, fontSource } from '../src/styles/fonts'

const source = () => readFileSync(resolveFromProject(fontSource))

/** Every content file and interface string of the seven languages, as one text. */
function siteText(): string {
  const stringFiles = readdirSync(join(projectRoot, 'content', 'strings')).map((name) =>
    join(projectRoot, 'content', 'strings', name),
  )
  return [...listMdxFiles(join(projectRoot, 'content')), ...stringFiles]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
}

async function parseFont(woff2: Buffer): Promise<Font> {
  const sfnt = await convert(woff2, 'truetype')
  return parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength))
}

describe('the site font', () => {
  let subset: Buffer
  let font: Font
  beforeAll(async () => {
    subset = await cutFont(source())
    font = await parseFont(subset)
  })

  it('is a woff2 file far smaller than the variable font it is cut from', () => {
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(subset.length).toBeLessThan(32 * 1024)
    expect(subset.length).toBeLessThan(source().length / 8)
  })

  it('draws every character it declares, and nothing else', () => {
    const missing = [...subsetCharacters()].filter(
      (character) => character !== '\u00ad' && font.charToGlyph(character).index === 0,
    )
    expect(missing).toEqual([])
    expect(font.charToGlyph('Ж').index).toBe(0)
  })

  it('keeps the weights the theme uses, 400 to 700, as one variable axis', () => {
    const { axes } = font.tables.fvar as unknown as {
      axes: { tag: string; minValue: number; maxValue: number }[]
    }
    expect(axes.map(({ tag, minValue, maxValue }) => [tag, minValue, maxValue])).toEqual([
      ['wght', 400, 700],
    ])
  })

  it('covers every character the content and interface strings of the seven languages write', () => {
    const declared = new Set(subsetCharacters())
    const used = new Set(siteText())
    const uncovered = [...used].filter((character) => character >= ' ' && !declared.has(character))
    expect(uncovered).toEqual([])
  })
})

describe('the fallback font', () => {
  it("has Inter's vertical metrics, so that its baselines sit where Inter's do", async () => {
    const inter = await parseFont(await cutFont(source()))
    expect(fontMetrics).toEqual({
      unitsPerEm: inter.unitsPerEm,
      ascent: inter.ascender,
      descent: -inter.descender,
    })
    expect(inter.tables.hhea?.lineGap).toBe(0)
  })
})

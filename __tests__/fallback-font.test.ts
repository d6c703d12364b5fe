import { fallbackFaces, fallbackFontCss } from '../src/styles/fonts'

/** A font's names, full or PostScript, as one key: "Arial Bold" and "Arial-BoldMT" alike. */
const fontKey = (name: string) => name.replace(/MT$/, '').replace(/[\s-]/g, '').toLowerCase()

describe('the fallback faces', () => {
  it.each(fallbackFaces.map((face) => [face.weight, face.localNames]))(
    'of weight %i name each font once: every name a device lacks is a lookup before the first paint',
    (_weight, names) => {
      expect(new Set(names.map(fontKey)).size).toBe(names.length)
    },
  )

  it('are declared with their local fonts in order, Arial first', () => {
    const css = fallbackFontCss()
    for (const { localNames } of fallbackFaces) {
      expect(css).toContain(`src:${localNames.map((name) => `local('${name}')`).join(',')};`)
      expect(localNames[0]).toMatch(/^Arial/)
    }
  })
})

/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { inlineSvgMaxKB } from '../src/node/inline-svg'
import { prepareSvgFile } from '../src/node/inline-svg-file'

const folder = mkdtempSync(join(tmpdir(), 'inline-svg-'))
let files = 0

/** Prepares an SVG file with the given text, as the build does for a cover. */
function prepare(text: string) {
  const path = join(folder, `image-${(files += 1)}.svg`)
  writeFileSync(path, text)
  return prepareSvgFile(path)
}

const svg = (inner: string, root = 'viewBox="0 0 160 90"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${inner}</svg>`

describe('an SVG image drawn in the page', () => {
  it('keeps its drawing and box, without the editor’s leftovers and its own title', () => {
    const { svg: drawn, problems } = prepare(
      `<?xml version="1.0"?><!-- Exported by an editor -->${svg(
        '<title>Chart</title><metadata>editor data</metadata><rect width="160" height="90" fill="#0b2545"/>',
      )}`,
    )
    expect(problems).toEqual([])
    expect(drawn?.viewBox).toBe('0 0 160 90')
    expect(drawn?.body).toBe('<path fill="#0b2545" d="M0 0h160v90H0z"/>')
  })

  it('gives its ids a prefix of its own, so two drawings in a page cannot share a gradient', () => {
    const gradient = (color: string) =>
      svg(
        `<defs><linearGradient id="fill"><stop stop-color="${color}"/><stop offset="1"/></linearGradient></defs><rect width="9" height="9" fill="url(#fill)"/>`,
      )
    const first = prepare(gradient('#f00')).svg?.body ?? ''
    const second = prepare(gradient('#00f')).svg?.body ?? ''
    const idOf = (body: string) => /id="([^"]+)"/.exec(body)?.[1]
    expect(idOf(first)).toMatch(/^s[0-9a-f]{8}-/)
    expect(idOf(first)).not.toBe(idOf(second))
    expect(first).toContain(`fill="url(#${idOf(first)})"`)
  })

  it('turns CSS into attributes, as the site’s security policy applies no other styles', () => {
    const { svg: drawn, problems } = prepare(
      svg(
        '<style>.bar{fill:#f2b441}</style><rect class="bar" width="9" height="9"/><rect class="bar" x="10" width="9" height="9" style="opacity:.5"/>',
      ),
    )
    expect(problems).toEqual([])
    expect(drawn?.body).not.toMatch(/style|class/)
    expect(drawn?.body).toContain('fill="#f2b441"')
    expect(drawn?.body).toContain('opacity=".5"')
  })

  it('keeps what the root paints with, on a group, since the page writes the root itself', () => {
    const { svg: drawn } = prepare(
      svg('<path d="M0 0h9v9H0z"/>', 'width="160" height="90" fill="none" stroke="#000"'),
    )
    expect(drawn?.viewBox).toBe('0 0 160 90')
    expect(drawn?.body).toBe('<g fill="none" stroke="#000"><path d="M0 0h9v9H0z"/></g>')
  })

  it('refuses what it cannot draw in a page, saying why', () => {
    const { svg: drawn, problems } = prepare(
      svg(
        '<style>rect:hover{fill:red}</style><rect width="9" height="9" onclick="go()"/><image href="https://example.com/photo.jpg" width="9" height="9"/><script>go()</script><foreignObject><p>Text</p></foreignObject>',
      ),
    )
    expect(drawn).toBeUndefined()
    expect(problems).toEqual(
      expect.arrayContaining([
        'it holds a script, which an image in a page may not run. Remove it.',
        'it has an event handler (onclick), which an image may not run. Remove it.',
        'it shows another file (href="https://example.com/photo.jpg"). Put what it shows in the SVG file itself.',
        'it embeds HTML (<foreignObject>). Draw its text as SVG text or outlines.',
        'it has CSS styles that cannot be turned into attributes. Export it with presentation attributes (fill="…") instead of CSS.',
      ]),
    )
  })

  it('refuses a file without a size, a broken file and a file that is not SVG', () => {
    expect(prepare(svg('<rect width="9" height="9"/>', '')).problems).toEqual([
      'it has no size. Give its <svg> element a viewBox, e.g. viewBox="0 0 1600 900".',
    ])
    expect(
      prepare('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9"</svg>').problems,
    ).toEqual([expect.stringMatching(/^it is not a valid SVG file \(line 1: .+\)\.$/)])
    expect(prepare('<html><body>Not a drawing</body></html>').problems).toContain(
      'it is not an SVG image: its outermost element is not <svg>.',
    )
  })

  it('refuses a drawing too heavy to come with the page’s text', () => {
    const noise = Array.from({ length: 1500 }, (_, index) => {
      const value = (index * 7919) % 9973
      return `<circle cx="${value % 160}" cy="${value % 90}" r="${(value % 17) + 1}" fill="#${(value * 4099).toString(16).slice(-6).padStart(6, '0')}"/>`
    }).join('')
    const { problems } = prepare(svg(noise))
    expect(gzipSync(noise).length / 1024).toBeGreaterThan(inlineSvgMaxKB)
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^it weighs \\d+\\.\\d KB compressed, more than the ${inlineSvgMaxKB} KB an image drawn in the page may\\. Simplify it, or use a JPEG, PNG or WebP file\\.$`,
        ),
      ),
    ])
  })
})

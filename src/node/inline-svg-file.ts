import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { optimize, type CustomPlugin, type XastElement } from 'svgo'
import { inlineSvgMaxKB, type InlineSvg } from './inline-svg'

const svgNamespace = 'http://www.w3.org/2000/svg'
/** Root attributes that place the drawing, which the page sets itself. */
const placementAttributes = new Set(['viewBox', 'width', 'height', 'x', 'y', 'version', 'id'])

const isOwnReference = (value: string) => value.startsWith('#') || value.startsWith('data:')

/**
 * What keeps each element from being drawn in a page under the site's Content-Security-Policy,
 * which runs no script and applies no style but those of the build; and, at the root, the
 * drawing's box and the attributes that paint it (kept on a group, as the page sets the root's).
 */
function drawableInPage(problems: Set<string>, found: { viewBox?: string }): CustomPlugin {
  const check = (node: XastElement) => {
    if (node.name === 'script')
      problems.add('it holds a script, which an image in a page may not run. Remove it.')
    if (node.name === 'foreignObject')
      problems.add('it embeds HTML (<foreignObject>). Draw its text as SVG text or outlines.')
    if (node.name === 'style' || node.attributes.style !== undefined)
      problems.add(
        'it has CSS styles that cannot be turned into attributes. Export it with presentation attributes (fill="…") instead of CSS.',
      )
    for (const [name, value] of Object.entries(node.attributes)) {
      if (/^on/i.test(name))
        problems.add(`it has an event handler (${name}), which an image may not run. Remove it.`)
      if ((name === 'href' || name === 'xlink:href') && !isOwnReference(value))
        problems.add(
          `it shows another file (${name}="${value}"). Put what it shows in the SVG file itself.`,
        )
    }
  }
  return {
    name: 'drawableInPage',
    fn: () => ({
      element: {
        enter(node, parent) {
          if (parent.type !== 'root') return check(node)
          found.viewBox = node.attributes.viewBox
          const placing = ([name]: [string, string]) =>
            placementAttributes.has(name) || name.startsWith('xmlns')
          const attributes = Object.entries(node.attributes)
          const painting = attributes.filter((attribute) => !placing(attribute))
          if (painting.length === 0) return
          node.attributes = Object.fromEntries(attributes.filter(placing))
          // The group is checked as the root's child.
          const group: XastElement = {
            type: 'element',
            name: 'g',
            attributes: Object.fromEntries(painting),
            children: node.children,
          }
          node.children = [group]
        },
      },
    }),
  }
}

type Prepared = { svg: InlineSvg; problems: [] } | { svg?: undefined; problems: string[] }

function prepare(source: string, idPrefix: string): Prepared {
  const problems = new Set<string>()
  const found: { viewBox?: string } = {}
  let output: string
  try {
    output = optimize(source, {
      plugins: [
        {
          name: 'preset-default',
          params: { overrides: { inlineStyles: { onlyMatchedOnce: false } } },
        },
        'convertStyleToAttrs',
        // Takes the box from a width and height when there is no viewBox.
        'removeDimensions',
        // The page names the image in the visitor's language.
        'removeTitle',
        // Gradients and clip paths of two drawings in one page must not share an id.
        { name: 'prefixIds', params: { prefix: idPrefix, delim: '-' } },
        drawableInPage(problems, found),
      ],
    }).data
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string }
    const where = line ? `line ${line}: ` : ''
    return { problems: [`it is not a valid SVG file (${where}${reason ?? String(error)}).`] }
  }
  if (!found.viewBox)
    problems.add('it has no size. Give its <svg> element a viewBox, e.g. viewBox="0 0 1600 900".')
  const root = /^<svg[^>]*>([^]*)<\/svg>$/.exec(output)
  if (!root || !output.includes(`xmlns="${svgNamespace}"`))
    problems.add('it is not an SVG image: its outermost element is not <svg>.')
  const kb = gzipSync(output).length / 1024
  if (kb > inlineSvgMaxKB)
    problems.add(
      `it weighs ${kb.toFixed(1)} KB compressed, more than the ${inlineSvgMaxKB} KB an image drawn in the page may. Simplify it, or use a JPEG, PNG or WebP file.`,
    )
  const body = root?.[1]
  if (root && !body) problems.add('it draws nothing.')
  if (problems.size > 0 || !body || !found.viewBox) return { problems: [...problems] }
  return { svg: { viewBox: found.viewBox, body }, problems: [] }
}

const prepared = new Map<string, Prepared>()

/**
 * An SVG file made ready to draw in a page, with what keeps it from that (none when `svg` is
 * there). Remembered by content: every language of an item, and every scaled copy, checks it once.
 */
export function prepareSvgFile(path: string): Prepared {
  const source = readFileSync(path, 'utf8')
  const digest = createHash('sha256').update(source).digest('hex')
  let result = prepared.get(digest)
  if (!result) {
    result = prepare(source, `s${digest.slice(0, 8)}`)
    prepared.set(digest, result)
  }
  return result
}

import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { mdxFromMarkdown } from 'mdast-util-mdx'
import { gfm } from 'micromark-extension-gfm'
import { mdxjs } from 'micromark-extension-mdxjs'
import { visit } from 'unist-util-visit'
import { textAttribute, type JsxElement } from '../components/mdx/compile/jsx-attributes'
import { bodyStartIndex } from './frontmatter/field-lines'

/**
 * What the checks read in a file's body by parsing it as the compiler does (MDX with
 * GitHub-flavoured Markdown): the images it shows, and what the compiler would take silently or
 * not at all (a table row with cells missing, a footnote nobody cites, a tag left open). It runs
 * in the build and in the CMS preview; the images are checked against the item's folder in
 * validation/one-file.ts.
 */

/** An image the body shows: `![alt](src "title")`. */
export interface ImageUse {
  src: string
  alt: string
  line: number
}

/** A problem of the body, on its line of the file. */
export interface BodyProblem {
  line?: number
  message: string
}

export interface BodyFindings {
  images: ImageUse[]
  bodyProblems: BodyProblem[]
}

interface Node extends JsxElement {
  position?: { start: { line: number } }
  children?: Node[]
  value?: string
  url?: string
  alt?: string | null
  identifier?: string
  label?: string
}

/**
 * The body parsed by the parts the compiler parses it with (MDX 2's and remark-gfm 3's), without
 * the compiler, which the scripts run by tsx could not load.
 */
const parse = (body: string) =>
  fromMarkdown(body, {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  }) as Node

const unreadable = 'the text cannot be read as MDX'

export const unreadableBodyMessage = (reason: string) =>
  `${unreadable}: ${reason}. Check the tags (<…>) and braces ({…}) there.`

export const isUnreadableBodyMessage = (message: string) => message.startsWith(`${unreadable}:`)

/** Tags a writer may not type, and what to write instead. */
const handWrittenTags: Readonly<Record<string, string>> = {
  img: 'an <img> tag is not made ready for every screen as the site\'s images are, and a photo from another site would tell that site of every visitor. Save the image beside this file and write ![What it shows](./name.jpg "Caption") instead.',
  iframe:
    "an <iframe> loads another site's page, and tells that site of every visitor, before anyone asks for it; the site's security policy blocks it. Link to the page instead.",
}

/** `[^note]` where the text cites a footnote the parser found no definition for. */
const unmatchedReference = /\[\^([^\]\s]+)\]/g

/** Finds the body's images and problems; lines count from the top of the file. */
export function bodyFindings(source: string): BodyFindings {
  const lines = source.split('\n')
  const bodyStart = bodyStartIndex(lines)
  const body = lines.slice(bodyStart).join('\n')
  const lineOf = (node: Node) => (node.position ? bodyStart + node.position.start.line : undefined)
  let tree: Node
  try {
    tree = parse(body)
  } catch (error) {
    const { reason = String(error), line } = error as { reason?: string; line?: number | null }
    // An unclosed tag is reported without a place, and its opening tag's place in the text: the
    // writer is told its line in the file instead.
    const opening = /\s*\((\d+):\d+-\d+:\d+\)/.exec(reason)
    const bodyLine = line ?? (opening ? Number(opening[1]) : undefined)
    return {
      images: [],
      bodyProblems: [
        {
          ...(bodyLine && { line: bodyStart + bodyLine }),
          message: unreadableBodyMessage(opening ? reason.replace(opening[0], '') : reason),
        },
      ],
    }
  }
  const images: ImageUse[] = []
  const bodyProblems: BodyProblem[] = []
  const problem = (node: Node, message: string) => {
    const line = lineOf(node)
    bodyProblems.push({ ...(line && { line }), message })
  }
  const cited = new Set<string>()
  const definitions: Node[] = []
  visit(tree as never, (node: Node) => {
    switch (node.type) {
      case 'image':
        images.push({ src: node.url ?? '', alt: node.alt ?? '', line: lineOf(node) ?? bodyStart })
        break
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const instead = node.name ? handWrittenTags[node.name.toLowerCase()] : undefined
        if (instead) problem(node, instead)
        const poster = node.name === 'Video' ? textAttribute(node, 'poster') : undefined
        if (poster !== undefined)
          images.push({
            src: poster,
            alt: textAttribute(node, 'title') ?? '',
            line: lineOf(node) ?? bodyStart,
          })
        break
      }
      case 'table': {
        const [header, ...rows] = node.children ?? []
        const columns = header?.children?.length ?? 0
        for (const row of rows) {
          const cells = row.children?.length ?? 0
          if (cells !== columns)
            problem(
              row,
              `this table row has ${cells} cell(s) and the table's header ${columns}. Give every row one cell per column: add empty cells ("| |") or move the extra text.`,
            )
        }
        break
      }
      case 'footnoteReference':
        cited.add(node.identifier ?? '')
        break
      case 'footnoteDefinition':
        definitions.push(node)
        break
      case 'text':
        for (const [written] of (node.value ?? '').matchAll(unmatchedReference))
          problem(
            node,
            `${written} cites a footnote that is not written. Add a line "${written}: …" with the note below the paragraph, or remove ${written}.`,
          )
        break
    }
  })
  for (const definition of definitions)
    if (!cited.has(definition.identifier ?? ''))
      problem(
        definition,
        `the footnote [^${definition.label ?? definition.identifier}] is cited nowhere in the text. Add [^${definition.label ?? definition.identifier}] where it belongs, or delete the note.`,
      )
  return { images, bodyProblems }
}

import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'

const isElement = (node: unknown): node is Element => (node as Element).type === 'element'

/**
 * Each footnote's links back to where it is cited carry the number readers see beside the
 * citation (`data-footnote-number`): the compiler names a footnote by the writer's label
 * (`[^window]`), which is no name to read out, and ProseLink names the link by the number.
 */
export function rehypeFootnoteNumbers() {
  return (tree: Root) => {
    visit(tree, 'element', (section) => {
      if (section.tagName !== 'section' || !section.properties?.dataFootnotes) return
      const list = section.children.find(
        (child): child is Element => isElement(child) && child.tagName === 'ol',
      )
      list?.children.filter(isElement).forEach((footnote, index) => {
        visit(footnote, 'element', (link) => {
          if (link.tagName === 'a' && link.properties?.dataFootnoteBackref)
            link.properties.dataFootnoteNumber = String(index + 1)
        })
      })
    })
  }
}

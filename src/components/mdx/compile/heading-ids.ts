import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'
import { notTranslatedAnchor } from '../../../i18n/navigation'
import { addressPartOf } from '../../../i18n/paths'
import { mainContentId, readNextId } from '../../layout/page-ids'

/** A section of a body, as its table of contents lists it. */
export interface BodySection {
  id: string
  text: string
  level: number
}

/** The ids the page around a body, or the compiler, gives its own elements. */
export const reservedIds = [
  mainContentId,
  readNextId,
  notTranslatedAnchor,
  'footnote-label',
  'table-of-contents-label',
]

const sectionHeading = /^h[2-4]$/

/**
 * Gives every heading of a body an id from its text, spelled as the site's addresses are
 * ("Sponsored Products für Händler" → "sponsored-products-fur-handler"), so that a link to a section
 * is readable and stays the same while the heading does; a second heading of the same text takes
 * "-2". The heading's text goes with it (`data-section`) for its anchor link's name (ProseHeading),
 * and the sections are left in the file's data for the table of contents.
 */
export function rehypeHeadingIds() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const taken = new Set(reservedIds)
    const sections: BodySection[] = []
    visit(tree, 'element', (node: Element) => {
      if (!sectionHeading.test(node.tagName) || node.properties?.id !== undefined) return
      const text = toString(node).trim()
      const base = addressPartOf(text) || 'section'
      let id = base
      for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`
      taken.add(id)
      node.properties = { ...node.properties, id, dataSection: text }
      sections.push({ id, text, level: Number(node.tagName.slice(1)) })
    })
    file.data.sections = sections
  }
}

import type { Element, ElementContent, Root } from 'hast'
import type { BodySection } from './heading-ids'

/** An article with this many sections or more opens with their list. */
export const sectionsForTableOfContents = 3

const link = ({ id, text }: BodySection): Element => ({
  type: 'element',
  tagName: 'a',
  properties: { href: `#${id}` },
  children: [{ type: 'text', value: text }],
})

const list = (items: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'ol',
  properties: {},
  children: items,
})

/** The sections as a list of links, each subsection in a list under its section. */
function sectionList(sections: readonly BodySection[]): Element {
  const items: Element[] = []
  for (const section of sections) {
    const parent = items.at(-1)
    if (section.level === 3 && parent) {
      const sublist = parent.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'ol',
      )
      const item: Element = {
        type: 'element',
        tagName: 'li',
        properties: {},
        children: [link(section)],
      }
      if (sublist) sublist.children.push(item)
      else parent.children.push(list([item]))
    } else if (section.level === 2) {
      items.push({ type: 'element', tagName: 'li', properties: {}, children: [link(section)] })
    }
  }
  return list(items)
}

/**
 * Opens an article of several sections with a list of links to them (h2, and h3 under them): plain
 * links, so it works without JavaScript. Its heading is written in English here, like remark-gfm's
 * footnotes' heading, and shown in the page's language by ProseHeading. Runs after rehypeHeadingIds.
 */
export function rehypeTableOfContents({ enabled }: { enabled: boolean }) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const sections = (file.data.sections ?? []) as BodySection[]
    const count = sections.filter((section) => section.level === 2).length
    if (!enabled || count < sectionsForTableOfContents) return
    tree.children.unshift({
      type: 'element',
      tagName: 'nav',
      properties: { ariaLabelledBy: 'table-of-contents-label', dataTableOfContents: true },
      children: [
        {
          type: 'element',
          tagName: 'h2',
          properties: { id: 'table-of-contents-label' },
          children: [{ type: 'text', value: 'Contents' }],
        },
        sectionList(sections),
      ],
    })
  }
}

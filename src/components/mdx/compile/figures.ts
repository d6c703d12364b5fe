import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { textAttribute, type JsxElement } from './jsx-attributes'

/** How many blocks open a body: a photo among them is in the first screen, and loads first. */
const openingBlocks = 2

const isImage = (node: unknown): node is Element =>
  (node as Element).type === 'element' && (node as Element).tagName === 'img'

/**
 * A photo on a line of its own (`![alt](./photo.jpg "Caption")`) becomes a figure, its title the
 * caption, instead of an image in a paragraph. Photos in the body's opening blocks load eagerly,
 * the others lazily (ProseImage). The images' addresses, as written, are left in the file's data,
 * with the posters of its videos: the build makes their sizes (src/node/mdx-body.ts).
 */
export function rehypeFigures() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const sources: string[] = []
    visit(tree, (node: JsxElement) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Video') return
      const poster = textAttribute(node, 'poster')
      if (poster !== undefined) sources.push(poster)
    })
    visit(tree, 'element', (node, index, parent) => {
      if (isImage(node) && typeof node.properties?.src === 'string')
        sources.push(node.properties.src)
      if (node.tagName !== 'p' || !parent || index === null) return
      const content = node.children.filter(
        (child) => !(child.type === 'text' && child.value.trim() === ''),
      )
      const [image] = content
      if (content.length !== 1 || !isImage(image)) return
      const { title, ...properties } = image.properties ?? {}
      const caption: Element[] =
        typeof title === 'string' && title.trim() !== ''
          ? [
              {
                type: 'element',
                tagName: 'figcaption',
                properties: {},
                children: [{ type: 'text', value: title }],
              },
            ]
          : []
      const opening = parent === tree && tree.children.indexOf(node) < openingBlocks
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: {},
        children: [
          { ...image, properties: { ...properties, loading: opening ? 'eager' : 'lazy' } },
          ...caption,
        ],
      }
    })
    file.data.imageSources = [...new Set(sources)]
  }
}

/** A component written in a body (`<Video poster="./poster.jpg" />`), as MDX's trees hold it. */
export interface JsxElement {
  type: string
  name?: string | null
  attributes?: { name?: string; value?: unknown }[]
}

/** An attribute of a component written as text; undefined when absent or an expression. */
export function textAttribute(element: JsxElement, name: string): string | undefined {
  const value = element.attributes?.find((attribute) => attribute.name === name)?.value
  return typeof value === 'string' ? value : undefined
}

import type { DecapPreviewProps } from './edited-file'
import { PreviewRoot } from './preview-root'

interface TemplateInstance {
  props: DecapPreviewProps
  node?: HTMLElement | null
  page?: PreviewRoot
}

/**
 * The preview template Decap renders with its own React: a node for the site's page, which the
 * site's React renders (PreviewRoot). Made with Decap's `createClass` and `h`, so that no
 * component of one React is ever rendered by the other.
 */
export function decapPreviewTemplate(
  createClass: (specification: object) => unknown,
  h: (type: string, props: object | null) => unknown,
): unknown {
  return createClass({
    componentDidMount(this: TemplateInstance) {
      if (!this.node) return
      this.page = new PreviewRoot(this.node, this.props)
      this.page.show(this.props)
    },
    componentDidUpdate(this: TemplateInstance) {
      this.page?.show(this.props)
    },
    componentWillUnmount(this: TemplateInstance) {
      this.page?.unmount()
    },
    render(this: TemplateInstance) {
      return h('div', {
        ref: (node: HTMLElement | null) => {
          this.node = node
        },
      })
    },
  })
}

import { useMDXComponents } from '@mdx-js/react'
import { useMemo, type ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'

/**
 * Renders an MDX body that the build compiled to a function body (src/node/mdx-body.ts). The
 * code is the site's own content, compiled by the site's own build; production pages run it only
 * while rendering to HTML, never in the browser.
 */
export function MdxBody({ code }: { code: string }) {
  const Content = useMemo(() => {
    const run = new Function(code) as (scope: object) => { default: ComponentType }
    return run({ ...runtime, useMDXComponents }).default
  }, [code])
  return <Content />
}

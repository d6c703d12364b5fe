/**
 * The live preview follows a page whose kind of page changes: when a content file gets a problem,
 * its page becomes the page that shows the problem, and back once it is fixed
 * (src/node/preview-problems.ts). Gatsby's development server updates an open page's data, but
 * not the component that draws it, so the preview asks for the page's data now and then and
 * reloads when the component named there is another.
 */

const everyMilliseconds = 1500

const pageDataUrl = (pathname: string) =>
  `/page-data${pathname.replace(/\/+$/, '') || '/index'}/page-data.json`

async function componentOf(pathname: string): Promise<string | undefined> {
  try {
    const response = await fetch(pageDataUrl(pathname), { cache: 'no-store' })
    if (!response.ok) return undefined
    return ((await response.json()) as { componentChunkName?: string }).componentChunkName
  } catch {
    return undefined
  }
}

export function followComponentChanges() {
  let shown: { pathname: string; component: string | undefined } | undefined
  window.setInterval(() => {
    const { pathname } = window.location
    void componentOf(pathname).then((component) => {
      if (!component) return
      if (shown?.pathname === pathname && shown.component !== component) window.location.reload()
      else shown = { pathname, component }
    })
  }, everyMilliseconds)
}

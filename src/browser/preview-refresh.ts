import { canonicalJson } from '../i18n/source-version'
/**
 * The live preview always ends up showing the content file as it is now. Gatsby's development
 * server pushes a page's new data to the open page, but not a new component (when a content file
 * gets a problem, its page becomes the page that shows the problem, src/node/preview-problems.ts,
 * and back once fixed), and a push sent while the page was still loading is lost, leaving it
 * blank or out of date. So the preview compares, now and then, the page's data on the server
 * with what it shows, and reloads when they still differ a moment later.
 */

const everyMilliseconds = 1500
/** Checks in a row that must find a difference: a push may be on its way at the first. */
const differencesBeforeReload = 2

interface PageData {
  componentChunkName?: string
  result?: { data?: unknown; pageContext?: unknown }
}

/** What Gatsby's loader holds for the page on screen: the component and data it draws. */
interface ShownPage {
  page?: { componentChunkName?: string }
  json?: { data?: unknown; pageContext?: unknown }
}

declare global {
  interface Window {
    ___loader?: { loadPageSync: (path: string) => ShownPage | undefined }
  }
}

const pageDataUrl = (pathname: string) =>
  `/page-data${pathname.replace(/\/+$/, '') || '/index'}/page-data.json`

async function pageDataOnServer(pathname: string): Promise<PageData | undefined> {
  try {
    const response = await fetch(pageDataUrl(pathname), { cache: 'no-store' })
    return response.ok ? ((await response.json()) as PageData) : undefined
  } catch {
    return undefined
  }
}

/** Whether the page on screen draws what the server has for it now. */
export function showsServerState(shown: ShownPage | undefined, server: PageData): boolean {
  return (
    shown?.page?.componentChunkName === server.componentChunkName &&
    canonicalJson({ data: shown?.json?.data, pageContext: shown?.json?.pageContext }) ===
      canonicalJson({ data: server.result?.data, pageContext: server.result?.pageContext })
  )
}

export function followPreviewChanges() {
  let differences = 0
  let checking = false
  window.setInterval(() => {
    if (checking) return
    checking = true
    const { pathname } = window.location
    void pageDataOnServer(pathname)
      .then((server) => {
        // No page data: the server is rebuilding, or the address is no page; ask again later.
        if (!server) return
        const same = showsServerState(window.___loader?.loadPageSync(pathname), server)
        differences = same || pathname !== window.location.pathname ? 0 : differences + 1
        if (differences >= differencesBeforeReload) window.location.reload()
      })
      .finally(() => {
        checking = false
      })
  }, everyMilliseconds)
}

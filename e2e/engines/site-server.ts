import { createServer } from 'node:http'
import { listenLocally, staticSiteHandler } from '../../tools/static-server'
import { publicRoot } from '../harness/built-pages'
import { createFormService } from '../harness/form-service'
import { recorderPath, recorderScript } from './page-problems'

/**
 * Where the stand-in form service answers, on the site's own origin. Chromium's tests reroute
 * the form's post to the real service's address; Firefox's and WebKit's drivers cannot, so these
 * tests point the form here, which the site's connect-src ('self') allows.
 */
export const formServicePath = '/__e2e/form'

export type EngineSite = Awaited<ReturnType<typeof startEngineSite>>

/**
 * The built site as the other browser tests see it (with the host's rules, or as a plain host
 * that only knows 404.html), plus the problem recorder first in every page and the form service.
 */
export async function startEngineSite({ hostRules = true }: { hostRules?: boolean } = {}) {
  const formService = createFormService()
  const site = staticSiteHandler(publicRoot, {
    hostRules,
    headStart: `<script src="${recorderPath}"></script>`,
  })
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === recorderPath) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(recorderScript)
    } else if (path === formServicePath) formService.handle(request, response)
    else site(request, response)
  })
  const origin = await listenLocally(server)
  return {
    url: (path: string) => `${origin}${path}`,
    formService,
    close: async () => {
      formService.release()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

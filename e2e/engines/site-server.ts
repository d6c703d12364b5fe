import { createServer, type RequestListener } from 'node:http'
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

const recorderTag = `<script src="${recorderPath}"></script>`

/** Headers that described the host's encoding of a body this proxy sends decoded. */
const encodingHeaders = new Set(['content-encoding', 'content-length', 'transfer-encoding'])

/**
 * Passes requests on to the host engine at `origin` and its answers back, status and headers as
 * the host sent them, with the recorder put first in each page's head. Only reads: the pages'
 * one post, the contact form's, goes to the form service here.
 */
function throughHost(origin: string): RequestListener {
  return async (request, response) => {
    const answer = await fetch(`${origin}${request.url ?? '/'}`, {
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' && name !== 'host' ? [[name, value] as [string, string]] : [],
      ),
      redirect: 'manual',
    })
    const headers = [...answer.headers].filter(([name]) => !encodingHeaders.has(name))
    const isPage = (answer.headers.get('content-type') ?? '').startsWith('text/html')
    const body = isPage
      ? Buffer.from((await answer.text()).replace('<head>', `<head>${recorderTag}`))
      : Buffer.from(await answer.arrayBuffer())
    response.writeHead(answer.status, Object.fromEntries(headers)).end(body)
  }
}

export type EngineSite = Awaited<ReturnType<typeof startEngineSite>>

/**
 * The built site as the other browser tests see it (through Cloudflare Pages' engine, or as a
 * plain host that only knows 404.html), plus the problem recorder first in every page and the
 * form service.
 */
export async function startEngineSite({
  hostRules = true,
  host = process.env.E2E_ORIGIN,
}: {
  hostRules?: boolean
  /** The host engine serving the build: the shared one, or one a test started for its copy. */
  host?: string
} = {}) {
  const formService = createFormService()
  if (hostRules && !host)
    throw new Error('The engine tests must run through jest --selectProjects e2e.')
  const site =
    hostRules && host
      ? throughHost(host)
      : staticSiteHandler(publicRoot, { hostRules: false, headStart: recorderTag })
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === recorderPath) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(recorderScript)
    } else if (path === formServicePath) formService.handle(request, response)
    else void site(request, response)
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

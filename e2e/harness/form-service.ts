import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http'
import type { Page, Route } from 'playwright-core'
import { siteUrl as publicSiteUrl } from '../../src/config/site'
import { listenLocally } from '../../tools/static-server'

export type FormServiceMode = 'accept' | 'fail' | 'hang'

export interface ReceivedForm {
  contentType: string
  fields: Record<string, string>
}

async function readFields(request: IncomingMessage): Promise<ReceivedForm> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const contentType = request.headers['content-type'] ?? ''
  const parsed = await new Request('http://form.test/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: Buffer.concat(chunks),
  }).formData()
  return {
    contentType,
    fields: Object.fromEntries([...parsed.entries()].map(([key, value]) => [key, String(value)])),
  }
}

/**
 * A local stand-in for the form-collection service: it records what it receives and answers
 * as told: accept (JSON for background posts, a redirect to `_next` for native ones), fail
 * with 500, or hang without answering. `handle` answers a request wherever it is mounted.
 */
export function createFormService() {
  const received: ReceivedForm[] = []
  let mode: FormServiceMode = 'accept'
  const hanging = new Set<() => void>()
  const handle: RequestListener = async (request, response) => {
    const form = await readFields(request)
    received.push(form)
    if (mode === 'hang') {
      hanging.add(() => response.destroy())
      return
    }
    if (mode === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}')
      return
    }
    const wantsJson = (request.headers.accept ?? '').includes('application/json')
    if (wantsJson)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    else response.writeHead(303, { location: form.fields._next ?? '/' }).end()
  }
  return {
    handle,
    received,
    setMode: (next: FormServiceMode) => {
      mode = next
    },
    /** Lets go of the requests it left hanging, so that their server can close. */
    release: () => {
      hanging.forEach((release) => release())
      hanging.clear()
    },
  }
}

/** The stand-in form service on a port of its own. */
export async function startFormService() {
  const { handle, received, setMode, release } = createFormService()
  const server: Server = createServer(handle)
  const url = `${await listenLocally(server)}/`
  return {
    url,
    received,
    setMode,
    close: async () => {
      release()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * Forwards a request the page makes to the stand-in service and hands the page its answer. The
 * browser does not route the redirect it then follows, so the public site's address in it is
 * pointed at the site under test, as a hosts file would.
 */
export async function forwardToFormService(route: Route, service: string, siteOrigin: string) {
  const request = route.request()
  const body = request.postDataBuffer()
  try {
    const response = await fetch(service, {
      method: request.method(),
      headers: { ...request.headers(), host: new URL(service).host },
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    })
    const headers = Object.fromEntries(response.headers.entries())
    if (headers.location) headers.location = headers.location.replace(publicSiteUrl, siteOrigin)
    await route.fulfill({
      status: response.status,
      headers,
      body: Buffer.from(await response.arrayBuffer()),
    })
  } catch {
    await route.abort().catch(() => undefined)
  }
}

/** What the tests type into the contact form. */
export const typed = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  subject: 'Launch in Germany',
  message: 'We would like to expand to Amazon.de next quarter.',
}

export async function fillForm(page: Page) {
  for (const [name, value] of Object.entries(typed))
    await page.locator(`form [name="${name}"]`).fill(value)
}

import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http'
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

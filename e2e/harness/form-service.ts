import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

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
 * with 500, or hang without answering.
 */
export async function startFormService() {
  const received: ReceivedForm[] = []
  let mode: FormServiceMode = 'accept'
  const hanging = new Set<() => void>()
  const server: Server = createServer(async (request, response) => {
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
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    setMode: (next: FormServiceMode) => {
      mode = next
    },
    close: async () => {
      hanging.forEach((release) => release())
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

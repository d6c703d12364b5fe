/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStaticServer } from '../tools/static-server'

describe('the local static server', () => {
  it('answers an unknown path of a site without a 404.html with a plain 404, and keeps serving', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-server-'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>')
    const { server, origin } = await startStaticServer(root, { compress: true })
    try {
      const missing = await fetch(`${origin}/favicon.ico`)
      expect(missing.status).toBe(404)
      await expect(missing.text()).resolves.toBe('Not found')
      const home = await fetch(`${origin}/`)
      expect(home.status).toBe(200)
      await expect(home.text()).resolves.toContain('<title>Home</title>')
    } finally {
      server.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})

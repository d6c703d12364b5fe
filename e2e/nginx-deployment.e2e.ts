import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../src/node/project-paths'
import { expectedPages } from './harness/content'
import { headerRuleValue, publicRoot } from './harness/built-pages'

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** The server block docs/deploying.md shows, around the rules `npm run nginx-conf` prints. */
function serverConfig(folder: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${join(folder, name)};`
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')};
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${publicRoot};
    include ${join(folder, 'site.conf')};
  }
}
`
}

const pageCacheControl = 'public, max-age=0, must-revalidate'
const immutable = 'public, max-age=31536000, immutable'

/**
 * The built site behind real nginx (Debian's), configured as docs/deploying.md says: aliases
 * answer 301, unknown paths the not-found page of their language and kind with 404, and every
 * response carries the security headers and the right caching.
 */
describe('the site deployed on nginx', () => {
  let folder: string
  let server: ChildProcess
  let origin: string
  const request = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' })
  const csp = headerRuleValue('Content-Security-Policy', '/')

  beforeAll(async () => {
    if (!existsSync(nginxBinary))
      throw new Error(
        `nginx not found at ${nginxBinary}. Install it (apt-get install -y nginx) or set NGINX_PATH.`,
      )
    folder = mkdtempSync(join(tmpdir(), 'nginx-'))
    writeFileSync(
      join(folder, 'site.conf'),
      execFileSync('npm', ['run', '--silent', 'nginx-conf'], {
        cwd: projectRoot,
        encoding: 'utf8',
      }),
    )
    const port = 20000 + Math.floor(Math.random() * 20000)
    origin = `http://127.0.0.1:${port}`
    writeFileSync(join(folder, 'nginx.conf'), serverConfig(folder, port))
    server = spawn(nginxBinary, ['-p', folder, '-c', join(folder, 'nginx.conf')], {
      stdio: 'ignore',
    })
    const deadline = Date.now() + 20_000
    while (
      !(await request('/').then(
        () => true,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null) {
        const log = existsSync(join(folder, 'error.log'))
          ? readFileSync(join(folder, 'error.log'), 'utf8')
          : ''
        throw new Error(`nginx did not start:\n${log}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  afterAll(() => {
    server?.kill('SIGQUIT')
    rmSync(folder, { recursive: true, force: true })
  })

  it('serves every page with status 200, revalidated on every visit, with the security headers', async () => {
    const pages = expectedPages()
    expect(pages.length).toBeGreaterThan(80)
    for (const { path } of pages) {
      const response = await request(path)
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
      expect(response.headers.get('content-security-policy')).toBe(
        headerRuleValue('Content-Security-Policy', path),
      )
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('cache-control')).toBe(pageCacheControl)
    }
  })

  it('answers every alias with a permanent redirect to its page', async () => {
    const aliases = expectedPages().flatMap(({ aliases, path }) =>
      aliases.map((alias) => [alias, path] as const),
    )
    expect(aliases.length).toBeGreaterThan(0)
    for (const [alias, target] of aliases) {
      const response = await request(alias)
      expect({ alias, status: response.status }).toEqual({ alias, status: 301 })
      expect(new URL(response.headers.get('location') ?? '', origin).pathname).toBe(target)
    }
  })

  it.each([
    ['/de/gibt-es-nicht', 'de', 'Seite nicht gefunden'],
    ['/es/blog/no-existe', 'es', 'Artículo no encontrado'],
    ['/blog/missing-post', 'en', 'Blog Post Not Found'],
    ['/no-such-page', 'en', 'Page not found'],
    ['/lovable-uploads/missing.png', 'en', '404 - File Not Found'],
  ])('answers %s with 404 and the not-found page in %s', async (path, language, title) => {
    const response = await request(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe(csp)
    const html = await response.text()
    expect(html).toContain(`<html lang="${language}"`)
    expect(html).toContain(title)
  })

  it('lets browsers keep hashed files for a year', async () => {
    const fonts = readdirSync(join(publicRoot, 'fonts'))
    const enhancements = readdirSync(join(publicRoot, 'enhance'))
    for (const path of [`/fonts/${fonts[0]}`, `/enhance/${enhancements[0]}`]) {
      const response = await request(path)
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
      expect(response.headers.get('cache-control')).toBe(immutable)
      expect(response.headers.get('content-security-policy')).toBe(csp)
    }
  })
})

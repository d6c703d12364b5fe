import type { Server } from 'node:http'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { disconnectBrowser, openPage, siteUrl } from './harness/browser'
import { startStaticServer } from '../tools/static-server'

afterAll(disconnectBrowser)

interface Visit {
  page: Page
  status: number | undefined
  errors: string[]
  warnings: string[]
}

async function visit(url: string): Promise<Visit> {
  const page = await openPage()
  const errors: string[] = []
  const warnings: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // The 404 document itself, and Gatsby looking up data for the unknown path, are expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const response = await page.goto(url)
  await page.waitForLoadState('networkidle')
  return { page, status: response?.status(), errors, warnings }
}

const mainLinks = (page: Page) =>
  page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))

describe.each([
  [
    '/es/no-existe',
    'es',
    'Página no encontrada',
    ['/es', '/es/servicios', '/es/precios', '/es/contacto'],
  ],
  [
    '/pl/nie-ma-takiej-strony',
    'pl',
    'Nie znaleziono strony',
    ['/pl', '/pl/uslugi', '/pl/cennik', '/pl/kontakt'],
  ],
  ['/no-such-page', 'en', 'Page not found', ['/', '/services', '/pricing', '/contact']],
])('an unknown path %s', (path, language, title, links) => {
  let result: Visit
  beforeAll(async () => {
    result = await visit(siteUrl(path))
  })
  afterAll(() => result.page.context().close())

  it('answers 404 with the not-found page of its language and links to its main pages', async () => {
    expect(result.status).toBe(404)
    expect(await result.page.getAttribute('html', 'lang')).toBe(language)
    await expect(result.page.locator('h1').textContent()).resolves.toBe(title)
    expect(await mainLinks(result.page)).toEqual(expect.arrayContaining(links))
    expect(result.errors).toEqual([])
  })
})

describe.each([
  [
    '/blog/no-such-article',
    'Blog Post Not Found',
    "The blog post you're looking for doesn't exist.",
    '/blog',
  ],
  ['/de/blog/gibt-es-nicht', 'Blogartikel nicht gefunden', null, '/de/blog'],
  ['/it/blog/non-esiste', null, null, '/it/blog'],
])('an unknown blog slug %s', (path, title, text, blog) => {
  it('answers 404 with "Blog Post Not Found" in its language and a link back to its blog', async () => {
    const { page, status, errors } = await visit(siteUrl(path))
    expect(status).toBe(404)
    const heading = await page.locator('h1').textContent()
    if (title) expect(heading).toBe(title)
    else expect(heading).not.toBe('Blog Post Not Found')
    if (text) await expect(page.getByText(text).isVisible()).resolves.toBe(true)
    expect(await mainLinks(page)).toContain(blog)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('uploads', () => {
  it('serves a file that exists', async () => {
    const response = await fetch(siteUrl('/lovable-uploads/brightshelf-mark.png'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })

  it('names a missing file on the 404 page', async () => {
    const { page, status, errors } = await visit(siteUrl('/lovable-uploads/team-photo.jpg'))
    expect(status).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('404 - File Not Found')
    await expect(
      page.getByText('The requested file "team-photo.jpg" could not be found.').isVisible(),
    ).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('a malformed percent-encoded path', () => {
  it.each(['/es/%E0%A4%A', '/lovable-uploads/%E0%A4%A.png'])(
    '%s gives the not-found page with at most a warning, never an error',
    async (path) => {
      const { page, status, errors } = await visit(siteUrl(path))
      expect(status).toBe(404)
      await expect(page.locator('h1').count()).resolves.toBe(1)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )
})

describe('on a host that only knows 404.html', () => {
  let plain: { server: Server; origin: string }
  beforeAll(async () => {
    plain = await startStaticServer(join(process.cwd(), 'public'), { hostRules: false })
  })
  afterAll(() => new Promise((resolve) => plain.server.close(resolve)))

  it('the root not-found page adapts to the language and kind of the requested path', async () => {
    const { page, status, errors } = await visit(`${plain.origin}/fr/blog/inexistant`)
    expect(status).toBe(404)
    await page.waitForFunction(() => document.documentElement.lang === 'fr')
    expect(await mainLinks(page)).toContain('/fr/blog')
    await expect(page.locator('header nav a').first().getAttribute('href')).resolves.toBe('/fr')
    expect(errors).toEqual([])
    await page.context().close()
  })
})

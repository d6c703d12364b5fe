import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteUrl as productionUrl } from '../src/config/site'
import { languageCodes, languageDefinition } from '../src/i18n/languages'
import { listMdxFiles } from '../src/node/content-files'
import { checkContentFiles, formatProblem } from '../src/node/validate'
import { resolveFile } from '../tools/static-server'
import { copyProject } from '../tools/project-copy'
import {
  longArticleName as name,
  longArticlePhotos,
  longArticleVideoId,
  writeCameraPhoto,
  writeLongArticle,
  writePlaceholders,
} from '../tools/long-article'
import { budgets } from '../bench/budgets'
import {
  cspViolationsOf,
  disconnectBrowser,
  inTab,
  openContext,
  recordCspViolations,
} from './harness/browser'
import { startCloudflarePages, type HostEngine } from './harness/host-engines'
import { firstRoundTrip, gzipBytes } from './harness/largest-paint'
import { uiStringsOf } from './harness/content'
import type { BrowserContext } from 'playwright-core'

const pageName = 'careers'

/**
 * The writers' guide (content/README.md), "Add a blog article in all languages" and "Add a page
 * in all languages", followed literally in a temporary copy of the project: `npm run new`, the
 * cover beside the files, every marked text written, a build. The article and the page are then
 * pages in every language, linked to their translations by the switcher, hreflang and the sitemap.
 */
describe('an article and a page added as the writers’ guide says', () => {
  let copy: string
  let folder: string
  let problemsBeforeWriting: string[]
  let statusAfterChange: string
  const built = (path: string) =>
    readFileSync(resolveFile(join(copy, 'public'), path) ?? 'missing', 'utf8')

  beforeAll(async () => {
    copy = copyProject('new-article-')
    folder = join(copy, 'content', 'blog', name)
    execFileSync('npm', ['run', '--silent', 'new', '--', 'post', name], { cwd: copy })
    execFileSync('npm', ['run', '--silent', 'new', '--', 'page', pageName], { cwd: copy })
    // A photo as a camera takes it, where the site's own article has a drawing: the guide's
    // default cover.jpg.
    await writeCameraPhoto(join(folder, 'cover.jpg'))
    const content = join(copy, 'content')
    problemsBeforeWriting = checkContentFiles(listMdxFiles(content), content, copy).problems.map(
      formatProblem,
    )
    await writeLongArticle(copy, folder)
    for (const language of languageCodes) {
      writePlaceholders(
        join(copy, 'content', 'pages', pageName, `index.${language}.mdx`),
        language,
        'Careers',
        `Careers, in ${languageDefinition(language).name}: we are hiring analysts and writers.`,
      )
    }
    const status = (...args: string[]) =>
      execFileSync('npm', ['run', '--silent', 'i18n:status', '--', ...args], {
        cwd: copy,
        encoding: 'utf8',
      })
    status('--mark', `blog/${name}`)
    status('--mark', `pages/${pageName}`)
    // Later the English text changes, and only the German translation is brought up to date.
    const english = join(folder, 'index.en.mdx')
    writeFileSync(english, `${readFileSync(english, 'utf8')}\nUpdated: check the coupons too.\n`)
    status('--mark', `blog/${name}`, 'de')
    statusAfterChange = status()
    execFileSync(join(copy, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: copy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    })
  }, 600_000)
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  const slugs = () =>
    Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => [
          file.split('.')[1],
          /^slug: ['"]?([^'"\n]+)/m.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? '',
        ]),
    ) as Record<string, string>

  it('creates one file per language, each under its language’s blog', () => {
    expect(Object.keys(slugs()).sort()).toEqual([...languageCodes].sort())
    expect(slugs().en).toBe(`/blog/${name}`)
    expect(slugs().de).toBe(`/de/blog/${name}`)
  })

  it('was refused by the build, file by file, while a text was still to write', () => {
    for (const language of languageCodes)
      expect(problemsBeforeWriting).toContainEqual(
        expect.stringMatching(
          new RegExp(`^content/blog/${name}/index\\.${language}\\.mdx: line \\d+ still holds`),
        ),
      )
  })

  it.each(languageCodes)('is a page in %s, linked to all its translations', (language) => {
    const own = slugs()
    const html = built(own[language] ?? '')
    expect(html).toContain(`lang="${languageDefinition(language).locale}"`)
    expect(html).toContain(`Prime Day checklist, title in ${languageDefinition(language).name}`)
    for (const other of languageCodes) {
      const tag = languageDefinition(other).locale
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${tag}" href="${productionUrl}${own[other]}"`,
      )
      expect(html).toMatch(
        new RegExp(`data-language-link="true" hrefLang="${tag}"[^>]*href="${own[other]}"`),
      )
    }
  })

  it('tells which translations missed a later English change, and says so on their pages', () => {
    const row = (language: string) =>
      new RegExp(`^blog/${name}\\s+${language}\\s+${slugs()[language]}\\s+([A-Z ]+)$`, 'm')
    expect(row('en').exec(statusAfterChange)?.[1]).toBe('SOURCE')
    expect(row('de').exec(statusAfterChange)?.[1]).toBe('UP TO DATE')
    expect(row('pl').exec(statusAfterChange)?.[1]).toBe('OUTDATED')
    const notice = (path: string) =>
      /<div role="note" data-outdated-translation[^]*?<\/div>/.exec(built(path))?.[0]
    expect(notice(slugs().de ?? '')).toBeUndefined()
    expect(notice(slugs().en ?? '')).toBeUndefined()
    const polish = notice(slugs().pl ?? '')
    const { outdated, readEnglish } = uiStringsOf('pl').translation
    expect(polish).toContain(outdated)
    expect(polish).toMatch(
      new RegExp(`<a (?=[^>]*hrefLang="en")(?=[^>]*href="/blog/${name}")[^>]*>${readEnglish}</a>`),
    )
  })

  it.each(languageCodes)('comes with a plain page, made the same way, in %s', (language) => {
    const path = language === 'en' ? `/${pageName}` : `/${language}/${pageName}`
    const html = built(path)
    expect(html).toContain(`lang="${languageDefinition(language).locale}"`)
    expect(html).toMatch(
      new RegExp(`<h1[^>]*>Careers, title in ${languageDefinition(language).name}</h1>`),
    )
    expect(html).toContain(
      `<link rel="alternate" hrefLang="de" href="${productionUrl}/de/${pageName}"`,
    )
    expect(built('/sitemap-0.xml')).toContain(`<loc>${productionUrl}${path}</loc>`)
  })

  it('is listed in the sitemap in every language', () => {
    const sitemap = built('/sitemap-0.xml')
    for (const slug of Object.values(slugs())) expect(sitemap).toContain(`${productionUrl}${slug}`)
  })

  it('leads the blog list of every language', () => {
    for (const language of languageCodes) {
      const blogList = built(language === 'en' ? '/blog' : `/${language}/blog`)
      expect(blogList).toContain(`href="${slugs()[language]}"`)
    }
  })

  it('shows its photo cover in sizes for every screen, in AVIF and WebP, fetched first', () => {
    const article = built(slugs().en ?? '')
    const picture = /<picture>[^]*?<\/picture>/.exec(article)?.[0] ?? ''
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 190w,[^"]+ 1520w"/)
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 190w,/)
    expect(picture).toMatch(/<img src="[^"]+\.jpg"[^>]* loading="eager"[^>]* fetchpriority="high"/)
  })

  describe.each([
    ['a phone', { width: 412, height: 823 }, 3],
    ['a desktop', { width: 1366, height: 768 }, 1],
  ])('its ten 4,000-pixel photos, on %s', (_screen, viewport, deviceScaleFactor) => {
    let engine: HostEngine
    let context: BrowserContext
    beforeAll(async () => {
      engine = await startCloudflarePages(join(copy, 'public'))
      context = await openContext({ viewport, deviceScaleFactor })
    }, 120_000)
    afterAll(async () => {
      await context.close()
      await engine.stop()
    })

    it('are each served within the image budget, in the size the screen asks for', () =>
      inTab(context, async (page) => {
        const served = new Map<string, number>()
        const reading: Promise<void>[] = []
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image')
            reading.push(
              response.body().then((body) => void served.set(response.url(), body.length)),
            )
        })
        await page.goto(`${engine.origin}${slugs().en ?? ''}`)
        const photos = page.locator('figure:not([data-video]) img')
        expect(await photos.count()).toBe(longArticlePhotos)
        // Each one into view, where a lazy photo starts loading.
        for (const photo of await photos.all()) {
          await photo.scrollIntoViewIfNeeded()
          await photo.evaluate((image: HTMLImageElement) =>
            image.complete && image.naturalWidth > 0
              ? undefined
              : new Promise((settled) => {
                  image.addEventListener('load', settled, { once: true })
                  image.addEventListener('error', settled, { once: true })
                }),
          )
        }
        await Promise.all(reading)
        // The file's own width: an image of a srcset reports its width at the chosen density.
        const chosen = await photos.evaluateAll((images: HTMLImageElement[]) =>
          Promise.all(
            images.map(async (image) => {
              const file = new Image()
              file.src = image.currentSrc
              await file.decode()
              return { url: image.currentSrc, shown: image.clientWidth, natural: file.naturalWidth }
            }),
          ),
        )
        for (const { url, shown, natural } of chosen) {
          expect(served.get(url)).toBeLessThanOrEqual(budgets.maxImageKB * 1024)
          // Sharp on the screen, and no larger than it needs.
          expect(natural).toBeGreaterThanOrEqual(Math.min(shown * deviceScaleFactor, 1520))
          expect(natural).toBeLessThanOrEqual(Math.max(shown * deviceScaleFactor * 2, 380))
        }
      }))
  })

  describe('five times the model article, with a 4,000-pixel photo as its cover', () => {
    let engine: HostEngine
    let context: BrowserContext
    beforeAll(async () => {
      engine = await startCloudflarePages(join(copy, 'public'))
      context = await openContext({ viewport: { width: 412, height: 823 } })
    }, 120_000)
    afterAll(async () => {
      await disconnectBrowser()
      await engine.stop()
    })

    it('loads nothing from its video’s service until played, then plays it in the no-cookie player', () =>
      inTab(context, async (page) => {
        await recordCspViolations(page)
        const elsewhere: string[] = []
        page.on('request', (request) => {
          const url = request.url()
          if (!url.startsWith(engine.origin) && !url.startsWith('data:')) elsewhere.push(url)
        })
        await page.goto(`${engine.origin}${slugs().de ?? ''}`)
        await page.locator('header summary[aria-expanded]').first().waitFor({ state: 'attached' })
        const play = page.getByRole('link', {
          name: 'Video „The checklist in two minutes“ abspielen',
        })
        await play.scrollIntoViewIfNeeded()
        await play
          .locator('img')
          .evaluate((poster: HTMLImageElement) =>
            poster.complete ? undefined : new Promise((loaded) => (poster.onload = loaded)),
          )
        expect(elsewhere).toEqual([])
        const player = `https://www.youtube-nocookie.com/embed/${longArticleVideoId}?autoplay=1`
        const asked = page.waitForRequest(player)
        await play.click()
        await asked
        expect(await page.locator('iframe[data-video-player]').getAttribute('title')).toBe(
          'The checklist in two minutes',
        )
        expect(await cspViolationsOf(page)).toEqual([])
      }))

    it('is the only page of the site whose policy lets a player be framed', () => {
      const rules = readFileSync(join(copy, 'public', '_headers'), 'utf8')
      const framing = [
        ...rules.matchAll(
          /^(\S+)\n(?: {2}.*\n)*? {2}Content-Security-Policy: [^\n]*frame-src ([^;\n]+)/gm,
        ),
      ]
      const byPath = (pairs: (string | undefined)[][]) =>
        pairs.sort(([one = ''], [other = '']) => one.localeCompare(other))
      // The CMS under /admin/ frames its own preview, under a policy of its own.
      const pages = framing.filter(([, path = '']) => !path.startsWith('/admin/'))
      expect(byPath(pages.map(([, path, frames]) => [path, frames]))).toEqual(
        byPath(
          Object.values(slugs()).flatMap((path) => [
            [path, 'https://www.youtube-nocookie.com'],
            [`${path}.html`, 'https://www.youtube-nocookie.com'],
          ]),
        ),
      )
    })

    it.each(languageCodes)(
      'sends its largest paint in %s within the first round trip, its cover within the image budget',
      (language) =>
        inTab(context, async (page) => {
          const { html, paint, bytes } = await firstRoundTrip(
            page,
            `${engine.origin}${slugs()[language] ?? ''}`,
          )
          expect(html).toMatch(/<h2[^>]*>[^<]+ \(5\)<\/h2>/)
          expect(bytes).toBeLessThanOrEqual(budgets.firstRoundTripBytes)
          // The whole page would not fit: the budget holds the template, not the writer.
          expect(gzipBytes(html)).toBeGreaterThan(budgets.firstRoundTripBytes)
          expect(paint.image?.bytes ?? 0).toBeLessThanOrEqual(budgets.maxImageKB * 1024)
        }),
    )
  })
})

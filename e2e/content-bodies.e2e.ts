import { readFileSync } from 'node:fs'
import matter from 'gray-matter'
import { legalFacts } from '../src/config/legal'
import { company } from '../src/config/site'
import { listMdxFiles } from '../src/node/content-files'
import { contentRoot } from '../src/node/project-paths'
import { resolveFile } from '../tools/static-server'
import { publicRoot } from './harness/built-pages'
import { plainParagraphs } from './harness/content'

/** The text of a page, with tags dropped and entities and white space normalized. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

const bodies = listMdxFiles(contentRoot).flatMap((file) => {
  const { data, content } = matter(readFileSync(file, 'utf8'))
  const paragraphs = plainParagraphs(content)
  return paragraphs.length > 0 ? [[String(data.slug), paragraphs, content] as const] : []
})

describe.each(bodies)('the built page %s', (path, paragraphs, body) => {
  const html = readFileSync(resolveFile(publicRoot, path) ?? '', 'utf8')
  const text = textOf(html)

  it('shows every plain paragraph of its MDX body', () => {
    for (const paragraph of paragraphs) expect(text).toContain(paragraph.replace(/\s+/g, ' '))
  })

  it('draws the brand facts its body names from the one place they are kept', () => {
    if (body.includes('<LegalName />')) expect(text).toContain(legalFacts.legalName)
    if (body.includes('<CompanyEmail />')) expect(html).toContain(`mailto:${company.email}`)
  })
})

it('covers the bodies of the pages with prose', () => {
  expect(bodies.map(([path]) => path)).toEqual(
    expect.arrayContaining([
      '/about',
      '/legal-notice',
      '/blog/double-your-targeting-amazon-campaigns',
    ]),
  )
})

/**
 * Facts written once, in the English file (a post's date, author and cover; a legal document's
 * date of last change), shown by every language version of the item.
 */
describe.each(
  listMdxFiles(contentRoot)
    .filter((file) => /[\\/](blog|legal)[\\/][^\\/]+[\\/]index\.en\.mdx$/.test(file))
    .map((file) => [file.split(/[\\/]/).slice(-3, -1).join('/'), file] as const),
)('the shared facts of %s', (_item, englishFile) => {
  const english = matter(readFileSync(englishFile, 'utf8')).data as Record<string, unknown>
  const translations = listMdxFiles(contentRoot)
    .filter((file) => file.startsWith(englishFile.replace(/index\.en\.mdx$/, '')))
    .map((file) => matter(readFileSync(file, 'utf8')).data as Record<string, unknown>)
  const builtHtml = (slug: unknown) =>
    readFileSync(resolveFile(publicRoot, String(slug)) ?? '', 'utf8')
  const isoDay = (value: unknown) =>
    (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10)
  const coverFolder = (html: string) => /\/static\/([0-9a-f]+)\/(?:[^"]*\/)?cover\./.exec(html)?.[1]

  it('are written in the English file alone and shown in all seven languages', () => {
    expect(translations).toHaveLength(7)
    const day = isoDay(english.date ?? english.lastUpdated)
    const englishCover = coverFolder(builtHtml(english.slug))
    for (const translation of translations) {
      const html = builtHtml(translation.slug)
      expect(html).toContain(`<time dateTime="${day}"`)
      if (translation !== english) {
        expect(translation).not.toHaveProperty('date')
        expect(translation).not.toHaveProperty('lastUpdated')
      }
      if (english.author) expect(textOf(html)).toContain(String(english.author))
      if (english.image) expect(coverFolder(html)).toBe(englishCover)
    }
    if (english.image) expect(englishCover).toBeDefined()
  })
})

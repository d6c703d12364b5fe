import { readFileSync } from 'node:fs'
import matter from 'gray-matter'
import { company } from '../src/config/site'
import { listMdxFiles } from '../src/node/content-files'
import { contentRoot } from '../src/node/project-paths'
import { resolveFile } from '../tools/static-server'
import { publicRoot } from './harness/built-pages'

/** The text of a page, with tags dropped and entities and white space normalized. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

/** The body's plain paragraphs: no heading, list, component or emphasis to translate. */
const plainParagraphs = (body: string) =>
  body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => /^\p{L}/u.test(block) && !/[<>*_[\]`{}|]/.test(block))

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
    if (body.includes('<LegalName />')) expect(text).toContain(company.legalName)
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

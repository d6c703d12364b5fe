/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { languageCodes } from '../src/i18n/languages'
import { listMdxFiles, parseFrontmatter } from '../src/node/content-files'
import { contentRoot } from '../src/node/project-paths'
import { scaffoldItem } from '../src/node/scaffold/scaffold'
import { checkContentFiles } from '../src/node/validate'

describe('npm run new', () => {
  let root: string
  const content = () => join(root, 'content')
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'scaffold-'))
    cpSync(contentRoot, content(), { recursive: true })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('creates the article in every language under that language’s blog, dated today in English', () => {
    const files = scaffoldItem(content(), 'post', 'prime-day-checklist', '2026-11-22')
    expect(files.map((file) => relative(content(), file))).toEqual(
      languageCodes.map((language) => join('blog', 'prime-day-checklist', `index.${language}.mdx`)),
    )
    const read = (file = '') =>
      parseFrontmatter(readFileSync(file, 'utf8')) as Record<string, string>
    const [english, spanish] = [read(files[0]), read(files[1])]
    expect(english).toMatchObject({ date: '2026-11-22', image: 'cover.jpg' })
    expect(spanish.slug).toBe('/es/blog/prime-day-checklist')
    expect(spanish.title).toBe('TO WRITE in Español')
    // The translations show the English file's date, author and cover.
    for (const shared of ['date', 'author', 'image']) expect(spanish).not.toHaveProperty(shared)
  })

  it('shows how an article writes a photo beside it and a table, every line marked to write', () => {
    const files = scaffoldItem(content(), 'post', 'prime-day-checklist', '2026-11-22')
    const german = readFileSync(files[2] ?? '', 'utf8')
    expect(german).toMatch(
      /^!\[TO WRITE: what the photo shows\]\(\.\/example-photo\.jpg "TO WRITE: .*"\)$/m,
    )
    expect(german).toMatch(
      /^\| TO WRITE: a column \| Another column \|\n\| --- \| --- \|\n\| TO WRITE: a cell \| A cell \|$/m,
    )
    expect(german).toContain('save them in this folder, beside this file')
    expect(existsSync(join(content(), 'blog', 'prime-day-checklist', 'example-photo.jpg'))).toBe(
      true,
    )
  })

  it('leaves files the build refuses only for what is still to write and the missing cover', () => {
    scaffoldItem(content(), 'post', 'prime-day-checklist', '2026-11-22')
    const { problems } = checkContentFiles(listMdxFiles(content()), content(), root)
    expect(problems.length).toBeGreaterThan(0)
    for (const { file, message } of problems) {
      expect(file).toMatch(/^content\/blog\/prime-day-checklist\/index\.\w\w\.mdx$/)
      expect(message).toMatch(/still holds the text "TO WRITE"|the image "cover\.jpg" is not in/)
    }
  })

  it('refuses a name that cannot be an address, and one already taken', () => {
    expect(() => scaffoldItem(content(), 'post', 'Prime Day', '2026-11-22')).toThrow(
      'use lower-case letters, digits and hyphens',
    )
    expect(() => scaffoldItem(content(), 'post', 'double-your-targeting', '2026-11-22')).toThrow(
      'content/blog/double-your-targeting exists already',
    )
  })

  it('makes a plain page in every language at that language’s address, with only texts to write', () => {
    const files = scaffoldItem(content(), 'page', 'careers', '2026-11-22')
    expect(files.map((file) => relative(content(), file))).toEqual(
      languageCodes.map((language) => join('pages', 'careers', `index.${language}.mdx`)),
    )
    const german = parseFrontmatter(readFileSync(files[2] ?? '', 'utf8')) as Record<string, string>
    expect(german.slug).toBe('/de/careers')
    expect(german.title).toBe('TO WRITE in Deutsch')
    const { problems } = checkContentFiles(listMdxFiles(content()), content(), root)
    expect(problems.length).toBeGreaterThan(0)
    for (const { file, message } of problems) {
      expect(file).toMatch(/^content\/pages\/careers\/index\.\w\w\.mdx$/)
      expect(message).toMatch(/still holds the text "TO WRITE"/)
    }
    expect(() => scaffoldItem(content(), 'page', 'pricing', '2026-11-22')).toThrow(
      'content/pages/pricing exists already',
    )
  })

  it('makes a category and an author beside the existing ones in each language, with only texts to write', () => {
    const category = scaffoldItem(content(), 'category', 'sponsored-brands', '2026-11-22')
    const author = scaffoldItem(content(), 'author', 'jan-nowak', '2026-11-22')
    const read = (file = '') =>
      parseFrontmatter(readFileSync(file, 'utf8')) as Record<string, string>
    expect(read(category[2]).slug).toBe('/de/blog/kategorie/sponsored-brands')
    expect(read(author[6]).slug).toBe('/pl/blog/autorka/jan-nowak')
    expect(read(author[0])).toMatchObject({
      name: 'TO WRITE in English',
      bio: 'TO WRITE in English',
    })
    // The name is written once, in English; the photo waits until there is one.
    expect(read(author[2])).not.toHaveProperty('name')
    expect(read(author[0])).not.toHaveProperty('image')
    const { problems } = checkContentFiles(listMdxFiles(content()), content(), root)
    expect(problems.length).toBeGreaterThan(0)
    for (const { file, message } of problems) {
      expect(file).toMatch(/^content\/(categories\/sponsored-brands|authors\/jan-nowak)\//)
      expect(message).toMatch(/still holds the text "TO WRITE"/)
    }
  })

  it('places the first category of a language under its blog', () => {
    rmSync(join(content(), 'categories'), { recursive: true })
    const [english] = scaffoldItem(content(), 'category', 'prime-day', '2026-11-22')
    expect(parseFrontmatter(readFileSync(english ?? '', 'utf8'))).toMatchObject({
      slug: '/blog/category/prime-day',
    })
  })
})

import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import matter from 'gray-matter'
import { listMdxFiles, parseFrontmatter } from '../../src/node/content-files'
import { itemKey, kindOf, locateContentFile } from '../../src/node/content-item'
import { decided, ownerDecisions, type OwnerDecisionName } from '../../src/config/owner-facts'
import type { UiStrings } from '../../src/i18n/strings'
import { contentRoot, projectRoot, stringsRoot } from '../../src/node/project-paths'
import { loadUiStrings } from '../../src/node/ui-strings'

export interface ExpectedPage {
  path: string
  language: string
  translationKey: string
  kind: string
  title: string
  description: string
  heading: string
  aliases: string[]
  /** The content file, from the project's root, for tests that edit it in a copy. */
  file: string
  /** The plain paragraphs of the MDX body, in order (see plainParagraphs). */
  paragraphs: string[]
}

const decisionBlock = /<OwnerDecision name="(\w+)" is="(\w+)">([\s\S]*?)<\/OwnerDecision>/g

/** The body as the page shows it: of each `<OwnerDecision>` passage, the one the facts select. */
const decidedBody = (body: string) =>
  body.replace(decisionBlock, (_, name: string, value: string, passage: string) =>
    name in ownerDecisions && decided(name as OwnerDecisionName) === value ? passage : '',
  )

/** The body's plain paragraphs: no heading, list, component or emphasis to translate. */
export const plainParagraphs = (body: string) =>
  decidedBody(body)
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => /^\p{L}/u.test(block) && !/[<>*_[\]`{}|]/.test(block))

interface Frontmatter {
  slug: string
  title: string
  description: string
  aliases?: string[]
  hero?: { heading: string }
  /** A category's or author's name (an author's in the English file only). */
  name?: string
  categories?: string[]
}

const frontmatterOf = (file: string) => parseFrontmatter(readFileSync(file, 'utf8')) as Frontmatter

/** The English file of the same item, which holds the facts its languages share. */
const englishFileOf = (file: string) => file.replace(/index\.[^.]+\.mdx$/, 'index.en.mdx')

/** What the content says each built page must show, read straight from the MDX files. */
export function expectedPages(): ExpectedPage[] {
  return listMdxFiles(contentRoot).map((file) => {
    const location = locateContentFile(relative(contentRoot, file))
    if (!location) throw new Error(`Unplaced content file ${file}`)
    const source = readFileSync(file, 'utf8')
    const frontmatter = parseFrontmatter(source) as Frontmatter
    const kind = kindOf(location.section, location.translationKey) ?? ''
    const name =
      frontmatter.name ?? (kind === 'author' ? frontmatterOf(englishFileOf(file)).name : undefined)
    return {
      path: frontmatter.slug,
      language: location.language,
      translationKey: itemKey(location),
      kind,
      title: frontmatter.title,
      description: frontmatter.description,
      heading: frontmatter.hero?.heading ?? name ?? frontmatter.title,
      aliases: frontmatter.aliases ?? [],
      file: relative(projectRoot, file),
      paragraphs: plainParagraphs(matter(source).content),
    }
  })
}

/** An article's date of publication, written once in its English file, as YYYY-MM-DD. */
export function publicationDate(article: ExpectedPage): string {
  const { date } = parseFrontmatter(readFileSync(englishFileOf(article.file), 'utf8')) as {
    date: string
  }
  return String(date)
}

/** The names of an article's categories in its language, the main one first. */
export function categoryNamesOf(article: ExpectedPage): string[] {
  const { categories = [] } = frontmatterOf(join(projectRoot, englishFileOf(article.file)))
  return categories.map(
    (key) =>
      frontmatterOf(join(contentRoot, 'categories', key, `index.${article.language}.mdx`)).name ??
      '',
  )
}

/** The articles in `language`, newest first, as the blog lists them. */
export function articlesNewestFirst(language: string): ExpectedPage[] {
  return expectedPages()
    .filter((page) => page.kind === 'post' && page.language === language)
    .sort((one, other) => publicationDate(other).localeCompare(publicationDate(one)))
}

/** The page of `kind` (home, pricing, search...) in `language`. */
export function pageOf(kind: string, language: string): ExpectedPage {
  const found = expectedPages().find((page) => page.kind === kind && page.language === language)
  if (!found) throw new Error(`No ${kind} page in ${language}`)
  return found
}

const uiStrings = loadUiStrings(stringsRoot, projectRoot).strings

/** The UI strings of a language, as its pages show them. */
export function uiStringsOf(language: string): UiStrings {
  const strings = uiStrings[language as keyof typeof uiStrings]
  if (!strings) throw new Error(`No UI strings in ${language}`)
  return strings
}

/** The main heading of the page at `path`, as its content file gives it. */
export function headingOf(path: string): string {
  const found = expectedPages().find((page) => page.path === path)
  if (!found) throw new Error(`No content page at ${path}`)
  return found.heading
}

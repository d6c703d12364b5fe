import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { dump } from 'js-yaml'
import {
  defaultLanguage,
  languageCodes,
  languageDefinition,
  type Language,
} from '../../i18n/languages'
import { languagePrefix } from '../../i18n/paths'
import { cmsSerialization } from '../cms/serialize'
import { parseFrontmatter } from '../content-files'
import { placeholderMark } from '../content-item'
import type { Field, Fields } from '../frontmatter/fields'
import { contentKinds, type ContentSection } from '../frontmatter/kinds'

const keyShape = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * The first value of a new file's field: a placeholder the build refuses until it is written. It
 * is short enough to stay on its line, as the CMS folds longer texts; the field reference of the
 * writers' guide (and the CMS's hints) say what each field is for.
 */
function startingValue(field: Field, language: Language, today: string): unknown {
  if (field.type === 'date') return today
  if (field.type === 'image') return 'cover.jpg'
  if (field.type === 'list') return [startingValue(field.of, language, today)]
  return `${placeholderMark} in ${languageDefinition(language).name}`
}

/** The address a content file gives its page. */
const slugOf = (file: string) =>
  (parseFrontmatter(readFileSync(file, 'utf8')) as { slug: string }).slug

/** The address of the blog list in a language, read from its content file. */
const blogAddress = (contentRoot: string, language: Language) =>
  slugOf(join(contentRoot, 'pages', 'blog', `index.${language}.mdx`))

/**
 * Where a language's entries of a section have their pages: beside its first entry's
 * (`/de/blog/kategorie`), or, for the section's first entry, under the blog at `word`.
 */
function entriesAddress(
  contentRoot: string,
  language: Language,
  section: ContentSection,
  word: string,
): string {
  const folder = join(contentRoot, section)
  const file = existsSync(folder)
    ? readdirSync(folder)
        .sort()
        .map((key) => join(folder, key, `index.${language}.mdx`))
        .find((candidate) => existsSync(candidate))
    : undefined
  if (!file) return `${blogAddress(contentRoot, language)}/${word}`
  const slug = slugOf(file)
  return slug.slice(0, slug.lastIndexOf('/'))
}

/**
 * What `npm run new` can make: a blog article, a plain page (a title and Markdown text), a blog
 * category or an author.
 */
export const newItemKinds = ['post', 'page', 'category', 'author'] as const
export type NewItemKind = (typeof newItemKinds)[number]

/** The photo a new article shows as an example, saved beside its files for the writer to replace. */
const examplePhoto = 'example-photo.jpg'

/**
 * A new article's text: where it goes, and a section with a photo and a table written as an
 * article writes them, each line marked to write. The comment says where photos go; the page
 * does not show it.
 */
const articleBody = (language: string) =>
  [
    `${placeholderMark}: the article, in ${language}.`,
    '',
    `{/* Photos: save them in this folder, beside this file, and show each with ![What it shows](./name.jpg "Caption"). */}`,
    '',
    `## ${placeholderMark}: a section heading`,
    '',
    `![${placeholderMark}: what the photo shows](./${examplePhoto} "${placeholderMark}: a caption, or leave out the quotes and what is between them")`,
    '',
    `| ${placeholderMark}: a column | Another column |`,
    '| --- | --- |',
    `| ${placeholderMark}: a cell | A cell |`,
    '',
  ].join('\n')

interface ItemShape {
  section: ContentSection
  noun: string
  address: (contentRoot: string, language: Language, key: string) => string
  body: (language: string) => string
  /** Files the item's folder starts with, from src/node/scaffold/. */
  files: readonly string[]
}

/** A category or an author: fields alone, at an address beside the section's other entries. */
const blogEntryShape = (section: ContentSection, noun: string, word: string): ItemShape => ({
  section,
  noun,
  address: (contentRoot, language, key) =>
    `${entriesAddress(contentRoot, language, section, word)}/${key}`,
  body: () => '',
  files: [],
})

const shapes: Record<NewItemKind, ItemShape> = {
  post: {
    section: 'blog',
    noun: 'an article',
    address: (contentRoot, language, key) => `${blogAddress(contentRoot, language)}/${key}`,
    body: articleBody,
    files: [examplePhoto],
  },
  page: {
    section: 'pages',
    noun: 'a page',
    address: (_contentRoot, language, key) => `${languagePrefix(language)}/${key}`,
    body: (language) => `${placeholderMark}: the text of the page, in ${language}.\n`,
    files: [],
  },
  category: blogEntryShape('categories', 'a category', 'category'),
  author: blogEntryShape('authors', 'an author', 'author'),
}

/**
 * A new item in every language: content/<section>/<key>/index.<language>.mdx, each with its
 * address in that language (a post's under that language's blog) and every text to write marked
 * with the placeholder. Returns the files written; throws, in plain words, on a bad key or an
 * existing folder.
 */
export function scaffoldItem(
  contentRoot: string,
  kind: NewItemKind,
  key: string,
  today: string,
): string[] {
  const { section, noun, address, body, files } = shapes[kind]
  if (!keyShape.test(key))
    throw new Error(
      `"${key}" cannot name ${noun}: use lower-case letters, digits and hyphens, e.g. prime-day-checklist.`,
    )
  const folder = join(contentRoot, section, key)
  if (existsSync(folder))
    throw new Error(`content/${section}/${key} exists already; pick another name.`)
  mkdirSync(folder, { recursive: true })
  for (const file of files) copyFileSync(join(__dirname, file), join(folder, file))
  return languageCodes.map((language) => {
    const frontmatter: Record<string, unknown> = { slug: address(contentRoot, language, key) }
    for (const [name, field] of Object.entries(contentKinds[kind] as Fields)) {
      // A translation takes the shared facts (date, author, cover) from the English file.
      const writtenHere = language === defaultLanguage || !field.shared
      if (name !== 'slug' && field.required && writtenHere)
        frontmatter[name] = startingValue(field, language, today)
    }
    const text = body(languageDefinition(language).name)
    const file = join(folder, `index.${language}.mdx`)
    // Written as the CMS writes files, so that its first save changes only what a writer changed.
    writeFileSync(
      file,
      cmsSerialization(`---\n${dump(frontmatter)}---\n${text && `\n${text}`}`, kind),
    )
    return file
  })
}

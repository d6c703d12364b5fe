import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { dump } from 'js-yaml'
import { defaultLanguage, languageCodes, type Language } from '../src/i18n/languages'
import { sourceVersion } from '../src/node/content-files'
import { projectRoot } from '../src/node/project-paths'

const model = join('content', 'blog', 'double-your-targeting')

/** The name of extra article `index`, its folder and the last part of its addresses. */
export const extraArticleName = (index: number) => `extra-article-${index}`

/** The day of extra article `index`: one a day, back from the first of September 2025. */
export const extraArticleDate = (index: number) =>
  new Date(Date.UTC(2025, 8, 1 - index)).toISOString().slice(0, 10)

/** The categories of extra article `index`: keywords for an odd one, advertising for an even one. */
export const extraArticleCategories = (index: number) => [
  index % 2 === 1 ? 'keywords' : 'advertising',
]

/**
 * Writes extra article `index` in `languages` (English always among them) into the project at
 * `root`: the model article's text under its own addresses, title, date and categories (its
 * author's), linked as one item.
 * Every extra article has the model's cover: images are made once per distinct image, so a
 * bigger blog measures the cost of pages, not of image processing.
 */
export function writeExtraArticle(
  root: string,
  index: number,
  languages: readonly Language[] = languageCodes,
) {
  const name = extraArticleName(index)
  const folder = join(root, 'content', 'blog', name)
  mkdirSync(folder, { recursive: true })
  for (const image of readdirSync(join(projectRoot, model)).filter(
    (file) => !file.endsWith('.mdx'),
  ))
    copyFileSync(join(projectRoot, model, image), join(folder, image))
  let englishVersion = ''
  for (const language of [
    defaultLanguage,
    ...languages.filter((code) => code !== defaultLanguage),
  ]) {
    const { data, content } = matter(
      readFileSync(join(projectRoot, model, `index.${language}.mdx`), 'utf8'),
    )
    const slug = String(data.slug)
    const isEnglish = language === defaultLanguage
    const frontmatter: Record<string, unknown> = {
      ...data,
      slug: `${slug.slice(0, slug.lastIndexOf('/'))}/${name}`,
      title: `${String(data.title).slice(0, 50)} (${index})`,
      description: `${String(data.description).slice(0, 140)} (${index})`,
      // The date and categories are shared facts, written in the English file only.
      ...(isEnglish
        ? { date: extraArticleDate(index), categories: extraArticleCategories(index) }
        : { translatedFrom: englishVersion }),
    }
    // The model's old addresses redirect to the model alone.
    delete frontmatter.aliases
    const text = `---\n${dump(frontmatter, { lineWidth: -1 })}---\n${content}`
    if (isEnglish) englishVersion = sourceVersion(text)
    writeFileSync(join(folder, `index.${language}.mdx`), text)
  }
}

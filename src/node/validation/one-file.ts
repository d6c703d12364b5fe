import { defaultLanguage, isLanguage, languageCodes, type Language } from '../../i18n/languages'
import { languageOfPath, languagePrefix, sitePathShape } from '../../i18n/paths'
import { componentProblem } from '../body-components'
import type { ImageUse } from '../body-findings'
import { closestMatch } from '../frontmatter/closest-match'
import { isImageFile } from '../image-formats'
import { frontmatterFields, kindOf, placeholderMark, type ContentFile } from '../content-item'
import { checkFields } from '../frontmatter/check-fields'
import { lineOfField } from '../frontmatter/field-lines'
import type { Fields } from '../frontmatter/fields'
import {
  contentKinds,
  contentSections,
  kindsWithBody,
  type ContentKind,
} from '../frontmatter/kinds'
import type { ContentProblem } from '../validate'

/**
 * What one content file must get right on its own: its place, its language, its frontmatter
 * fields, its addresses and the components its body uses. What the files must get right together
 * is in across-files.ts.
 */

function checkPath(
  path: string,
  language: Language,
  field: string,
  file: string,
): ContentProblem[] {
  if (path !== '/' && !sitePathShape.test(path)) {
    return [
      {
        file,
        field,
        message: `"${path}" is not a valid address. Start with "/", use lower-case letters, digits and hyphens, separate parts with "/", and do not end with "/".`,
      },
    ]
  }
  if (languageOfPath(path) !== language) {
    const prefix = languagePrefix(language)
    const expected = prefix
      ? `start with "${prefix}" (e.g. "${prefix}/...")`
      : `not start with a language prefix (${languageCodes.map((code) => `/${code}`).join(', ')})`
    return [
      {
        file,
        field,
        message: `"${path}" does not belong to this file's language (${language}). An address in this file must ${expected}.`,
      },
    ]
  }
  return []
}

/**
 * The fields a file writes itself: a translation leaves out the shared facts (dates, images,
 * names), which it shows from the English file; writing one there anyway is a problem.
 */
function ownFields(kind: ContentKind, language: Language, frontmatter: Record<string, unknown>) {
  const all = contentKinds[kind] as Fields
  if (language === defaultLanguage) return { fields: all, values: frontmatter, sharedProblems: [] }
  const isShared = (name: string) => all[name]?.shared === true
  return {
    fields: Object.fromEntries(Object.entries(all).filter(([name]) => !isShared(name))),
    values: Object.fromEntries(Object.entries(frontmatter).filter(([name]) => !isShared(name))),
    sharedProblems: Object.keys(frontmatter)
      .filter(isShared)
      .map((field) => ({
        field,
        message: `is written once, in the English file (index.${defaultLanguage}.mdx), and every language shows it from there. Remove it here.`,
      })),
  }
}

/**
 * What keeps an image of the body from its page: it must be a file of the item's folder, in a
 * format the site serves, within the sizes a page needs, and described for those who cannot see it.
 */
function imageProblems(
  { src, alt }: ImageUse,
  siblingFiles: ReadonlyMap<string, readonly string[]>,
): string[] {
  const written = `![${alt || 'What it shows'}](./name.jpg)`
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src))
    return [
      `the image "${src}" is on another site. A page loads nothing from other sites, which would learn of every visitor. Save the image beside this file and write ${written}.`,
    ]
  const name = src.replace(/^\.\//, '')
  if (src.startsWith('/') || name.includes('/'))
    return [
      `the image "${src}" is not beside this file. Save it in this item's folder itself and write ${written}.`,
    ]
  if (!isImageFile(name))
    return [
      `the image "${src}" is not in a format the site shows. Save a photo as JPEG, PNG, WebP or AVIF, a drawing as SVG.`,
    ]
  const fileProblems = siblingFiles.get(name)
  if (!fileProblems) {
    const suggestion = closestMatch(name, [...siblingFiles.keys()].filter(isImageFile))
    return [
      `the image "${src}" is not in this item's folder.${suggestion ? ` Did you mean "./${suggestion}"?` : ''} Save the file beside this one, or correct the name.`,
    ]
  }
  return [
    ...fileProblems.map((problem) => `the image "${src}" cannot be shown: ${problem}`),
    ...(alt.trim() === ''
      ? [
          `the image "${src}" has no description for readers who cannot see it. Write what it shows between the brackets: ![The search term report, filtered by match type](${src}).`,
        ]
      : []),
  ]
}

/** What to do with a file that holds nothing: an article may leave a language out, a page not. */
const blankFileMessage = (kind: ContentKind) =>
  kind === 'post'
    ? 'is empty: write it or delete it. An article needs no file in a language it is not written in; the site then leaves it out of that language.'
    : 'is empty: write it. Every page exists in every language.'

/**
 * The problems of one file, each on the line of its field where the file writes one. Its version
 * is not among them: the CMS preview checks a file that has no version yet.
 */
export function checkFile(file: Omit<ContentFile, 'version'>): ContentProblem[] {
  const where = { file: file.displayPath }
  if (!(contentSections as readonly string[]).includes(file.section)) {
    return [
      {
        ...where,
        message: `"${file.section}" is not a content folder. Put the item in one of: ${contentSections.map((section) => `content/${section}`).join(', ')}.`,
      },
    ]
  }
  if (!isLanguage(file.language)) {
    return [
      {
        ...where,
        message: `"${file.language}" is not a language of the site. Name the file index.<language>.mdx with one of: ${languageCodes.join(', ')}.`,
      },
    ]
  }
  const kind = kindOf(file.section, file.translationKey)
  // Every content folder has a kind; a file outside them was reported above.
  if (!kind) return []
  if (file.blank) return [{ ...where, message: blankFileMessage(kind) }]
  if (file.syntaxError) return [{ ...where, message: file.syntaxError }]
  const unwritten = (file.unwrittenLines ?? []).map((line) => ({
    ...where,
    message: `line ${line} still holds the text "${placeholderMark}" that \`npm run new\` left there. Replace it with the real text in this file's language.`,
  }))
  const frontmatter = frontmatterFields(file.frontmatter)
  if (!frontmatter) {
    return [
      {
        ...where,
        message: 'has no frontmatter. Start the file with a block between two "---" lines.',
      },
    ]
  }
  const language = file.language
  const { fields, values, sharedProblems } = ownFields(kind, language, frontmatter)
  const fieldProblems = [
    ...checkFields(fields, values, '', file.siblingFiles),
    ...sharedProblems,
  ].map((problem) => ({ ...where, ...problem }))
  const slug = typeof frontmatter.slug === 'string' ? [frontmatter.slug] : []
  const aliases = Array.isArray(frontmatter.aliases) ? frontmatter.aliases : []
  const pathProblems = [
    ...slug.flatMap((path) => checkPath(path, language, 'slug', file.displayPath)),
    ...aliases.flatMap((alias, index) =>
      typeof alias === 'string'
        ? checkPath(alias, language, `aliases[${index}]`, file.displayPath)
        : [],
    ),
  ]
  const sourceProblems =
    language === defaultLanguage && 'translatedFrom' in frontmatter
      ? [
          {
            ...where,
            field: 'translatedFrom',
            message:
              'belongs in translations only: the English file is the source they are translated from. Remove it.',
          },
        ]
      : []
  const { date, updated } = frontmatter
  const dateProblems =
    typeof date === 'string' && typeof updated === 'string' && updated < date
      ? [
          {
            ...where,
            field: 'updated',
            message: `is ${updated}, before the article was published (date: ${date}). Write the day of the update, on or after the publication date.`,
          },
        ]
      : []
  const strayBodyProblems =
    file.bodyTextLine !== undefined && !(kindsWithBody as readonly string[]).includes(kind)
      ? [
          {
            ...where,
            line: file.bodyTextLine,
            message: `holds text below its frontmatter, which a ${kind} page does not show: it would be lost. Move it into one of the page's fields, or remove it.`,
          },
        ]
      : []
  const located = (problem: ContentProblem) => {
    const line = problem.field ? lineOfField(file.fieldLines, problem.field) : undefined
    return line ? { ...problem, line } : problem
  }
  const componentProblems = (file.components ?? []).flatMap((use) => {
    const message = componentProblem(use, language)
    return message ? [{ ...where, line: use.line, message }] : []
  })
  const bodyProblems = [
    ...(file.bodyProblems ?? []),
    ...(file.images ?? []).flatMap((image) =>
      imageProblems(image, file.siblingFiles).map((message) => ({ line: image.line, message })),
    ),
  ].map((problem) => ({ ...where, ...problem }))
  return [
    ...unwritten,
    ...[...fieldProblems, ...pathProblems, ...sourceProblems, ...dateProblems].map(located),
    ...componentProblems,
    ...bodyProblems,
    ...strayBodyProblems,
  ]
}

import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import sharp from 'sharp'
import { languageCodes, languageDefinition, type Language } from '../src/i18n/languages'
import { placeholderMark } from '../src/node/content-item'

/**
 * What a writer may publish without turning a budget red (issue 37): an article five times the
 * length of the site's model article, in every language, with a photo as a camera takes it, 4,000
 * pixels wide, as its cover. The new-article test builds it; the bench measures it beside the
 * site's own pages.
 */
export const longArticleName = 'prime-day-checklist'

const modelArticle = (project: string, language: Language) =>
  join(project, 'content', 'blog', 'double-your-targeting', `index.${language}.mdx`)

/** A seeded shuffle: the same words in another order, the same on every run. */
function shuffled(words: string[], seed: number): string[] {
  const result = [...words]
  let state = seed
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    const other = state % (index + 1)
    ;[result[index], result[other]] = [result[other] as string, result[index] as string]
  }
  return result
}

/**
 * The model article's body in `language`, then four more parts as long, each block's words in
 * another order: text of the language's length and vocabulary that gzip cannot shrink by
 * repetition, as a writer's new text would not be.
 */
export function fiveTimesTheModel(project: string, language: Language): string {
  const { content } = matter(readFileSync(modelArticle(project, language), 'utf8'))
  const blocks = content.trim().split(/\n{2,}/)
  const repeat = (part: number) =>
    blocks.map((block, index) => {
      const heading = /^(#{2,3}) (.+)$/.exec(block)
      if (heading) return `${heading[1]} ${heading[2]} (${part})`
      const words = block.replace(/[*_`[\]()<>|#]|^\s*(-|\d+\.)\s/gm, '').split(/\s+/)
      return shuffled(words, part * 1000 + index).join(' ')
    })
  return [content.trim(), ...[2, 3, 4, 5].map((part) => repeat(part).join('\n\n'))].join('\n\n')
}

/** A photo straight from a camera: 4,000 × 2,667 pixels of detail (noise), a few megabytes. */
export async function writeCameraPhoto(file: string): Promise<void> {
  await sharp({
    create: {
      width: 4000,
      height: 2667,
      channels: 3,
      background: '#3a6ea5',
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toFile(file)
}

/**
 * What a writer does with each line `npm run new` marked: writes the text in the file's language,
 * a field as one line, the body as `body`.
 */
export function writePlaceholders(file: string, language: Language, subject: string, body: string) {
  const languageName = languageDefinition(language).name
  const written = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes(placeholderMark)) return line
      const field = /^(\w+):/.exec(line)?.[1]
      return field ? `${field}: "${subject}, ${field} in ${languageName}"` : body
    })
  writeFileSync(file, written.join('\n'))
}

/**
 * Adds the long article to the project in `project` as a writer does (`npm run new`, the photo,
 * every marked text written) and returns what removes it again.
 */
export async function addLongArticle(project: string): Promise<() => void> {
  const folder = join(project, 'content', 'blog', longArticleName)
  execFileSync('npm', ['run', '--silent', 'new', '--', 'post', longArticleName], { cwd: project })
  const remove = () => rmSync(folder, { recursive: true, force: true })
  try {
    await writeCameraPhoto(join(folder, 'cover.jpg'))
    for (const language of languageCodes)
      writePlaceholders(
        join(folder, `index.${language}.mdx`),
        language,
        'Prime Day checklist',
        fiveTimesTheModel(project, language),
      )
  } catch (error) {
    remove()
    throw error
  }
  return remove
}

import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import matter from 'gray-matter'
import sharp from 'sharp'
import { languageCodes, languageDefinition, type Language } from '../src/i18n/languages'
import { kindOf, placeholderMark } from '../src/node/content-item'
import type { Field } from '../src/node/frontmatter/fields'
import { contentKinds } from '../src/node/frontmatter/kinds'

/**
 * What a writer may publish without turning a budget red (issues 37 and 43): an article five times
 * the length of the site's model article, in every language, with a photo as a camera takes it,
 * 4,000 pixels wide, as its cover, and ten more in its text. The new-article test builds it; the
 * bench measures it beside the site's own pages.
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

/** How many photos the article's text shows, each as a camera takes it. */
export const longArticlePhotos = 10

const photoName = (index: number) => `photo-${index + 1}.jpg`

/** A video of the article, after its second photo, whose poster is that photo. */
export const longArticleVideoId = 'M7lc1UVf-VE'
const longArticleVideo = `<Video youtube="${longArticleVideoId}" title="The checklist in two minutes" poster="./photo-2.jpg" />`

/**
 * The text with its photos among the blocks, evenly, each on a line of its own with a description
 * and a caption, as a writer writes them, and a video.
 */
function withPhotos(text: string, language: Language): string {
  const blocks = text.split(/\n{2,}/)
  const every = Math.floor(blocks.length / (longArticlePhotos + 1))
  const photo = (index: number) =>
    `![Photo ${index + 1} of the checklist, in ${languageDefinition(language).name}](./${photoName(index)} "Caption ${index + 1}")`
  return blocks
    .flatMap((block, index) => {
      const after = (index + 1) / every - 1
      if (!Number.isInteger(after) || after >= longArticlePhotos) return [block]
      return after === 1 ? [block, photo(after), longArticleVideo] : [block, photo(after)]
    })
    .join('\n\n')
}

/**
 * A photo of a scene as a camera saves it: 4,000 × 2,667 pixels of soft shapes and the sensor's
 * grain, about 3 MB of JPEG. Made from a seed, the same on every run.
 */
export async function writeScenePhoto(file: string, seed: number): Promise<void> {
  const shapes = await sharp({
    create: {
      width: 400,
      height: 267,
      channels: 3,
      background: { r: 60 + ((seed * 37) % 120), g: 110, b: 160 - ((seed * 23) % 90) },
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .blur(3)
    .png()
    .toBuffer()
  const grain = await sharp({
    create: {
      width: 4000,
      height: 2667,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer()
  await sharp(await sharp(shapes).resize(4000, 2667, { kernel: 'cubic' }).png().toBuffer())
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file)
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

/** The section a field names an entry of (an article's author and categories), if it does. */
const referencedSection = (field: Field | undefined) => {
  const named = field?.type === 'list' ? field.of : field
  return named?.type === 'reference' ? named.section : undefined
}

/**
 * What a writer does with what `npm run new` marked: writes each field in the file's language,
 * as one line, names the first author and category of the site where the article names them, and
 * writes the text in place of the example text, photo and table.
 */
export function writePlaceholders(file: string, language: Language, subject: string, body: string) {
  const languageName = languageDefinition(language).name
  const item = dirname(file)
  const section = basename(dirname(item))
  const fieldsOfKind: Record<string, Field> =
    contentKinds[kindOf(section, basename(item)) ?? 'page']
  const firstEntryOf = (referenced: string) =>
    readdirSync(join(dirname(dirname(item)), referenced)).sort()[0]
  const [, frontmatter = ''] = /^---\n([^]*?)\n---\n/.exec(readFileSync(file, 'utf8')) ?? []
  let field = ''
  const fields = frontmatter.split('\n').map((line) => {
    // A list's items, on lines of their own, belong to the field above them.
    field = /^(\w+):/.exec(line)?.[1] ?? field
    if (!line.includes(placeholderMark)) return line
    const referenced = referencedSection(fieldsOfKind[field])
    const written = referenced
      ? firstEntryOf(referenced)
      : `"${subject}, ${field} in ${languageName}"`
    return line.replace(/(^\w+: |- ).*$/, `$1${written}`)
  })
  writeFileSync(file, `---\n${fields.join('\n')}\n---\n\n${body}\n`)
}

/**
 * What a writer does after `npm run new` and saving the cover: the photos beside the files in
 * place of the example photo, and every marked text written.
 */
export async function writeLongArticle(project: string, folder: string): Promise<void> {
  rmSync(join(folder, 'example-photo.jpg'))
  for (let index = 0; index < longArticlePhotos; index += 1)
    await writeScenePhoto(join(folder, photoName(index)), index)
  for (const language of languageCodes)
    writePlaceholders(
      join(folder, `index.${language}.mdx`),
      language,
      'Prime Day checklist',
      withPhotos(fiveTimesTheModel(project, language), language),
    )
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
    await writeLongArticle(project, folder)
  } catch (error) {
    remove()
    throw error
  }
  return remove
}

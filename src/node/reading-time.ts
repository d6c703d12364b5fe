import { languageDefinition, type Language } from '../i18n/languages'

/**
 * The text a reader reads in a Markdown body: without code blocks, tags (their text stays),
 * images or the addresses of links.
 */
function readText(body: string): string {
  return body
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]*>/g, ' ')
}

/** The words of a body, as the language's rules split them (Intl.Segmenter). */
export function wordCount(body: string, language: Language): number {
  const segmenter = new Intl.Segmenter(languageDefinition(language).locale, {
    granularity: 'word',
  })
  let words = 0
  for (const segment of segmenter.segment(readText(body))) if (segment.isWordLike) words += 1
  return words
}

/** How many minutes a body takes to read in its language, in whole minutes, at least one. */
export function readingMinutes(body: string, language: Language): number {
  const { wordsPerMinute } = languageDefinition(language)
  return Math.max(1, Math.round(wordCount(body, language) / wordsPerMinute))
}

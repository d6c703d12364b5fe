import { readFileSync } from 'node:fs'
import { isIndexedKind } from '../../src/seo/indexing'
import { resolveFile } from '../../tools/static-server'
import { publicRoot } from './built-pages'
import { expectedPages, pageOf } from './content'

/** The part of a built page the search index reads: its <main>, if marked for the index. */
export function indexedPart(path: string): string | undefined {
  const file = resolveFile(publicRoot, path)
  if (!file) throw new Error(`${path} was not built`)
  const html = readFileSync(file, 'utf8')
  return /<main\b[^>]*\bdata-pagefind-body[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1]
}

const wordsByPath = new Map<string, Set<string>>()

/** The words of five letters or more of a page's indexed part, in lower case. */
function indexedWords(path: string): Set<string> {
  const known = wordsByPath.get(path)
  if (known) return known
  const text = (indexedPart(path) ?? '')
    .replace(/<(style|script|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
  const words = new Set(text.match(/\p{L}{5,}/gu) ?? [])
  wordsByPath.set(path, words)
  return words
}

/** The first letters of a word, which the index's stemming may share with its kin (consult...). */
const stemOf = (word: string) => word.slice(0, 6)

/**
 * A word on the pricing page of `language` and on no other page of that language, with no kin of
 * the same stem on any page of it (the search would find and mark "consulting" for "consultant");
 * of those, the one found on the most pages of other languages, so that the search must keep
 * languages apart.
 */
export function pricingOnlyWord(language: string): string {
  const pricing = pageOf('pricing', language)
  const others = expectedPages().filter(
    (page) => isIndexedKind(page.kind) && page.path !== pricing.path,
  )
  const sameLanguage = others.filter((page) => page.language === language).map(({ path }) => path)
  const elsewhere = others.filter((page) => page.language !== language).map(({ path }) => path)
  const taken = new Set(sameLanguage.flatMap((path) => [...indexedWords(path)]))
  const ownWords = [...indexedWords(pricing.path)]
  const stems = [...taken, ...ownWords].map(stemOf)
  const candidates = ownWords
    .filter((word) => !taken.has(word))
    .filter((word) => stems.filter((stem) => stem === stemOf(word)).length === 1)
    .sort()
  const spread = (word: string) => elsewhere.filter((path) => indexedWords(path).has(word)).length
  const [best] = candidates.sort((a, b) => spread(b) - spread(a))
  if (!best) throw new Error(`No word is on the ${language} pricing page alone`)
  return best
}

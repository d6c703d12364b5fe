import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { siteUrl as publicSiteUrl } from '../../src/config/site'
import { languageDefinition, type Language } from '../../src/i18n/languages'
import { isIndexedKind } from '../../src/seo/indexing'
import { resolveFile } from '../../tools/static-server'
import { siteUrl } from '../harness/browser'
import { publicRoot } from '../harness/built-pages'
import { expectedPages, type ExpectedPage } from '../harness/content'
import { readHeads, type HeadData } from '../harness/head'

/** The pages whose metadata the metadata tests read, and the addresses they are read at. */

export const allPages = expectedPages()
/** The pages search engines should list; thank-you pages are replies, not content. */
export const pages = allPages.filter(({ kind }) => isIndexedKind(kind))
export const unindexedPages = allPages.filter(({ kind }) => !isIndexedKind(kind))
export const absolute = (path: string) => `${publicSiteUrl}${path}`
export const localPath = (url: string) => {
  expect(url.startsWith(publicSiteUrl)).toBe(true)
  return url.slice(publicSiteUrl.length) || '/'
}
export const locale = (language: string) => languageDefinition(language as Language).locale
export const translationsOf = (page: ExpectedPage) =>
  pages.filter((candidate) => candidate.translationKey === page.translationKey)

export const fetchText = async (path: string) => {
  const response = await fetch(siteUrl(path))
  expect(response.status).toBe(200)
  return response.text()
}

/** The head of every page, alias and not-found page, by path, as the test server sends it. */
export async function readServedHeads(browserPage: Page): Promise<Record<string, HeadData>> {
  const paths = [
    ...allPages.map(({ path }) => path),
    ...allPages.flatMap(({ aliases }) => aliases),
    '/404',
    '/de/404',
  ]
  const aliases = new Set(allPages.flatMap((page) => page.aliases))
  // An alias's own page, as a host without redirect rules serves it: the host redirects.
  const documentOf = (path: string) =>
    aliases.has(path) ? readFileSync(resolveFile(publicRoot, path) ?? '', 'utf8') : fetchText(path)
  const documents = Object.fromEntries(
    await Promise.all(paths.map(async (path) => [path, await documentOf(path)])),
  )
  return readHeads(browserPage, documents)
}

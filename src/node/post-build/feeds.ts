import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { company } from '../../config/site'
import { languageCodes, languageDefinition, type Language } from '../../i18n/languages'
import { absoluteUrl, feedPath } from '../../seo/urls'

export interface FeedPost {
  language: Language
  path: string
  title: string
  excerpt: string
  /** The author's name. */
  author: string
  /** Its categories' names in its language, the main one first. */
  categories: readonly string[]
  /** The publication day, YYYY-MM-DD. */
  date: string
}

/** The blog list of one language: where the feed's channel points. */
export interface FeedChannel {
  language: Language
  path: string
  title: string
  description: string
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** RSS dates are RFC 822; a post is dated to the day, at midnight UTC. */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString()

/**
 * The RSS 2.0 feed of one language's blog, newest post first. Its date is the newest post's,
 * not the build's, so an unchanged blog gives an unchanged feed.
 */
export function rssFeed(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date))
  const newest = newestFirst[0]
  const items = newestFirst.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(absoluteUrl(post.path))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(absoluteUrl(post.path))}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...post.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${channel.title} | ${company.name}`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(channel.path))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${languageDefinition(channel.language).locale}</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(feedPath(channel.language)))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** Writes the feed of every language's blog (/rss.xml, /es/rss.xml, ...). */
export async function writeFeeds(
  publicDir: string,
  channels: readonly FeedChannel[],
  posts: readonly FeedPost[],
): Promise<void> {
  await Promise.all(
    languageCodes.map(async (language) => {
      const channel = channels.find((candidate) => candidate.language === language)
      if (!channel) throw new Error(`The blog has no page in ${language} to give its feed.`)
      const file = join(publicDir, feedPath(language))
      await mkdir(dirname(file), { recursive: true })
      await writeFile(
        file,
        rssFeed(
          channel,
          posts.filter((post) => post.language === language),
        ),
      )
    }),
  )
}

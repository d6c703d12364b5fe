import type { Page } from 'playwright-core'
import { disconnectBrowser, openPage } from './harness/browser'
import type { HeadData } from './harness/head'
import { describeCrawlerFiles } from './metadata/crawler-files'
import { describeHeadTags } from './metadata/head-tags'
import { readServedHeads } from './metadata/served-pages'
import { describeStructuredData } from './metadata/structured-data'

/**
 * The metadata of the built site as crawlers read it. The heads of all pages are read once, for
 * every part: reading them takes seconds.
 */
let browserPage: Page
let heads: Record<string, HeadData>

beforeAll(async () => {
  browserPage = await openPage()
  heads = await readServedHeads(browserPage)
})
afterAll(disconnectBrowser)

describeHeadTags(() => heads)
describeStructuredData(() => heads)
describeCrawlerFiles(
  () => heads,
  () => browserPage,
)

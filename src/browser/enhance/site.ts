/** The enhancement script of every page; the page works completely without it. */
import { enhanceDisclosures } from './disclosures'
import { rememberLanguageLinks } from './language-links'
import { layOutLaterBlocks } from './later-blocks'
import { playVideosInPage } from './video'

enhanceDisclosures(document)
rememberLanguageLinks(document)
layOutLaterBlocks(document)
playVideosInPage(document)

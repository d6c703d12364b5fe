import { readFileSync } from 'node:fs'
import { enteredValue } from '../src/config/owner-facts'
import { partnerProgramme, siteUrl as publicSiteUrl } from '../src/config/site'
import { languageOfPath } from '../src/i18n/paths'
import { builtPages, publicRoot as root } from './harness/built-pages'
import { expectedPages } from './harness/content'
import { resolveFile } from '../tools/static-server'

const aliases = new Set(expectedPages().flatMap(({ aliases: paths }) => paths))

/**
 * Hosts the site may link to on purpose, everything else being a mistake: the form service, and
 * Amazon's listing of the agency once the operator has entered it.
 */
const partnerListing = enteredValue(partnerProgramme.directoryUrl)
const allowedExternalHosts = new Set(
  ['formspree.io'].concat(partnerListing ? [new URL(partnerListing).host] : []),
)

interface Reference {
  attribute: string
  value: string
  tag: string
}

function referencesIn(html: string): Reference[] {
  const references: Reference[] = []
  for (const tag of html.match(/<(a|link|img|source|script|form)\b[^>]*>/g) ?? []) {
    for (const [, attribute = '', value = ''] of tag.matchAll(
      /\s(href|src|srcSet|action)="([^"]*)"/g,
    )) {
      const values =
        attribute === 'srcSet'
          ? value.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')
          : [value]
      for (const single of values) references.push({ attribute, value: single, tag })
    }
  }
  return references
}

const idsIn = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))

describe.each(builtPages())('links of %s', (pagePath, file) => {
  const html = readFileSync(file, 'utf8')
  const references = referencesIn(html)

  it('resolve to a built file or an anchor that exists', () => {
    const broken = references.filter(({ value, tag }) => {
      if (value.startsWith('mailto:') || value.startsWith('data:')) return false
      if (value.startsWith('#')) return !idsIn(html).has(value.slice(1))
      const url = new URL(value, 'http://site.local')
      const local = value.startsWith(publicSiteUrl)
        ? value.slice(publicSiteUrl.length) || '/'
        : value
      // A link to another site cannot be followed from here, but must be https; what a page
      // loads or sends to another site is allowed for the hosts above only.
      if (/^https?:\/\//.test(local))
        return tag.startsWith('<a ')
          ? url.protocol !== 'https:'
          : !allowedExternalHosts.has(url.host)
      const [path = '/', hash] = local.split('#')
      const target = resolveFile(root, decodeURI(path.split('?')[0] ?? '/'))
      if (!target) return true
      return hash !== undefined && !idsIn(readFileSync(target, 'utf8')).has(hash)
    })
    expect(broken.map(({ attribute, value }) => `${attribute}=${value}`)).toEqual([])
  })

  it('never point at an alias, and open no new tab without rel="noopener noreferrer"', () => {
    const ownPath = pagePath.replace(/\/$/, '') || '/'
    const links = references.filter(({ tag }) => tag.startsWith('<a '))
    expect(
      links
        .filter(({ value }) => aliases.has(value) && value !== ownPath)
        .map(({ value }) => value),
    ).toEqual([])
    const newTabs = links.filter(({ tag }) => tag.includes('target="_blank"'))
    expect(newTabs.filter(({ tag }) => !/rel="noopener noreferrer"/.test(tag))).toEqual([])
  })

  it("stay in the page's language, except the language links", () => {
    if (aliases.has(pagePath)) return
    const language = languageOfPath(pagePath)
    const leaving = references.filter(
      ({ tag, value }) =>
        tag.startsWith('<a ') &&
        value.startsWith('/') &&
        !tag.includes('hrefLang=') &&
        !tag.includes('hreflang=') &&
        languageOfPath(value) !== language,
    )
    expect(leaving.map(({ value }) => value)).toEqual([])
  })
})

import { enteredValue } from '../../src/config/owner-facts'
import { currencies, planKeys, plans } from '../../src/config/prices'
import { company, siteUrl as publicSiteUrl } from '../../src/config/site'
import type { HeadData } from '../harness/head'
import { publicationDate } from '../harness/content'
import { absolute, allPages, locale, pages, translationsOf } from './served-pages'

/** The structured data (JSON-LD) of each page's head, as rich results read it. */

type GraphNode = { '@type': string; [property: string]: unknown }
const graphOf = (head: HeadData): GraphNode[] => {
  expect(head.jsonLd).toHaveLength(1)
  const [document] = head.jsonLd as [{ '@context': string; '@graph': GraphNode[] }]
  expect(document['@context']).toBe('https://schema.org')
  return document['@graph']
}
const nodesOfType = (head: HeadData, type: string) =>
  graphOf(head).filter((node) => node['@type'] === type)

/** The schema.org properties each type must have, as Google's rich-result rules ask. */
const requiredProperties: Record<string, string[]> = {
  WebSite: ['@id', 'url', 'name', 'inLanguage'],
  Organization: ['@id', 'name', 'url', 'logo'],
  WebPage: ['@id', 'url', 'name', 'description', 'inLanguage'],
  BreadcrumbList: ['itemListElement'],
  Service: ['name', 'description', 'provider'],
  BlogPosting: ['headline', 'author', 'datePublished', 'image', 'inLanguage', 'url'],
  Person: ['@id', 'name', 'url', 'jobTitle', 'worksFor'],
  Offer: ['name', 'itemOffered', 'priceSpecification', 'eligibleCustomerType'],
}

export function describeStructuredData(heads: () => Record<string, HeadData>) {
  describe.each(pages.map((page) => [page.path, page] as const))('head of %s', (path, page) => {
    const head = () => heads()[path] as HeadData

    it('has structured data of valid types with their required properties', () => {
      const graph = graphOf(head())
      for (const node of graph) {
        expect(Object.keys(requiredProperties)).toContain(node['@type'])
        for (const property of requiredProperties[node['@type']] ?? [])
          expect(node).toHaveProperty([property])
      }
      const search = allPages.find(
        (candidate) => candidate.kind === 'search' && candidate.language === page.language,
      )
      expect(nodesOfType(head(), 'WebSite')).toEqual([
        expect.objectContaining({
          inLanguage: locale(page.language),
          // The site search of the page's language, which runs ?q= on load (e2e/search.e2e.ts).
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${absolute(search?.path ?? '')}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        }),
      ])
      const organizations = nodesOfType(head(), 'Organization')
      expect(organizations).toEqual([
        expect.objectContaining({ '@id': `${publicSiteUrl}/#organization`, name: company.name }),
      ])
      // The whole company only where a page describes it; elsewhere the same @id names it.
      const [organization] = organizations
      if (['home', 'about', 'contact'].includes(page.kind)) {
        expect(organization).toMatchObject({ email: company.email })
        // The operator's address only once entered (content/facts/owner.json), never an example.
        expect('address' in (organization ?? {})).toBe(enteredValue(company.address) !== undefined)
        expect(organization?.location).toHaveLength(6)
        expect(organization?.areaServed).toEqual(expect.any(Array))
      } else {
        expect(Object.keys(organization ?? {}).sort()).toEqual(
          ['@id', '@type', 'logo', 'name', 'url'].sort(),
        )
      }
      expect(nodesOfType(head(), 'WebPage')).toEqual([
        expect.objectContaining({
          name: page.title,
          description: page.description,
          inLanguage: locale(page.language),
          url: absolute(path),
        }),
      ])
      const [breadcrumb] = nodesOfType(head(), 'BreadcrumbList')
      const trail = breadcrumb?.itemListElement as {
        position: number
        name: string
        item: string
      }[]
      expect(trail.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1))
      expect(trail[trail.length - 1]?.item).toBe(absolute(path))
      const home = pages.find(
        (candidate) => candidate.kind === 'home' && candidate.language === page.language,
      )
      expect(trail[0]?.item).toBe(absolute(home?.path ?? ''))
      expect(nodesOfType(head(), 'Service')).toHaveLength(
        ['home', 'services'].includes(page.kind) ? 5 : 0,
      )
    })

    if (page.kind === 'pricing') {
      it('offers each plan to businesses at its starting price per month, without VAT, in each currency', () => {
        const offers = nodesOfType(head(), 'Offer')
        expect(offers.map((offer) => offer.name)).toEqual(
          expect.arrayContaining([expect.any(String)]),
        )
        expect(offers).toHaveLength(planKeys.length)
        for (const offer of offers) {
          expect(offer.eligibleCustomerType).toBe('http://purl.org/goodrelations/v1#Business')
          expect(offer.priceSpecification).toEqual(
            currencies.map((currency) => ({
              '@type': 'UnitPriceSpecification',
              minPrice: expect.any(Number),
              priceCurrency: currency,
              valueAddedTaxIncluded: false,
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            })),
          )
        }
        const prices = offers.flatMap((offer) =>
          (offer.priceSpecification as { minPrice: number }[]).map(({ minPrice }) => minPrice),
        )
        expect(prices.sort()).toEqual(
          Object.values(plans)
            .flatMap(({ amounts }) => currencies.map((currency) => amounts[currency]))
            .sort(),
        )
      })
    }

    if (page.kind === 'post') {
      it('describes the article as a BlogPosting linked to its translations', () => {
        const [article] = nodesOfType(head(), 'BlogPosting')
        expect(article).toMatchObject({
          headline: page.title,
          datePublished: publicationDate(page),
          inLanguage: locale(page.language),
          author: { '@type': 'Person', name: expect.any(String) },
          image: expect.stringMatching(
            new RegExp(`^${publicSiteUrl}/static/.+\\.(jpg|png|webp|avif|svg)$`),
          ),
        })
        const others = translationsOf(page).filter(({ language }) => language !== page.language)
        if (page.language === 'en') {
          expect(
            (article?.workTranslation as { url: string }[]).map(({ url }) => url).sort(),
          ).toEqual(others.map(({ path: other }) => absolute(other)).sort())
        } else {
          const english = others.find(({ language }) => language === 'en')
          expect(article?.translationOfWork).toMatchObject({ url: absolute(english?.path ?? '') })
        }
      })
    }
  })
}

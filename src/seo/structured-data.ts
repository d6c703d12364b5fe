import { legalFacts } from '../config/legal'
import { enteredValue } from '../config/owner-facts'
import { currencies, plans, type PlanKey } from '../config/prices'
import { clientHomeCountries, company, markets, offices, siteUrl } from '../config/site'
import { defaultLanguage, languageDefinition, type Language } from '../i18n/languages'
import type { Translation } from '../i18n/page-context'
import { iconFiles, logoSize } from './icons'
import { absoluteUrl } from './urls'

/** A schema.org node of the page's JSON-LD graph. */
export type JsonLd = { '@type': string } & Record<string, unknown>

const organizationId = `${siteUrl}/#organization`

/** The countries the services reach: the markets, and the home countries of clients beyond them. */
const areaServed = [
  ...new Set([...markets.map(({ countryCode }) => countryCode), ...clientHomeCountries]),
].map((code) => ({ '@type': 'Country', name: code }))
const websiteId = `${siteUrl}/#website`

/**
 * The kinds of page that describe the company, where its graph carries the whole Organization:
 * search engines read it from the home page or such a page and need it on no other.
 */
const organizationPageKinds: ReadonlySet<string> = new Set(['home', 'about', 'contact'])

/**
 * The company: in full on the pages of `organizationPageKinds`, elsewhere only what names it
 * (name, web address and logo, under the same `@id`). Every page of the site carries it, and the
 * full node is 300 bytes of gzip that an article needs for its first round trip
 * (docs/performance.md).
 */
export function organization(pageKind: string): JsonLd {
  const identity = {
    '@type': 'Organization',
    '@id': organizationId,
    name: company.name,
    url: absoluteUrl('/'),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(iconFiles.logo),
      width: logoSize,
      height: logoSize,
    },
  }
  if (!organizationPageKinds.has(pageKind)) return identity
  // The operator's address and phone go into search results only once entered, never as examples.
  const address = enteredValue(company.address)
  const telephone = enteredValue(company.phone)
  return {
    ...identity,
    legalName: legalFacts.legalName,
    email: company.email,
    ...(telephone ? { telephone } : {}),
    foundingDate: String(company.foundingYear),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            postalCode: address.postalCode,
            addressLocality: address.city,
            addressCountry: address.countryCode,
          },
        }
      : {}),
    location: offices.map(({ officialName, countryCode: officeCountry }) => ({
      '@type': 'Place',
      name: `${company.name} ${officialName}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: officialName,
        addressCountry: officeCountry,
      },
    })),
    areaServed,
  }
}

/** The name of the query in the SearchAction's address template. */
const searchTermParameter = 'search_term_string'

/** The site, with its search page in `language` as the address search engines may send a query to. */
export function website(language: Language, searchPath: string | undefined): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl('/'),
    name: company.name,
    inLanguage: languageDefinition(language).locale,
    publisher: { '@id': organizationId },
    ...(searchPath !== undefined && {
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(searchPath)}?q={${searchTermParameter}}`,
        },
        'query-input': `required name=${searchTermParameter}`,
      },
    }),
  }
}

interface PageFacts {
  url: string
  name: string
  description: string
  language: Language
}

export function webPage({ url, name, description, language }: PageFacts): JsonLd {
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name,
    description,
    inLanguage: languageDefinition(language).locale,
    isPartOf: { '@id': websiteId },
    about: { '@id': organizationId },
    breadcrumb: { '@id': `${url}#breadcrumb` },
  }
}

/** The trail from the home page to this page, with localized names. */
export function breadcrumbList(
  url: string,
  trail: readonly { name: string; path: string }[],
): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  }
}

export function services(
  items: readonly { title: string; description: string }[],
  language: Language,
): JsonLd[] {
  return items.map(({ title, description }) => ({
    '@type': 'Service',
    name: title,
    description,
    serviceType: title,
    inLanguage: languageDefinition(language).locale,
    provider: { '@id': organizationId },
    areaServed,
  }))
}

/**
 * Each plan of the pricing page as an Offer: its starting price in each currency, per month,
 * without VAT and for businesses only, as the page says beside each price.
 */
export function planOffers(items: readonly { key: string; title: string }[]): JsonLd[] {
  return items
    .filter((item): item is { key: PlanKey; title: string } => item.key in plans)
    .map(({ key, title }) => ({
      '@type': 'Offer',
      name: title,
      itemOffered: { '@type': 'Service', name: title, provider: { '@id': organizationId } },
      seller: { '@id': organizationId },
      eligibleCustomerType: 'http://purl.org/goodrelations/v1#Business',
      priceSpecification: currencies.map((currency) => ({
        '@type': 'UnitPriceSpecification',
        minPrice: plans[key].amounts[currency],
        priceCurrency: currency,
        valueAddedTaxIncluded: false,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      })),
    }))
}

/** An author, as their page and their articles name them. */
export interface AuthorFacts {
  name: string
  /** Their page in the article's language. */
  path?: string
  role?: string
  bio?: string
  /** The address of their photo, if they have one. */
  image?: string
}

/** The author's page is their identity: one `@id` for them on it and in each of their articles. */
export function person({ name, path, role, bio, image }: AuthorFacts): JsonLd {
  return {
    '@type': 'Person',
    ...(path && { '@id': `${absoluteUrl(path)}#person`, url: absoluteUrl(path) }),
    name,
    ...(role && { jobTitle: role }),
    ...(bio && { description: bio }),
    ...(image && { image }),
    worksFor: { '@id': organizationId },
  }
}

interface PostFacts extends PageFacts {
  datePublished: string
  /** The day of the last update in substance; the publication day until there is one. */
  dateModified: string
  author: AuthorFacts
  /** The names of its categories, in the article's language, the main one first. */
  sections: readonly string[]
  image: string
  translations: readonly Translation[]
}

/**
 * The article, linked to its other languages: the English original lists its translations,
 * and each translation names the original.
 */
export function blogPosting(post: PostFacts): JsonLd {
  const articleId = (path: string) => `${absoluteUrl(path)}#article`
  const others = post.translations.filter(({ language }) => language !== post.language)
  const original = post.translations.find(({ language }) => language === defaultLanguage)
  const links =
    post.language === defaultLanguage
      ? {
          workTranslation: others.map(({ path, language }) => ({
            '@type': 'BlogPosting',
            '@id': articleId(path),
            url: absoluteUrl(path),
            inLanguage: languageDefinition(language).locale,
          })),
        }
      : original
        ? {
            translationOfWork: {
              '@type': 'BlogPosting',
              '@id': articleId(original.path),
              url: absoluteUrl(original.path),
            },
          }
        : {}
  return {
    '@type': 'BlogPosting',
    '@id': `${post.url}#article`,
    url: post.url,
    mainEntityOfPage: { '@id': `${post.url}#webpage` },
    headline: post.name,
    description: post.description,
    datePublished: post.datePublished.slice(0, 10),
    dateModified: post.dateModified.slice(0, 10),
    author: person(post.author),
    ...(post.sections.length > 0 && { articleSection: post.sections }),
    publisher: { '@id': organizationId },
    image: post.image,
    inLanguage: languageDefinition(post.language).locale,
    ...links,
  }
}

/** The JSON-LD document of a page. */
export function graph(nodes: readonly JsonLd[]): string {
  // "<" is escaped so that no text can close the script element early.
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(
    /</g,
    '\\u003c',
  )
}

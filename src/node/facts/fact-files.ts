import { caseStudyKeys, metricKeys } from '../../config/case-studies'
import { offerKinds, planKeys } from '../../config/prices'
import { languageCodes } from '../../i18n/languages'
import { list, number, object, oneOf, text, yesNo } from '../frontmatter/fields'
import { countryCode, figure, place, postalAddress, type FactFile } from './fact-fields'
import { ownerFactFile } from './owner-fact-file'

/**
 * The facts that are the same in every language, each kept once in a data file under
 * content/facts/ and described here: the build checks each file against its description (check.ts),
 * GraphQL types it (schema.ts), the CMS edits it (decap-config.ts) and the writers' guide lists
 * its fields (reference.ts). Pages write each value as their language does.
 */

/** The folder of the facts files, in the content folder. */
export const factsFolder = 'facts'

export const factFiles: readonly FactFile[] = [
  {
    name: 'prices',
    doc: 'The monthly price of each plan, in euros and dollars. The names and descriptions of the plans are in the pricing page.',
    fields: {
      plans: object(
        'Plans',
        Object.fromEntries(
          planKeys.map((key) => [
            key,
            object(
              'PlanPrice',
              {
                amounts: object(
                  'Amounts',
                  {
                    EUR: number('The monthly price in euros.'),
                    USD: number('The monthly price in US dollars.'),
                  },
                  'The monthly price in each currency.',
                ),
                popular: yesNo('Marked "Most popular" on the pricing page.'),
                offer: object(
                  'PlanOffer',
                  {
                    kind: oneOf(
                      offerKinds,
                      'The kind of offer: free optimization of some ASINs (freeAsins), or a discount for booking several services (bundleDiscount).',
                    ),
                    asins: number('freeAsins only: how many ASINs are optimized free.', {
                      optional: true,
                      integer: true,
                    }),
                    percentOff: number('bundleDiscount only: the discount, in percent.', {
                      optional: true,
                    }),
                    minimumServices: number(
                      'bundleDiscount only: how many services must be booked together.',
                      { optional: true, integer: true },
                    ),
                  },
                  'An offer shown on the plan’s card. Its conditions are the operator’s facts (owner.json, offerConditions).',
                  { optional: true },
                ),
              },
              `The ${key} plan.`,
            ),
          ]),
        ),
        'Every plan, by its key.',
      ),
    },
  },
  {
    name: 'figures',
    doc: 'The headline figures pages show, such as "300+ clients". Pages pick one by its key and write only its label; the years since the founding are counted from the company file.',
    fields: {
      clients: figure('The number of clients.'),
      revenueGrowth: figure("The clients' revenue growth."),
      support: figure('The support hours.'),
      countries: figure('The number of countries served.'),
      averageGrowth: figure("The clients' average growth."),
    },
  },
  {
    name: 'case-results',
    doc: 'The measured results of each case study, by case and metric. The labels of the metrics are in the UI strings (`metrics`).',
    fields: Object.fromEntries(
      caseStudyKeys.map((key) => [
        key,
        object(
          'CaseResults',
          Object.fromEntries(
            metricKeys.map((metric) => [
              metric,
              figure(`The ${metric} result.`, { optional: true }),
            ]),
          ),
          `The results of the ${key} case.`,
        ),
      ]),
    ),
  },
  {
    name: 'company',
    doc: 'The brand, its e-mail, founding year, offices and the countries it sells in.',
    fields: {
      name: text('The brand name.', { singleLine: true }),
      email: text('The e-mail address visitors write to.', { singleLine: true }),
      foundingYear: number('The year the company was founded.', { integer: true }),
      offices: list(
        object(
          'Office',
          {
            place,
            officialName: text("The city's own name, for search engines.", { singleLine: true }),
            countryCode: countryCode('The country.'),
          },
          'An office.',
        ),
        'The offices, in the order the footer lists them.',
      ),
      markets: list(
        object(
          'Market',
          {
            countryCode: countryCode("The shoppers' country."),
            store: text('The Amazon store that serves it, e.g. amazon.de.', { singleLine: true }),
          },
          'A market.',
        ),
        "The countries whose shoppers the agency reaches for its clients, with each one's Amazon store.",
      ),
      clientHomeCountries: list(
        countryCode('A country.'),
        'Where clients are based beyond the markets (manufacturers in China).',
      ),
    },
  },
  {
    name: 'legal',
    doc: 'The legal facts that are not the operator’s to enter: the legal name, the state of incorporation and the data-protection authorities.',
    fields: {
      legalName: text('The registered name.', { singleLine: true }),
      incorporationState: object(
        'IncorporationState',
        { place },
        'The US state under whose law the company is organized.',
      ),
      supervisoryAuthority: postalAddress(
        'Authority',
        'The data-protection authority of the branch, in Spain.',
      ),
      readerAuthorities: object(
        'ReaderAuthorities',
        Object.fromEntries(
          languageCodes
            .filter((language) => ['fr', 'it', 'pt', 'pl'].includes(language))
            .map((language) => [
              language,
              postalAddress('Authority', `The authority of the ${language} pages' readers.`, {
                website: text('Its website, without https://.', { singleLine: true }),
              }),
            ]),
        ),
        "The authority of the reader's own country, in the languages that address one country.",
      ),
    },
  },
  ownerFactFile,
]

import englishStrings from '../../../content/strings/index.en.json'
import { figureKinds } from '../../i18n/format'
import { languageCodes } from '../../i18n/languages'
import { caseStudyKeys, metricKeys } from '../../config/case-studies'
import { planKeys } from '../../config/prices'
import {
  list,
  number,
  object,
  oneOf,
  text,
  yesNo,
  type Field,
  type Fields,
} from '../frontmatter/fields'

/**
 * The facts that are the same in every language, each kept once in a data file under
 * content/facts/ and described here: the build checks each file against its description (check.ts),
 * GraphQL types it (schema.ts), the CMS edits it (decap-config.ts) and the writers' guide lists
 * its fields (reference.ts). Pages write each value as their language does.
 */

/** The folder of the facts files, in the content folder. */
export const factsFolder = 'facts'

export interface FactFile {
  /** The file's name in content/facts/, without `.json`; also its GraphQL type (`<Name>Facts`). */
  name: string
  /** What a writer finds in it. */
  doc: string
  fields: Fields
}

const countryCode = (doc: string, options?: { optional?: true }) =>
  text(`${doc} As its two-letter ISO code (ES, DE, US …); pages write the country's name.`, {
    singleLine: true,
    ...options,
  })

const place = oneOf(
  Object.keys(englishStrings.places),
  'A city or state, by its key in the UI strings (`places`), where each language writes its name.',
)

const postalAddress = (typeName: string, doc: string, extra: Fields = {}) =>
  object(
    typeName,
    {
      name: text('The name at the address.', { singleLine: true, optional: true }),
      street: text('Street and number.', { singleLine: true }),
      postalCode: text('The postal code, as the post of that country writes it.', {
        singleLine: true,
      }),
      city: text('The city.', { singleLine: true }),
      countryCode: countryCode('The country.'),
      phone: text('The phone, in international form (+34 …).', {
        singleLine: true,
        optional: true,
      }),
      ...extra,
    },
    doc,
  )

/**
 * A figure: its kind says how pages write it (`atLeast` 300 → "300+", `change` 52.21 → "+52.21%",
 * `availability` 24 and 7 → "24/7").
 */
const figure = (doc: string, options?: { optional?: true }) =>
  object(
    'Figure',
    {
      kind: oneOf(figureKinds, 'How pages write the figure.'),
      value: number('The number, for every kind but availability.', { optional: true }),
      hoursPerDay: number('Availability only: hours a day.', { optional: true, integer: true }),
      daysPerWeek: number('Availability only: days a week.', { optional: true, integer: true }),
    },
    doc,
    options,
  )

/**
 * A fact only the operator can supply: `example: true` marks the value as a placeholder of the
 * right form, and pages show a placeholder until the operator enters the value and clears the mark.
 */
const ownerFact = (typeName: string, value: Field, doc: string) =>
  object(
    typeName,
    {
      value,
      example: yesNo('Yes while the value is only an example; clear it once the value is real.', {
        optional: true,
      }),
    },
    doc,
  )

const figureBasis = (doc: string) =>
  ownerFact(
    'FigureBasisFact',
    object(
      'FigureBasis',
      {
        clients: number('For an average: how many clients it averages.', {
          optional: true,
          integer: true,
        }),
        from: text('The first month measured, YYYY-MM.', { singleLine: true }),
        to: text('The last month measured, YYYY-MM.', { singleLine: true }),
      },
      'What the figure was measured on.',
    ),
    doc,
  )

const ownerText = (doc: string) => ownerFact('OwnerText', text(doc, { singleLine: true }), doc)

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
  {
    name: 'owner',
    doc: 'The facts only the operator can supply. Each is marked as an example until its real value is entered.',
    fields: {
      company: object(
        'OwnerCompany',
        {
          address: ownerFact(
            'OwnerAddress',
            postalAddress('PostalAddress', 'The contact address in Spain.'),
            'The contact address in Spain, where the team answers post.',
          ),
          phone: ownerText('The contact phone, in international form (+34 …).'),
        },
        'Contact facts.',
      ),
      legal: object(
        'OwnerLegal',
        {
          registeredOffice: ownerFact(
            'OwnerAddress',
            postalAddress('PostalAddress', 'The registered office.'),
            'The registered office, in the state of incorporation.',
          ),
          registryAuthority: ownerText('The authority that keeps the company register.'),
          registryNumber: ownerText("The company's number in that register."),
          representative: ownerText('The person who may act for the company.'),
          contentResponsible: ownerText('The person responsible for the content.'),
          branchName: ownerText("The name of the company's branch in Spain."),
          branchRegistration: ownerText("The branch's entry in the Spanish commercial register."),
          vatId: ownerText("The branch's EU VAT number, with the ES prefix."),
          hostingProvider: ownerFact(
            'OwnerAddress',
            postalAddress('PostalAddress', 'The host of the website.'),
            'Who hosts the website, with its phone.',
          ),
        },
        'Registrations, people and host.',
      ),
      partner: object(
        'OwnerPartner',
        {
          programme: ownerText('The Amazon programme the agency belongs to, with its tier.'),
          directoryUrl: ownerText("Amazon's public listing of the agency in that programme."),
        },
        'The Amazon programme.',
      ),
      figureBasis: object(
        'FigureBases',
        {
          clients: figureBasis('What the client count was measured on.'),
          revenueGrowth: figureBasis('What the revenue growth was measured on.'),
          averageGrowth: figureBasis('What the average growth was measured on.'),
          countries: figureBasis('What the country count was measured on.'),
        },
        'The basis of each headline figure.',
      ),
    },
  },
]

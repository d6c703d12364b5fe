import englishStrings from '../../../content/strings/index.en.json'
import { figureKinds } from '../../i18n/format'
import { number, object, oneOf, text, yesNo, type Field, type Fields } from '../frontmatter/fields'

export interface FactFile {
  /** The file's name in content/facts/, without `.json`; also its GraphQL type (`<Name>Facts`). */
  name: string
  /** What a writer finds in it. */
  doc: string
  fields: Fields
}

/* The kinds of field the facts files share: places, addresses, figures and the operator's facts. */

export const countryCode = (doc: string, options?: { optional?: true }) =>
  text(`${doc} As its two-letter ISO code (ES, DE, US …); pages write the country's name.`, {
    singleLine: true,
    ...options,
  })

export const place = oneOf(
  Object.keys(englishStrings.places),
  'A city or state, by its key in the UI strings (`places`), where each language writes its name.',
)

export const postalAddress = (typeName: string, doc: string, extra: Fields = {}) =>
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
export const figure = (doc: string, options?: { optional?: true }) =>
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
export const ownerFact = (
  typeName: string,
  value: Field,
  doc: string,
  options?: { optional?: true },
) =>
  object(
    typeName,
    {
      value,
      example: yesNo('Yes while the value is only an example; clear it once the value is real.', {
        optional: true,
      }),
    },
    doc,
    options,
  )

export const ownerText = (doc: string) =>
  ownerFact('OwnerText', text(doc, { singleLine: true }), doc)

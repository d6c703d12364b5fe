import type { PostalAddress as Address } from '../../config/owner-facts'
import { countryName } from '../../i18n/format'
import { fill } from '../../i18n/strings'
import { useLanguage, useStrings } from '../layout/page-frame'

/**
 * A postal address on one line (with the phone number, where the fact has one). The street, postal code and city stay as the post delivers them;
 * the country is named in the page's language. The United States writes the city before the
 * state and ZIP code.
 */
export function PostalAddress({ address }: { address: Address }) {
  const language = useLanguage()
  const strings = useStrings()
  const { name, street, postalCode, city, countryCode, phone } = address
  const locality = countryCode === 'US' ? `${city}, ${postalCode}` : `${postalCode} ${city}`
  return (
    <>
      {[
        name,
        street,
        locality,
        countryName(countryCode, language),
        phone && fill(strings.legal.phone, { phone }),
      ]
        .filter(Boolean)
        .join(', ')}
    </>
  )
}

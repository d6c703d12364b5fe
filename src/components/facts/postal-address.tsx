import type { PostalAddress as Address } from '../../config/legal'
import { countryName } from '../../i18n/format'
import { useLanguage } from '../layout/page-frame'

/**
 * A postal address on one line. The street, postal code and city stay as the post delivers them;
 * the country is named in the page's language. The United States writes the city before the
 * state and ZIP code.
 */
export function PostalAddress({ address }: { address: Address }) {
  const language = useLanguage()
  const { name, street, postalCode, city, countryCode } = address
  const locality = countryCode === 'US' ? `${city}, ${postalCode}` : `${postalCode} ${city}`
  return (
    <>{[name, street, locality, countryName(countryCode, language)].filter(Boolean).join(', ')}</>
  )
}

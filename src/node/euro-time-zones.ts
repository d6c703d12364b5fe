import { readFileSync } from 'node:fs'
import { getAllTimezones, getTimezone } from 'countries-and-timezones'
import { resolveFromProject } from './project-paths'

/** A currency's span in a region, as CLDR writes it: days as YYYY-MM-DD, tender 'false' if not. */
interface CurrencySpan {
  _from?: string
  _to?: string
  _tender?: string
}

let regions: Record<string, Record<string, CurrencySpan>[]> | undefined

/** CLDR's currencies of each region, read on first use. */
function currencyRegions() {
  regions ??= (
    JSON.parse(
      readFileSync(resolveFromProject('cldr-core/supplemental/currencyData.json'), 'utf8'),
    ) as { supplemental: { currencyData: { region: NonNullable<typeof regions> } } }
  ).supplemental.currencyData.region
  return regions
}

/**
 * The currency a country (ISO 3166 code) pays in on `day` (YYYY-MM-DD), from CLDR: of the legal
 * tenders in use that day, the one introduced last (Bulgaria's euro, in January 2026, over the lev
 * it circulated beside).
 */
export function currencyOfCountry(country: string, day: string): string | undefined {
  const inUse = (currencyRegions()[country] ?? [])
    .flatMap((entry) => Object.entries(entry))
    .filter(
      ([, span]) =>
        span._tender !== 'false' && (span._from ?? '') <= day && (span._to ?? '9999') > day,
    )
    .sort(([, a], [, b]) => (b._from ?? '').localeCompare(a._from ?? ''))
  return inUse[0]?.[0]
}

/**
 * The country of a time zone, from the tz database: the first it lists for the zone, the one the
 * zone is named after (Europe/Paris is France's, though Monaco shares its clock; Europe/Monaco,
 * which a browser in Monaco reports, is Monaco's). Undefined for a zone of no country (UTC).
 */
export function countryOfTimeZone(timeZone: string): string | undefined {
  return getTimezone(timeZone)?.countries[0]
}

/**
 * Every time zone name, old names included, whose country pays in euros on `day`: the visitors
 * who see prices in EUR (spec section 4; from the Canary Islands to Réunion, and Bulgaria from
 * 2026). The data are the tz database's and CLDR's, so the list follows them as they change.
 */
export function euroTimeZones(day: string = new Date().toISOString().slice(0, 10)): string[] {
  return Object.values(getAllTimezones({ deprecated: true }))
    .filter(({ countries: [country] }) => country && currencyOfCountry(country, day) === 'EUR')
    .map(({ name }) => name)
    .sort()
}

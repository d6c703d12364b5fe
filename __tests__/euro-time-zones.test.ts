/** @jest-environment node */
import { currencyFor } from '../src/browser/boot'
import { countryOfTimeZone, currencyOfCountry, euroTimeZones } from '../src/node/euro-time-zones'

/** The 20 zones of the spec (section 4), which stay in euros. */
const specZones = [
  'Europe/Vienna',
  'Europe/Brussels',
  'Asia/Nicosia',
  'Europe/Tallinn',
  'Europe/Helsinki',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Athens',
  'Europe/Dublin',
  'Europe/Rome',
  'Europe/Riga',
  'Europe/Vilnius',
  'Europe/Luxembourg',
  'Europe/Malta',
  'Europe/Amsterdam',
  'Europe/Lisbon',
  'Europe/Bratislava',
  'Europe/Ljubljana',
  'Europe/Madrid',
  'Europe/Zagreb',
]

const today = '2026-11-29'
const zones = euroTimeZones(today)
const currencyIn = (zone: string) => currencyFor(zone, zones)

describe('the currency of a visitor’s time zone', () => {
  it('is EUR in the spec’s 20 zones', () => {
    expect(specZones.filter((zone) => currencyIn(zone) !== 'EUR')).toEqual([])
  })

  it('is EUR wherever euros are paid beyond them, old zone names included', () => {
    const places = {
      'the Canary Islands': 'Atlantic/Canary',
      Ceuta: 'Africa/Ceuta',
      Madeira: 'Atlantic/Madeira',
      'the Azores': 'Atlantic/Azores',
      Bulgaria: 'Europe/Sofia',
      Åland: 'Europe/Mariehamn',
      Monaco: 'Europe/Monaco',
      'San Marino': 'Europe/San_Marino',
      'the Vatican': 'Europe/Vatican',
      Andorra: 'Europe/Andorra',
      Guadeloupe: 'America/Guadeloupe',
      Martinique: 'America/Martinique',
      'French Guiana': 'America/Cayenne',
      Réunion: 'Indian/Reunion',
      Mayotte: 'Indian/Mayotte',
      Montenegro: 'Europe/Podgorica',
      'Cyprus, by its old name': 'Europe/Nicosia',
    }
    expect(Object.entries(places).filter(([, zone]) => currencyIn(zone) !== 'EUR')).toEqual([])
  })

  it('is USD where another currency is paid, and for a zone of no country or none at all', () => {
    for (const zone of [
      'Europe/London',
      'Europe/Zurich',
      'Europe/Warsaw',
      'Europe/Prague',
      'America/New_York',
      'America/Puerto_Rico',
      'Asia/Dubai',
      'UTC',
      'Not/A_Zone',
    ])
      expect([zone, currencyIn(zone)]).toEqual([zone, 'USD'])
    expect(currencyFor(undefined, zones)).toBe('USD')
  })

  it('follows a country into the euro on the day it joins: Bulgaria on 1 January 2026', () => {
    expect(currencyOfCountry('BG', '2025-12-31')).toBe('BGN')
    expect(currencyOfCountry('BG', '2026-01-01')).toBe('EUR')
    expect(euroTimeZones('2025-12-31')).not.toContain('Europe/Sofia')
  })

  it('is decided from the data for every zone a browser may report', () => {
    const reported = Intl.supportedValuesOf('timeZone')
    expect(reported.length).toBeGreaterThan(400)
    // A zone the tz data did not know would fall to dollars unnoticed.
    const countryless = reported.filter((zone) => countryOfTimeZone(zone) === undefined)
    expect(countryless.filter((zone) => !/^(Etc\/|UTC$)/.test(zone))).toEqual([])
    for (const zone of reported) {
      const country = countryOfTimeZone(zone)
      const paid = country && currencyOfCountry(country, today)
      expect([zone, currencyIn(zone)]).toEqual([zone, paid === 'EUR' ? 'EUR' : 'USD'])
    }
  })
})

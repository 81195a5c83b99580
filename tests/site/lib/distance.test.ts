import { describe, expect, it } from '@jest/globals'
import {
  distanceUnitFor,
  distanceKm,
  formatDistance,
  formatMiles,
  isKnownLocation,
  sortByDistance,
} from '../../../site/src/lib/distance'

const newYork = { lat: 40.7128, lng: -74.006 }
const losAngeles = { lat: 34.0522, lng: -118.2437 }
const boston = { lat: 42.3601, lng: -71.0589 }

describe('distance', () => {
  it('uses the haversine formula on a 6371 km earth', () => {
    expect(distanceKm(newYork, losAngeles)).toBeCloseTo(3935.75, 1)
    expect(distanceKm(newYork, newYork)).toBe(0)
  })

  it('formats with one decimal', () => {
    expect(formatDistance(306.1234)).toBe('Approximately 306.1 km from your location')
    expect(formatDistance(0.04)).toBe('Approximately 0.0 km from your location')
    expect(formatMiles(10)).toBe('(6.2 mi)')
  })

  it('treats 0,0 and missing coordinates as unknown', () => {
    expect(isKnownLocation({ lat: 0, lng: 0 })).toBe(false)
    expect(isKnownLocation(null)).toBe(false)
    expect(isKnownLocation({ lat: Number.NaN, lng: 1 })).toBe(false)
    expect(isKnownLocation({ lat: 0, lng: 10 })).toBe(true)
  })

  it('sorts nearest first with unknown distances last, keeping their order', () => {
    const items = [
      { name: 'unknown-a', coordinates: { lat: 0, lng: 0 } },
      { name: 'la', coordinates: losAngeles },
      { name: 'unknown-b', coordinates: null },
      { name: 'boston', coordinates: boston },
    ]
    const sorted = sortByDistance(items, newYork)
    expect(sorted.map((entry) => entry.item.name)).toEqual(['boston', 'la', 'unknown-a', 'unknown-b'])
    expect(sorted[0].distanceKm).toBeCloseTo(306.1, 0)
    expect(sorted[2].distanceKm).toBeNull()
  })

  it('keeps the server order and shows no distances without a location', () => {
    const items = [{ coordinates: losAngeles }, { coordinates: boston }]
    const result = sortByDistance(items, null)
    expect(result.map((entry) => entry.item)).toEqual(items)
    expect(result.every((entry) => entry.distanceKm === null)).toBe(true)
  })
})

describe('who also reads miles', () => {
  it('is a reader whose language tag names the United States, or a bare English', () => {
    expect(distanceUnitFor('en-US')).toBe('mi')
    expect(distanceUnitFor('en_us')).toBe('mi')
    expect(distanceUnitFor('es-US')).toBe('mi')
    expect(distanceUnitFor('en')).toBe('mi')
  })

  it('is no one else, whatever shape the tag has', () => {
    for (const language of ['en-GB', 'de', 'de-DE', 'fr-CA', 'es-419', 'zh-Hant-TW', 'sr-Latn', 'not a tag', '', undefined])
      expect(distanceUnitFor(language)).toBe('km')
  })
})

import { i18n } from '@site/i18n/i18n'
/** docs/product.md "Constants and formats": haversine distance on a 6371 km earth, one decimal. */
export const EARTH_RADIUS_KM = 6371

export interface Coordinates {
  lat: number
  lng: number
}

/** Coordinates (0, 0) are the form default and mean "unknown" (docs/product.md "Places"). */
export function isKnownLocation(point: Partial<Coordinates> | null | undefined): point is Coordinates {
  if (!point) return false
  const { lat, lng } = point
  if (typeof lat !== 'number' || typeof lng !== 'number') return false
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false
  return !(lat === 0 && lng === 0)
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.lat - from.lat)
  const dLng = toRadians(to.lng - from.lng)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a))
}

export type DistanceUnit = 'km' | 'mi'

export const KM_PER_MILE = 1.609344

/**
 * Whether a visitor also reads miles: in the United States, from the region of the browser's
 * language (`en-US`; a bare `en` means the United States, as Intl reads it).
 */
export function distanceUnitFor(language: string | undefined): DistanceUnit {
  // A tag that names its region says it ("en-US", "zh-Hant-TW"), as nearly every browser's does;
  // only a bare language asks Intl, whose first maximize() loads likely-subtags data (~35 ms of
  // a phone's main thread while the home page renders).
  let region = /^[A-Za-z]{2,3}(?:[-_][A-Za-z]{4})?[-_]([A-Za-z]{2}|\d{3})(?:[-_]|$)/.exec(language ?? '')?.[1]
  if (!region && language) {
    try {
      region = new Intl.Locale(language).maximize().region
    } catch {
      region = undefined
    }
  }
  return region?.toUpperCase() === 'US' ? 'mi' : 'km'
}

/** The spec's "Approximately X km from your location" (one decimal), for every visitor. */
export function formatDistance(km: number): string {
  return i18n._('Approximately {km} km from your location', { km: oneDecimal(km) })
}

/** One decimal: the spec's "3.9" in English, the reader's own separator elsewhere ("3,9"). */
function oneDecimal(value: number): string {
  if (i18n.locale === 'en') return value.toFixed(1)
  return new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
}

/** What a visitor in the United States reads beside the spec's text: "(3.9 mi)". */
export function formatMiles(km: number): string {
  return i18n._('({miles} mi)', { miles: oneDecimal(km / KM_PER_MILE) })
}

export interface WithDistance<T> {
  item: T
  /** null when either side's location is unknown. */
  distanceKm: number | null
}

type Located = { coordinates?: Partial<Coordinates> | null }

/** Each item with its distance from the visitor (null when either location is unknown), in its order. */
export function withDistances<T extends Located>(items: readonly T[], origin: Coordinates | null): WithDistance<T>[] {
  return items.map((item) => ({
    item,
    distanceKm: origin && isKnownLocation(item.coordinates) ? distanceKm(origin, item.coordinates) : null,
  }))
}

/**
 * Nearest first when the visitor's location is known; unknown distances last. Without a
 * location the original order (soonest first from the server) is kept.
 */
export function sortByDistance<T extends Located>(items: readonly T[], origin: Coordinates | null): WithDistance<T>[] {
  const measured = withDistances(items, origin)
  if (!origin) return measured
  return measured
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const da = a.entry.distanceKm
      const db = b.entry.distanceKm
      if (da === null && db === null) return a.index - b.index
      if (da === null) return 1
      if (db === null) return -1
      return da - db || a.index - b.index
    })
    .map(({ entry }) => entry)
}

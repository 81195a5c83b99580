import { locate } from '../gazetteer'
import type { CollectionBeforeChangeHook } from 'payload'
import type { Event } from '../../../payload-types'

const unknown = (coordinates: unknown) => {
  const { lat, lng } = (coordinates ?? {}) as { lat?: number | null; lng?: number | null }
  return !lat && !lng
}

/**
 * Coordinates (0, 0) mean unknown: whichever surface saves the event, a city the offline
 * gazetteer knows fills them in, so "Nearest first" can place the night.
 */
export const fillCoordinates: CollectionBeforeChangeHook<Event> = async ({ data, originalDoc }) => {
  const next: Partial<Event> = { ...originalDoc, ...data }
  if (!unknown(next.coordinates) || typeof next.city !== 'string') return data
  const place = await locate({ city: next.city, state: next.state, country: next.country }).catch(() => null)
  return place ? { ...data, coordinates: { lat: place.lat, lng: place.lng } } : data
}

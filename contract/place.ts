/** Where an event is: the parts a map search and a calendar entry both use. */
export interface Place {
  venue?: string | null
  street?: string | null
  city?: string | null
  state?: string | null
  country?: string | null
}

const joinParts = (parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')

/** "123 Main St, Springfield, IL, USA" */
export function formatAddress(place: Place): string {
  return joinParts([place.street, place.city, place.state, place.country])
}

/** "The Tap Room, 123 Main St, Springfield, IL, USA" */
export function formatPlace(place: Place): string {
  return joinParts([place.venue, place.street, place.city, place.state, place.country])
}

/** A Google Maps search for venue, street, city, state and country (docs/product.md "Places"). */
export function mapSearchUrl(place: Place): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatPlace(place))}`
}

import { formatInTimeZone } from 'date-fns-tz'
import { isCalledOff } from '../../contract/calledOff'
import type { EventDto } from '../../contract/types'
import type { Env } from '../../config/env'

/**
 * schema.org `Event` data for an event page (search engines' event listings). Times carry the
 * UTC offset of the event's own zone on that date, so daylight saving is right in March and
 * November. Status, in the order it is decided:
 * - archived before it started: `EventCancelled` (deleting a night removes its page; archiving an
 *   upcoming one is how a host calls it off publicly, contract/calledOff.ts);
 * - its start was moved while it had not ended (`previousStartDate`, set by
 *   collections/Events/hooks/calendarNotices.ts with the calendar sequence): `EventRescheduled`;
 * - otherwise `EventScheduled`.
 */
export interface StructuredEvent {
  event: EventDto
  previousStartDate: string | null
  siteName: string
  /** The page's language (docs/translating.md): the event's own texts stay as the host wrote them. */
  inLanguage: string
}

const withOffset = (iso: string, timezone: string) => formatInTimeZone(new Date(iso), timezone, "yyyy-MM-dd'T'HH:mm:ssXXX")

const absolute = (url: string, env: Env) => (url.startsWith('/') ? `${env.SERVER_URL}${url}` : url)

export function eventStatusOf(event: EventDto, previousStartDate: string | null, now = Date.now()) {
  if (isCalledOff(event, now)) return 'https://schema.org/EventCancelled'
  if (previousStartDate) return 'https://schema.org/EventRescheduled'
  return 'https://schema.org/EventScheduled'
}

/**
 * The ticket as schema.org's `Offer`: every night is free, so the price is 0 (in US dollars, the
 * currency of the product's market); it is `InStock` while a seat is left and registration is
 * open, `SoldOut` once the night is full (people join the waitlist) or registration has closed
 * (the night started, or it was archived). `maxAttendees` 0 means no limit.
 */
export function offerOf(event: EventDto, url: string, now = Date.now()) {
  const closed = event.archived || Date.parse(event.date) <= now
  const full = event.maxAttendees > 0 && event.registeredCount >= event.maxAttendees
  return {
    '@type': 'Offer',
    price: 0,
    priceCurrency: 'USD',
    availability: closed || full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url,
    validFrom: event.createdAt,
  }
}

export function eventJsonLd({ event, previousStartDate, siteName, inLanguage }: StructuredEvent, env: Env, image: string) {
  const status = eventStatusOf(event, previousStartDate)
  const hasPlace = event.coordinates.lat !== 0 || event.coordinates.lng !== 0
  const url = `${env.SERVER_URL}/events/${encodeURIComponent(String(event.id))}`
  const site = { '@type': 'Organization', name: siteName, url: `${env.SERVER_URL}/` }
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    inLanguage,
    startDate: withOffset(event.date, event.timezone),
    endDate: withOffset(event.endDate, event.timezone),
    ...(status === 'https://schema.org/EventRescheduled' && previousStartDate
      ? { previousStartDate: withOffset(previousStartDate, event.timezone) }
      : {}),
    eventStatus: status,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.street,
        addressLocality: event.city,
        addressRegion: event.state,
        addressCountry: event.country,
      },
      ...(hasPlace
        ? { geo: { '@type': 'GeoCoordinates', latitude: event.coordinates.lat, longitude: event.coordinates.lng } }
        : {}),
    },
    image: [event.imageUrl ? absolute(event.imageUrl, env) : image],
    url,
    offers: offerOf(event, url),
    // The host runs the night when they chose to be named (decision 155), else the site does.
    organizer: event.hostName ? { '@type': 'Person', name: event.hostName, url } : site,
    performer: site,
  }
}

import { asAnonymous, asSystem } from '../../lib/asCaller'
import { notFoundUnlessStorageFailure } from '../../db/storageHealth'
import type { Payload, Where } from 'payload'

/**
 * What the public calendar files read: events are public; a registration only by id and event.
 * Rows come with their key (hidden from every API), which the files' UIDs are bound to
 * (cms/mail/calendar.ts); it never leaves the server.
 */
export function calendarService(payload: Payload) {
  return {
    /** One event, or undefined for an unknown id of any shape. */
    event: async (id: string) =>
      (
        await payload
          .find({
            collection: 'events',
            where: { id: { equals: id } },
            depth: 0,
            limit: 1,
            pagination: false,
            showHiddenFields: true,
            ...asAnonymous,
          })
          .catch(notFoundUnlessStorageFailure)
      )?.docs[0],

    /**
     * The registration's row, only when it belongs to that event: its id, event, language and
     * whether it still holds a seat (cancelled, waiting or erased), nothing personal.
     */
    registration: async (registrationId: string, eventId: number | string) =>
      (
        await payload
          .find({
            collection: 'attendees',
            where: { and: [{ id: { equals: registrationId } }, { event: { equals: eventId } }] },
            depth: 0,
            limit: 1,
            pagination: false,
            showHiddenFields: true,
            select: { event: true, rowKey: true, locale: true, status: true, anonymisedAt: true },
            ...asSystem("a registration's calendar file: its id, event, language and state only, nothing personal"),
          })
          .catch(notFoundUnlessStorageFailure)
      )?.docs[0],

    /** The city names events are stored with (each once, as first stored): the only names a feed may carry. */
    cities: async () => {
      const found = await payload.find({
        collection: 'events',
        depth: 0,
        pagination: false,
        select: { city: true },
        ...asAnonymous,
      })
      const cities = new Map<string, string>()
      for (const doc of found.docs) {
        const city = String(doc.city ?? '').trim()
        if (city && !cities.has(city.toLowerCase())) cities.set(city.toLowerCase(), city)
      }
      return cities
    },

    /** Upcoming, non-archived events, soonest first. */
    upcoming: async () => {
      const where: Where = { and: [{ archived: { equals: false } }, { endDate: { greater_than: new Date().toISOString() } }] }
      const found = await payload.find({
        collection: 'events',
        where,
        sort: 'date',
        depth: 0,
        pagination: false,
        showHiddenFields: true,
        ...asAnonymous,
      })
      return found.docs
    },
  }
}

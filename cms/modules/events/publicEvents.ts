import { toEvent } from '../../lib/dto'
import { ttlValue } from '../../lib/ttlValue'
import { eventChangesOf } from '../../../collections/Events/eventChanges'
import { asAnonymous } from '../../lib/asCaller'
import { RETENTION_DAYS } from '../../../contract/privacy'
import { eventsService, hostNamesOf } from './service'
import type { EventDto, SiteSettings } from '../../../contract/types'
import type { Payload } from 'payload'

/**
 * The public event list is the hottest read of the site and the same for every visitor, so
 * it is kept as ready JSON. Any event write in this process drops it at once; the short
 * lifetime bounds how stale another instance's copy can be. An event's own page and its seat
 * count are read from the same copy (the count itself is always read live). The site settings
 * and the nights that are over (the home page's "Past events") are kept beside it, for as long.
 */
const LIFETIME_MS = 5000

export interface PublicEventsCopy {
  list: EventDto[]
  json: string
  byId: Map<string, ListedEvent>
}

/** One night of the list as its page needs it (`GET /api/events/{id}` and the page drawn on the server). */
export interface ListedEvent {
  event: EventDto
  /** The event with its host's name, as `GET /api/events/{id}` answers. */
  json: string
  hostName: string | null
  /** Where its start was before a move (the page's structured data says "rescheduled"). */
  previousStartDate: string | null
}

export interface PublicEventsCache {
  json(): Promise<string>
  list(): Promise<EventDto[]>
  /** One event of the list, ready as JSON with its host's name; undefined for an archived or unknown id. */
  event(id: string): Promise<ListedEvent | undefined>
  /** `GET /api/events?status=past` (the home page's "Past events"), kept as long as the list and dropped with it. */
  past(): Promise<EventDto[]>
  /**
   * The ready copy if it is loaded and fresh, synchronously (cms/http/fastReads.ts answers
   * from it before Express); undefined sends the request the usual way, which loads it.
   */
  ready(): PublicEventsCopy | undefined
  settings(): Promise<SiteSettings>
  /** Forgets the settings after a change made in this process (`PATCH /api/settings`). */
  settingsChanged(): void
  close(): void
}

export function createPublicEventsCache(payload: Payload): PublicEventsCache {
  const events = ttlValue(async (): Promise<PublicEventsCopy> => {
    const result = await payload.find({
      collection: 'events',
      where: { archived: { equals: false } },
      sort: 'date',
      depth: 0,
      pagination: false,
      ...asAnonymous,
    })
    const list = result.docs.map((doc) => toEvent(doc))
    // The event's own page names its host (GET /api/events/{id}); the list does not.
    const hosts = await hostNamesOf(
      payload,
      list.flatMap((event) => (event.hostId === null ? [] : [event.hostId])),
    )
    const byId = new Map(
      list.map((event, i): [string, ListedEvent] => {
        const hostName = event.hostId === null ? null : (hosts.get(String(event.hostId)) ?? null)
        const previousStartDate = result.docs[i].previousStartDate
        return [
          String(event.id),
          {
            event,
            json: JSON.stringify({ ...event, hostName }),
            hostName,
            previousStartDate: typeof previousStartDate === 'string' ? previousStartDate : null,
          },
        ]
      }),
    )
    return { list, json: JSON.stringify(list), byId }
  }, LIFETIME_MS)
  const settings = ttlValue(async (): Promise<SiteSettings> => {
    const global = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...asAnonymous })
    return {
      productName: global.productName,
      tagline: (global.tagline as string) ?? '',
      contactEmail: (global.contactEmail as string) ?? null,
      retentionDays: global.retentionDays ?? RETENTION_DAYS.default,
    }
  }, LIFETIME_MS)
  const past = ttlValue(async () => (await eventsService(payload).past()).map(toEvent), LIFETIME_MS)
  const drop = () => {
    events.drop()
    past.drop()
  }
  const changes = eventChangesOf(payload)
  changes.on('change', drop)

  return {
    json: async () => (await events.get()).json,
    list: async () => (await events.get()).list,
    event: async (id) => (await events.get()).byId.get(id),
    past: () => past.get(),
    ready: () => events.peek(),
    settings: () => settings.get(),
    settingsChanged: () => settings.drop(),
    close: () => {
      changes.off('change', drop)
    },
  }
}

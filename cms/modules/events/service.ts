import { messages } from '../../../contract/messages'
import { hostEventsWhere, managesEvent, managesEveryEvent, ownsEvent } from '../../../access/events'
import { HttpError } from '../../lib/httpError'
import { relationId } from '../../../contract/relations'
import { asAnonymous, asCaller, asSystem, type Caller } from '../../lib/asCaller'
import { lockEventRow } from '../../db/rowLocks'
import { eventChangesOf } from '../../../collections/Events/eventChanges'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { AtomicUnits } from '../../db/atomic'
import type { Event } from '../../../payload-types'
import type { z } from 'zod'
import type { eventSchema } from '../../../contract/events'

/** What loadEvent checks beyond "it is there" (404 `eventNotFound` otherwise). */
export interface EventChecks {
  /** Who asks: the event is read as they may see it (anonymous without one), and judged for them. */
  caller?: Caller
  /**
   * Inside a unit: the event's row is locked before it is read (cms/db/rowLocks.ts), so two
   * changes of one event take turns, and it is read inside the unit past the rules, to be judged
   * by `must` (a draft of someone else's is then 403, not 404).
   */
  req?: PayloadRequest
  /** 403 `forbidden` unless the caller manages the event (its team) or owns it (access/events.ts). */
  must?: 'manage' | 'own'
}

/**
 * The one loader of an event for the server's routes and units: unknown ids of any shape, and
 * (outside a unit) drafts the caller may not see, are a 404, never a 500.
 */
export async function loadEvent(payload: Payload, eventId: string, { caller, req, must }: EventChecks = {}): Promise<Event> {
  if (req) await lockEventRow(payload, eventId, req)
  const found = await payload.find({
    collection: 'events',
    where: { id: { equals: eventId } },
    limit: 1,
    depth: 0,
    pagination: false,
    ...(req
      ? { req, ...asSystem('an event read inside the unit that changes it, judged below') }
      : caller
        ? asCaller(caller)
        : asAnonymous),
  })
  const event = found.docs[0]
  if (!event) throw new HttpError(404, messages.eventNotFound)
  if (must === 'manage' && !managesEvent(caller?.user, event)) throw new HttpError(403, messages.forbidden)
  if (must === 'own' && !ownsEvent(caller?.user, event)) throw new HttpError(403, messages.forbidden)
  return event
}

/**
 * The names of events' hosts, shown on the public event page ("Hosted by ..."), of the hosts who
 * chose to be named (`showNameOnEvents`, decision 155; off by default) and are active: read past the users'
 * rules in one query, by host id. A host who did not opt in is missing from the map.
 */
export async function hostNamesOf(payload: Payload, hostIds: (string | number)[]): Promise<Map<string, string>> {
  const ids = [...new Set(hostIds.map(String))]
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'users',
    // Active accounts only (access/isActiveUser.ts): a host turned off is no longer credited.
    where: {
      and: [
        { id: { in: ids } },
        { showNameOnEvents: { equals: true } },
        { or: [{ approved: { equals: true } }, { role: { equals: 'MASTER_ADMIN' } }] },
      ],
    },
    depth: 0,
    pagination: false,
    select: { name: true },
    ...asSystem('an event page names its host (the name only), when the host chose to be named'),
  })
  return new Map(found.docs.map((user) => [String(user.id), user.name]))
}

/** The name of one event's host; null without a host or when the host did not opt in to being named. */
export async function hostNameOf(payload: Payload, event: Pick<Event, 'hostId'>): Promise<string | null> {
  const hostId = relationId(event.hostId)
  if (hostId === null) return null
  return (await hostNamesOf(payload, [hostId])).get(String(hostId)) ?? null
}

/** A rule's query (true: every event) narrowed by a status filter. */
const narrowed = (where: Where | true, status: Where | undefined): Where => {
  const parts = [...(where === true ? [] : [where]), ...(status ? [status] : [])]
  return parts.length > 1 ? { and: parts } : (parts[0] ?? {})
}

/** How many past nights the public list shows (the home page's "Past events"). */
const PAST_EVENTS = 6

type EventBody = z.output<typeof eventSchema>

/** Events as the caller may see them (the collection's access decides). */
export function eventsService(payload: Payload) {
  const list = async (caller: Caller, where: Where) =>
    (await payload.find({ collection: 'events', where, sort: 'date', depth: 0, pagination: false, ...asCaller(caller) })).docs

  return {
    /** `?status=` without a host: the view of whoever manages every event. */
    every: async (caller: Caller, status: Where | undefined) => {
      if (!managesEveryEvent(caller.user)) throw new HttpError(403, messages.forbidden)
      return list(caller, narrowed(true, status))
    },

    /** `/host/{hostId}`: the events on that person's team, for that person or whoever manages every event. */
    ofHost: async (caller: Caller, hostId: string, status: Where | undefined) => {
      const where = hostEventsWhere(caller.user, hostId)
      if (!where) throw new HttpError(403, messages.forbidden)
      // Only someone who manages every night may name another person: one nobody is, is not found
      // (text where ids are numbers would otherwise reach the team's query as NaN).
      const person = await payload.find({
        collection: 'users',
        where: { id: { equals: hostId } },
        limit: 1,
        depth: 0,
        pagination: false,
        ...asSystem('events: whether the person a listing names exists; who may ask was judged above'),
      })
      if (!person.docs.length) throw new HttpError(404, 'Host not found')
      return list(caller, narrowed(where, status))
    },

    /** `?status=past`, public: the most recent nights that are over (ended or archived). */
    past: async () =>
      (
        await payload.find({
          collection: 'events',
          where: { or: [{ archived: { equals: true } }, { endDate: { less_than_equal: new Date().toISOString() } }] },
          sort: '-date',
          limit: PAST_EVENTS,
          pagination: false,
          depth: 0,
          ...asAnonymous,
        })
      ).docs,
  }
}

/**
 * A night's changes through /api, each in one atomic unit (cms/db/atomic.ts) that Payload's
 * operation and its hooks join through `req`: the row, the calendar emails and the webhook
 * deliveries (collections/Events/hooks/eventWebhooks.ts) commit together or not at all, on
 * SQLite too, where Payload opens no transaction of its own (payload.config.ts).
 */
export function eventWrites(payload: Payload, atomic: AtomicUnits) {
  // The collection's hook drops this server's copies of the night as it writes, before the unit
  // commits: a reader in between could refill them from the old row, so they go again after.
  const inUnit = async <T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> => {
    const result = await atomic.run(work)
    eventChangesOf(payload).emit('change')
    return result
  }
  // The night's lock first (cms/db/rowLocks.ts): Payload reads the row and writes all of it back,
  // so on PostgreSQL an edit that read before a team change, a call-off or a seat sold committed
  // would put back the co-host removed, the night called off, the count before.
  const update = (caller: Caller, id: string, data: Partial<EventBody> & { archived?: boolean }) =>
    inUnit(async (req) => {
      await lockEventRow(payload, id, req)
      return payload.update({ collection: 'events', id, data, depth: 0, req, ...asCaller(caller) })
    })

  return {
    // Whose event it is, is decided by the collection (collections/Events/hooks/assignHost.ts):
    // the caller, unless the master admin names another host in the body.
    create: (caller: Caller, data: EventBody) =>
      inUnit((req) =>
        payload.create({
          collection: 'events',
          data: { ...data, archived: false, registrationCount: 0 },
          depth: 0,
          req,
          ...asCaller(caller),
        }),
      ),

    update: (caller: Caller, id: string, data: EventBody) => update(caller, id, data),

    /** Makes a draft public (hooks/publication.ts announces a first publication); a published event stays as it is. */
    publish: (caller: Caller, id: string) => update(caller, id, { status: 'published' }),

    archive: (caller: Caller, id: string) => update(caller, id, { archived: true }),

    remove: (caller: Caller, id: string) =>
      inUnit((req) => payload.delete({ collection: 'events', id, req, ...asCaller(caller) })),
  }
}

import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { relationId } from '../../../contract/relations'
import { asAnonymous, asCaller, asSystem, type Caller } from '../../lib/asCaller'
import type { Payload, Where } from 'payload'
import type { Event } from '../../../payload-types'
import type { z } from 'zod'
import type { eventSchema } from '../../../contract/events'

/** Reads one event (events are public); unknown ids of any shape are a 404, never a 500. */
export async function findEventOr404(payload: Payload, id: string) {
  const found = await payload.find({
    collection: 'events',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    pagination: false,
    ...asAnonymous,
  })
  const event = found.docs[0]
  if (!event) throw new HttpError(404, messages.eventNotFound)
  return event
}

/**
 * The name of an event's host, shown on its public page ("Hosted by ..."): the one field of the
 * account that is public, read past the users' rules; null without a host.
 */
export async function hostNameOf(payload: Payload, event: Pick<Event, 'hostId'>): Promise<string | null> {
  const hostId = relationId(event.hostId)
  if (hostId === null) return null
  const found = await payload.find({
    collection: 'users',
    where: { id: { equals: hostId } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { name: true },
    ...asSystem('an event page names its host (the name only)'),
  })
  return found.docs[0]?.name ?? null
}

/** How many past nights the public list shows (the home page's "Past events"). */
const PAST_EVENTS = 6

type EventBody = z.output<typeof eventSchema>

/** Events as the caller may see and change them (the collection's access and hooks decide). */
export function eventsService(payload: Payload) {
  return {
    list: async (caller: Caller, where: Where) =>
      (await payload.find({ collection: 'events', where, sort: 'date', depth: 0, pagination: false, ...asCaller(caller) })).docs,

    /** `?status=past`, public: the most recent nights that are over (ended or archived). */
    past: async () =>
      (
        await payload.find({
          collection: 'events',
          where: { or: [{ archived: { equals: true } }, { endDate: { less_than_equal: new Date().toISOString() } }] },
          sort: '-date',
          limit: PAST_EVENTS,
          depth: 0,
          ...asAnonymous,
        })
      ).docs,

    // Whose event it is, is decided by the collection (collections/Events/hooks/assignHost.ts):
    // the caller, unless the master admin names another host in the body.
    create: (caller: Caller, data: EventBody) =>
      payload.create({
        collection: 'events',
        data: { ...data, archived: false, registrationCount: 0 },
        depth: 0,
        ...asCaller(caller),
      }),

    update: (caller: Caller, id: string, data: EventBody) =>
      payload.update({ collection: 'events', id, data, depth: 0, ...asCaller(caller) }),

    archive: (caller: Caller, id: string) =>
      payload.update({ collection: 'events', id, data: { archived: true }, depth: 0, ...asCaller(caller) }),

    remove: (caller: Caller, id: string) => payload.delete({ collection: 'events', id, ...asCaller(caller) }),
  }
}

import { isDeepStrictEqual } from 'node:util'
import { messages } from '../../../contract/messages'
import { followingNight } from '../../../contract/recurrence'
import { managesEvent } from '../../../access/events'
import { HttpError } from '../../lib/httpError'
import { asCaller, type Caller } from '../../lib/asCaller'
import { lockEventRows } from '../../db/rowLocks'
import { loadEvent } from './service'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { AtomicUnits } from '../../db/atomic'
import type { eventSchema } from '../../../contract/events'
import type { Event } from '../../../payload-types'

type EventBody = z.output<typeof eventSchema>

/** Fields an edit carries to the later nights when it changed them (times are moved, not copied). */
const CARRIED = [
  'name',
  'description',
  'venue',
  'street',
  'city',
  'state',
  'country',
  'coordinates',
  'maxAttendees',
  'imageUrl',
  'linkedinPostUrl',
  'remindersEnabled',
] as const

/** What the edit changed among the carried fields, as it should read on every later night. */
function changesOf(edited: Event, body: EventBody): Partial<EventBody> {
  const changes: Partial<EventBody> = {}
  for (const field of CARRIED) {
    const value = body[field]
    if (value === undefined) continue
    const stored =
      field === 'coordinates' ? { lat: edited.coordinates?.lat ?? 0, lng: edited.coordinates?.lng ?? 0 } : edited[field]
    if (!isDeepStrictEqual(value, stored ?? (field === 'description' ? '' : null))) Object.assign(changes, { [field]: value })
  }
  return changes
}

const movesTime = (edited: Event, body: EventBody) =>
  Date.parse(body.date) !== Date.parse(edited.date) ||
  Date.parse(body.endDate) !== Date.parse(edited.endDate) ||
  body.timezone !== edited.timezone

/**
 * "Edit this and following" (docs/api.md "Duplicate and series"): the edit of one night of a
 * series, applied to it and, for what it changed, to the series' later nights that are not
 * archived and that the caller manages (access/events.ts), in one unit: all or nothing. Later
 * nights keep their own days, registrations, questions and banners; each is the caller's
 * update, so the collection's rules and its change emails hold as for a single edit.
 */
export function followingService(payload: Payload, atomic: AtomicUnits) {
  return {
    /** Each night of the series from this one on, as it was and as it is now. */
    update: (caller: Caller, eventId: string, body: EventBody): Promise<{ before: Event; after: Event }[]> =>
      atomic.run(async (req) => {
        const laterNights = (night: Event) =>
          payload.find({
            collection: 'events',
            where: {
              and: [
                { seriesId: { equals: night.seriesId } },
                { date: { greater_than: night.date } },
                { archived: { equals: false } },
              ],
            },
            sort: 'date',
            depth: 0,
            pagination: false,
            req,
            ...asCaller(caller),
          })
        // The nights are locked in one call, so in the one order every unit takes them
        // (cms/db/rowLocks.ts: a unit holding this night and then asking for a later one could
        // wait for another holding that one and asking for this), then read as the units before
        // left them. Only the nights locked are changed: one joining the series in between is not.
        const seen = await loadEvent(payload, eventId, { caller, must: 'manage' })
        if (!seen.seriesId) throw new HttpError(409, messages.notInSeries)
        const lockedIds = [seen.id, ...(await laterNights(seen)).docs.map((night) => night.id)].map(String)
        await lockEventRows(payload, lockedIds, req)
        const edited = await loadEvent(payload, eventId, { caller, req, must: 'manage' })
        if (!edited.seriesId) throw new HttpError(409, messages.notInSeries)
        const later = (await laterNights(edited)).docs.filter((night) => lockedIds.includes(String(night.id)))
        const changes = changesOf(edited, body)
        const moved = movesTime(edited, body)
        const after = { date: new Date(body.date), endDate: new Date(body.endDate), timezone: body.timezone }
        const before = { date: new Date(edited.date), timezone: edited.timezone }
        const updated = [
          {
            before: edited,
            after: await payload.update({ collection: 'events', id: edited.id, data: body, depth: 0, req, ...asCaller(caller) }),
          },
        ]
        for (const night of later.filter((doc) => managesEvent(caller.user, doc))) {
          const times = moved ? followingNight(before, after, { date: new Date(night.date), timezone: night.timezone }) : null
          const data = {
            ...changes,
            ...(times ? { date: times.date.toISOString(), endDate: times.endDate.toISOString(), timezone: body.timezone } : {}),
          }
          updated.push({
            before: night,
            after: Object.keys(data).length
              ? await payload.update({ collection: 'events', id: night.id, data, depth: 0, req, ...asCaller(caller) })
              : night,
          })
        }
        return updated
      }),
  }
}

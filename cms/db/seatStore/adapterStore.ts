import { emailKeyOf } from '../../../contract/emailKey'
import { lockEventRow } from '../rowLocks'
import { relationId } from '../../../contract/relations'
import { attendeesWritten, countRecorded, newRow } from './rows'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Id } from '../../../contract/types'
import type { Role } from '../../../contract/auth'
import type { Attendee } from '../../../payload-types'
import type { NightEndpoint, RowCondition, SeatEvent, SeatStore } from './types'

/** An endpoint of this night, or of every night its owner manages (no `eventId`). */
const nightOrEveryNight = (eventId: Id): Where[] => [
  { eventId: { equals: String(eventId) } },
  { eventId: { exists: false } },
  { eventId: { equals: '' } },
]

/** The row's id and the condition, as the adapter's query. */
const rowWhere = (rowId: string | number, onlyIf: RowCondition = {}): Where => ({
  and: [
    { id: { equals: rowId } },
    ...Object.entries(onlyIf).map(([field, value]: [string, unknown]): Where =>
      field === 'checkedInAfter' ? { checkedInAt: { greater_than: value } } : { [field]: { equals: value } },
    ),
  ],
})

/**
 * The seat store through Payload's own adapter calls (`payload.db`): MongoDB's, and any
 * adapter's where the prepared statements cannot serve (sqlStore.ts says when). A unit's writes
 * join its transaction through `req`; on MongoDB a unit writes the event's count, so two units
 * for one night conflict and one retries (cms/db/atomic.ts), and a conditional write is one
 * update with the condition in its filter.
 */
export function adapterSeatStore(payload: Payload): SeatStore {
  const store: SeatStore = {
    async event(eventId, req) {
      if (req) await lockEventRow(payload, eventId, req)
      return payload.db.findOne<SeatEvent>({ collection: 'events', where: { id: { equals: eventId } }, req })
    },

    row: (rowId, req, of = {}) => payload.db.findOne<Attendee>({ collection: 'attendees', where: rowWhere(rowId, of), req }),

    entryOf: (eventId, email, req) =>
      payload.db.findOne<Attendee>({
        collection: 'attendees',
        where: { and: [{ event: { equals: eventId } }, { emailKey: { equals: emailKeyOf(email) } }] },
        req,
      }),

    async countRegistered(eventId, req) {
      if (req) await lockEventRow(payload, eventId, req)
      const { totalDocs } = await payload.db.count({
        collection: 'attendees',
        where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }] },
        req,
      })
      return totalDocs
    },

    async countSeatOffersSince(eventId, since, req) {
      const { totalDocs } = await payload.db.count({
        collection: 'attendees',
        where: { and: [{ event: { equals: eventId } }, { seatOfferedAt: { greater_than: since } }] },
        req,
      })
      return totalDocs
    },

    async doorList(eventId, { answers = false, keys = false } = {}) {
      const found = await payload.db.find<Attendee>({
        collection: 'attendees',
        where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }] },
        sort: 'name',
        pagination: false,
        limit: 0,
        select: {
          name: true,
          company: true,
          checkedInAt: true,
          ...(answers ? { answers: true } : {}),
          ...(keys ? { rowKey: true, anonymisedAt: true } : {}),
        },
      })
      return found.docs
    },

    async recordCount(eventId, count, req) {
      await payload.db.updateOne({
        collection: 'events',
        where: { id: { equals: eventId } },
        data: { registrationCount: count },
        req,
        returning: false,
      })
      countRecorded(payload, req)
    },

    async insert(person, req) {
      // The adapter's create is typed `Promise<Document>` (payload/dist/database/types.d.ts); it answers the attendees row it wrote.
      const row = (await payload.db.create({ collection: 'attendees', data: newRow(person), req })) as unknown as Attendee
      attendeesWritten(payload, req)
      return row
    },

    async update(rowId, changes, req, onlyIf) {
      const row = (await payload.db.updateOne({
        collection: 'attendees',
        where: rowWhere(rowId, onlyIf),
        data: changes,
        // A conditional write that finds no row answers null instead of failing.
        ...(onlyIf ? { options: { atomic: true } } : {}),
        req,
      })) as unknown as Attendee | null
      attendeesWritten(payload, req)
      return row
    },

    async remove(rowId, req) {
      await payload.db.deleteOne({ collection: 'attendees', where: { id: { equals: rowId } }, req, returning: false })
      attendeesWritten(payload, req)
    },

    async queueMail(row, req) {
      await payload.db.create({ collection: 'email-outbox', data: { ...row }, ...(req ? { req } : {}) })
    },

    async queueDelivery(row, req) {
      await payload.db.create({ collection: 'webhook-deliveries', data: { ...row }, ...(req ? { req } : {}), returning: false })
    },

    nightEndpoints: (eventId, req) => endpointsOfNight(payload, eventId, req),
  }
  return store
}

/**
 * The webhook endpoints of a night, its own and the "every night" ones, with their owners; the
 * enabled ones unless `disabledToo` (a night's deletion drops what waits on any of them,
 * cms/modules/webhooks/deletedNight.ts).
 */
export async function endpointsOfNight(
  payload: Payload,
  eventId: Id,
  req?: PayloadRequest,
  { disabledToo = false } = {},
): Promise<NightEndpoint[]> {
  const found = await payload.db.find<{ id: Id; owner: unknown; events: unknown }>({
    collection: 'webhook-endpoints',
    where: disabledToo
      ? { or: nightOrEveryNight(eventId) }
      : { and: [{ enabled: { equals: true } }, { or: nightOrEveryNight(eventId) }] },
    select: { owner: true, events: true },
    pagination: false,
    req,
  })
  const ownerIds = [...new Set(found.docs.map((endpoint) => relationId(endpoint.owner)).filter((id) => id !== null))]
  const owners = ownerIds.length
    ? await payload.db.find<{ id: Id; role?: Role | null; approved?: boolean | null }>({
        collection: 'users',
        where: { id: { in: ownerIds } },
        select: { role: true, approved: true },
        pagination: false,
        req,
      })
    : { docs: [] }
  const byId = new Map(owners.docs.map((owner) => [String(owner.id), owner]))
  return found.docs.map((endpoint) => {
    const owner = byId.get(String(relationId(endpoint.owner)))
    return {
      id: endpoint.id,
      events: endpoint.events,
      owner: owner ? { id: owner.id, role: owner.role ?? null, approved: owner.approved ?? null } : null,
    }
  })
}

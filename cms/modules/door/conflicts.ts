import { sameKindOfId } from './ids'
import type { DoorConflict } from '../../../contract/doorOffline'
import type { DoorScan, Event } from '../../../payload-types'
import type { Payload } from 'payload'

/**
 * The scans of people another device had already checked in (cms/modules/door/checkInBatch.ts),
 * earliest first, for `GET …/check-ins`: the team sees "also scanned on phone B at 21:04".
 */
export async function doorConflicts(payload: Payload, event: Pick<Event, 'id'>): Promise<DoorConflict[]> {
  const found = await payload.db.find<DoorScan>({
    collection: 'door-scans',
    where: { and: [{ event: { equals: String(event.id) } }, { result: { equals: 'conflict' } }] },
    sort: 'at',
    select: { attendee: true, device: true, at: true },
    pagination: false,
    limit: 0,
  })
  return found.docs.map((row) => ({
    attendeeId: sameKindOfId(event.id, row.attendee) ?? row.attendee,
    device: row.device,
    at: new Date(row.at).toISOString(),
  }))
}

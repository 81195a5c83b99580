import { relationId } from '../../../contract/relations'
import { HttpError } from '../../lib/httpError'
import { seatStoreOf, type RowCondition } from '../../db/seatStore'
import { queueWebhook } from '../webhooks/emit'
import { sameKindOfId } from './ids'
import type { Scan, ScanBatch, ScanResult, ScanResultKind } from '../../../contract/doorOffline'
import type { Id } from '../../../contract/types'
import type { Attendee, DoorScan, Event } from '../../../payload-types'
import type { AtomicUnits } from '../../db/atomic'
import type { Payload, PayloadRequest } from 'payload'

/** A scan with its time as the server takes it: never later than the upload. */
type TimedScan = Scan & { at: string }

/** The door's people as the unit reads them: only what a check-in decides on. */
type DoorRow = Pick<Attendee, 'id' | 'event' | 'status' | 'checkedInAt' | 'anonymisedAt' | 'createdAt'>

/**
 * How long before a night's start its door may open: a scan the phone dates earlier than that,
 * or earlier than the person's registration, is taken as made at that earliest time (issue 52,
 * finding 4). A phone's clock reset to 1970 still checks its people in, and no batch can move a
 * check-in to before anyone could have come through the door.
 */
export const DOOR_OPENS_BEFORE_START_MS = 2 * 3600_000

const iso = (value: string) => new Date(value).toISOString()

/**
 * Applies a door phone's batch of scans (docs/api.md "The door without a network"), all in one
 * atomic unit:
 * - a scan already stored (same event and client id) is answered as it was, so replaying a
 *   batch changes nothing and answers the same;
 * - the others, earliest first, check their person in at the scan's own time when nobody has,
 *   with the same conditional write as a tap at the door (two phones, two processes: one time is
 *   recorded); when somebody has, the earlier time wins, and the scan is `alreadyCheckedIn` when
 *   this device had scanned the person before, else a `conflict`, listed for the team;
 * - a scan of anyone who is not a registered person of this night is `refused`, and the rest of
 *   the batch still applies.
 * Every fresh scan is stored with its answer under the unique (event, clientId).
 */
export async function applyScanBatch(
  payload: Payload,
  atomic: AtomicUnits,
  event: Pick<Event, 'id' | 'date'>,
  batch: ScanBatch,
): Promise<ScanResult[]> {
  const now = Date.now()
  const doorOpens = Date.parse(event.date) - DOOR_OPENS_BEFORE_START_MS
  const scans: TimedScan[] = batch.scans.map((scan) => ({ ...scan, at: clampedTime(scan.at, doorOpens, now) }))
  const once = () => atomic.run((req) => new BatchUnit(payload, req, event.id, batch.device, now).apply(scans))
  try {
    return await once()
  } catch (err) {
    // The same scans uploaded twice at once (a retry racing its first try): the unique key refused
    // this unit's copy. Run again: it now finds them stored and answers from them.
    if (err instanceof HttpError || !(await anyStored(payload, event.id, scans))) throw err
    return once()
  }
}

/** A scan's time no earlier than `earliest` and no later than the upload (`now` wins over both). */
const clampedTime = (at: string, earliest: number, now: number) =>
  new Date(Math.min(Math.max(Date.parse(at), earliest), now)).toISOString()

async function anyStored(payload: Payload, eventId: Id, scans: Scan[]) {
  const found = await payload.db.count({
    collection: 'door-scans',
    where: { and: [{ event: { equals: String(eventId) } }, { clientId: { in: scans.map((scan) => scan.clientId) } }] },
  })
  return found.totalDocs > 0
}

class BatchUnit {
  private readonly eventKey: string

  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
    private readonly eventId: Id,
    private readonly device: string,
    private readonly now: number,
  ) {
    this.eventKey = String(eventId)
  }

  async apply(scans: TimedScan[]): Promise<ScanResult[]> {
    const answers = await this.storedAnswers(scans)
    // A client id sent twice in one batch is one scan: the first, whose answer both get.
    const firstOfEach = new Map<string, TimedScan>()
    for (const scan of scans)
      if (!answers.has(scan.clientId) && !firstOfEach.has(scan.clientId)) firstOfEach.set(scan.clientId, scan)
    const unique = [...firstOfEach.values()]
    const ids = [...new Set(unique.filter((scan) => sameKindOfId(this.eventId, scan.attendeeId) !== null).map(this.idKey))]
    const rows = await this.people(ids)
    // Nobody comes through the door before they registered: the row's creation is a floor too.
    const fresh = unique.map((scan) => {
      const row = rows.get(this.idKey(scan))
      return row ? { ...scan, at: clampedTime(scan.at, Date.parse(row.createdAt), this.now) } : scan
    })
    // Earliest first: of two scans of one person in a batch, the first checks them in.
    fresh.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    const scannedHere = await this.scannedByThisDevice(ids)
    for (const scan of fresh) {
      const attendeeId = this.idKey(scan)
      const row = rows.get(attendeeId)
      const answer = row ? await this.checkIn(row, scan, scannedHere.has(attendeeId)) : null
      const result: ScanResult = {
        clientId: scan.clientId,
        attendeeId: sameKindOfId(this.eventId, attendeeId) ?? attendeeId,
        result: answer?.result ?? 'refused',
        checkedInAt: answer?.checkedInAt ?? null,
      }
      if (result.result !== 'refused') scannedHere.add(attendeeId)
      await this.payload.db.create({
        collection: 'door-scans',
        data: {
          event: this.eventKey,
          clientId: scan.clientId,
          attendee: attendeeId,
          device: this.device,
          at: scan.at,
          result: result.result,
          checkedInAt: result.checkedInAt,
        },
        req: this.req,
        returning: false,
      })
      answers.set(scan.clientId, result)
    }
    return scans.map((scan) => answers.get(scan.clientId)!)
  }

  /** How a scan's attendee is stored and compared: its id as this database writes it. */
  private readonly idKey = (scan: Pick<Scan, 'attendeeId'>) =>
    String(sameKindOfId(this.eventId, scan.attendeeId) ?? scan.attendeeId)

  /** The answers already given to these client ids at this event. */
  private async storedAnswers(scans: Scan[]) {
    const stored = await this.payload.db.find<DoorScan>({
      collection: 'door-scans',
      where: {
        and: [{ event: { equals: this.eventKey } }, { clientId: { in: [...new Set(scans.map((scan) => scan.clientId))] } }],
      },
      pagination: false,
      limit: 0,
      req: this.req,
    })
    return new Map<string, ScanResult>(
      stored.docs.map((row) => [
        row.clientId,
        {
          clientId: row.clientId,
          attendeeId: sameKindOfId(this.eventId, row.attendee) ?? row.attendee,
          result: row.result,
          checkedInAt: row.checkedInAt ? iso(row.checkedInAt) : null,
        },
      ]),
    )
  }

  /** The registered people of this night among the ids scanned, by id; anyone else is refused. */
  private async people(ids: string[]) {
    if (!ids.length) return new Map<string, DoorRow>()
    const found = await this.payload.db.find<DoorRow>({
      collection: 'attendees',
      where: { id: { in: ids.map((id) => sameKindOfId(this.eventId, id)!) } },
      select: { event: true, status: true, checkedInAt: true, anonymisedAt: true, createdAt: true },
      pagination: false,
      limit: 0,
      req: this.req,
    })
    const ofThisNight = found.docs.filter(
      (row) => String(relationId(row.event)) === this.eventKey && row.status === 'registered' && !row.anonymisedAt,
    )
    return new Map(ofThisNight.map((row) => [String(row.id), row]))
  }

  /** Whom this device has scanned before at this night (a scan again is no conflict). */
  private async scannedByThisDevice(ids: string[]) {
    if (!ids.length) return new Set<string>()
    const found = await this.payload.db.find<DoorScan>({
      collection: 'door-scans',
      where: {
        and: [
          { event: { equals: this.eventKey } },
          { device: { equals: this.device } },
          { attendee: { in: ids } },
          { result: { not_equals: 'refused' } },
        ],
      },
      select: { attendee: true },
      pagination: false,
      limit: 0,
      req: this.req,
    })
    return new Set(found.docs.map((row) => row.attendee))
  }

  private async checkIn(row: DoorRow, scan: TimedScan, scannedBefore: boolean) {
    // Only while the person is registered and named and nobody is checked in on the row, as a
    // tap at the door (cms/modules/door/checkIns.ts): a cancellation or erasure committed
    // meanwhile wins.
    if (!row.checkedInAt && (await this.write(row, scan.at, { checkedInAt: null, status: 'registered', anonymisedAt: null }))) {
      row.checkedInAt = scan.at
      await queueWebhook(this.payload, this.req, 'checkin.created', {
        event: { id: this.eventId },
        person: { id: row.id, checkedInAt: scan.at },
      })
      return { result: 'checkedIn' as ScanResultKind, checkedInAt: scan.at }
    }
    // Somebody was quicker (another unit may have just committed it: read it again).
    const checkedInAt = row.checkedInAt ?? (await this.reread(row))
    // Removed or undone between two statements: refused, and the phone may scan them again.
    if (!checkedInAt) return null
    row.checkedInAt = checkedInAt
    // The earliest scan wins: only ever moved earlier, by a conditional write.
    if (Date.parse(scan.at) < Date.parse(checkedInAt) && (await this.write(row, scan.at, { checkedInAfter: scan.at })))
      row.checkedInAt = scan.at
    return {
      result: (scannedBefore ? 'alreadyCheckedIn' : 'conflict') as ScanResultKind,
      checkedInAt: iso(row.checkedInAt),
    }
  }

  private async write(row: DoorRow, at: string, onlyIf: RowCondition) {
    return (await seatStoreOf(this.payload).update(row.id, { checkedInAt: at }, this.req, onlyIf)) !== null
  }

  private async reread(row: DoorRow) {
    return (await seatStoreOf(this.payload).row(row.id, this.req))?.checkedInAt ?? null
  }
}

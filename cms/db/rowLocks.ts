import { eq, type SQL } from '@payloadcms/db-postgres/drizzle'
import { adapterInternals } from './adapterInternals'
import { fitsIdType, type IdType } from './idShapes'
import type { PgColumn, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload, PayloadRequest } from 'payload'

/** What a lock needs of the adapter: the generated tables and the unit's transaction (Payload's `sessions`). */
interface PostgresTables {
  name: string
  idType: IdType
  tables: Record<string, PgTable & { id: PgColumn }>
  sessions: Record<string, { db: LockingQueries } | undefined>
}
interface LockingQueries {
  select(fields: Record<string, PgColumn>): {
    from(table: PgTable): { where(condition: SQL): { for(strength: 'update'): PromiseLike<unknown> } }
  }
}

/** Events already locked by a transaction (its drizzle `tx`): a lock lasts until the transaction ends. */
const lockedBy = new WeakMap<object, Set<string>>()

/** The PostgreSQL transaction `req` runs in, when it runs in one. */
async function transactionOf(payload: Payload, req: PayloadRequest): Promise<LockingQueries | undefined> {
  const adapter = adapterInternals<PostgresTables>(payload)
  if (adapter.name !== 'postgres' || req.transactionID === undefined) return undefined
  return adapter.sessions[String(await req.transactionID)]?.db
}

/**
 * Records that `req`'s transaction holds the lock on these events (the seat store reads an
 * event and locks it in one statement, `SELECT … FOR UPDATE`), so a later lockEventRows in the
 * same unit does not ask again.
 */
export async function markEventsLocked(payload: Payload, eventIds: (string | number)[], req: PayloadRequest) {
  const db = await transactionOf(payload, req)
  if (!db) return
  const locked = lockedBy.get(db) ?? new Set<string>()
  lockedBy.set(db, locked)
  for (const id of eventIds) locked.add(String(id))
}

/**
 * Locks events' rows until `req`'s unit ends, before the unit reads anything it decides on (the
 * seats taken, the people waiting, a row's state, a team). On PostgreSQL this is `SELECT … FOR
 * UPDATE` on the rows Payload made for the events, built with drizzle on Payload's own table:
 * units for one night take turns across every process, and each read after the lock sees what
 * the unit before committed (READ COMMITTED), so no seat is sold or handed out twice and no
 * change is lost. Other nights are not held up. Several events are locked in one order (their
 * ids sorted), so two units locking the same two never wait for each other. An event the unit
 * already locked is not asked for again.
 *
 * SQLite needs nothing here (a unit holds the only write lock) and neither does MongoDB (a unit
 * writes the event's count, and two units writing one document conflict and retry): both
 * answer false, and so does a call outside a unit. True when the rows are now locked.
 */
export async function lockEventRows(payload: Payload, eventIds: (string | number)[], req: PayloadRequest): Promise<boolean> {
  const db = await transactionOf(payload, req)
  if (!db) return false
  const adapter = adapterInternals<PostgresTables>(payload)
  const events = adapter.tables.events
  const locked = lockedBy.get(db) ?? new Set<string>()
  lockedBy.set(db, locked)
  const ids = [...new Set(eventIds.map(String))].filter((id) => fitsIdType(adapter.idType, id) && !locked.has(id)).sort()
  for (const id of ids) {
    await db.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update')
    locked.add(id)
  }
  return true
}

/** One event's row (lockEventRows). */
export const lockEventRow = (payload: Payload, eventId: string | number, req: PayloadRequest) =>
  lockEventRows(payload, [eventId], req)

import { eq, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { PgColumn, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload, PayloadRequest } from 'payload'

type IdType = 'serial' | 'uuid' | 'uuidv7'

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

/** What each of the adapter's id types can hold: another value matches no row (and PostgreSQL would refuse it). */
const ID_SHAPES: Record<IdType, RegExp> = {
  serial: /^\d{1,9}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  uuidv7: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
}

/**
 * Locks events' rows until `req`'s unit ends, before the unit reads anything it decides on (the
 * seats taken, the people waiting, a row's state, a team). On PostgreSQL this is `SELECT … FOR
 * UPDATE` on the rows Payload made for the events, built with drizzle on Payload's own table:
 * units for one night take turns across every process, and each read after the lock sees what
 * the unit before committed (READ COMMITTED), so no seat is sold or handed out twice and no
 * change is lost. Other nights are not held up. Several events are locked in one order (their
 * ids sorted), so two units locking the same two never wait for each other.
 *
 * SQLite needs nothing here (a unit holds the only write lock) and neither does MongoDB (a unit
 * writes the event's count, and two units writing one document conflict and retry): both
 * answer false, and so does a call outside a unit. True when the rows are now locked.
 */
export async function lockEventRows(payload: Payload, eventIds: (string | number)[], req: PayloadRequest): Promise<boolean> {
  const adapter = payload.db as unknown as PostgresTables
  if (adapter.name !== 'postgres' || req.transactionID === undefined) return false
  const db = adapter.sessions[String(await req.transactionID)]?.db
  if (!db) return false
  const events = adapter.tables.events
  const ids = [...new Set(eventIds.map(String))].filter((id) => ID_SHAPES[adapter.idType].test(id)).sort()
  for (const id of ids) await db.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update')
  return true
}

/** One event's row (lockEventRows). */
export const lockEventRow = (payload: Payload, eventId: string | number, req: PayloadRequest) =>
  lockEventRows(payload, [eventId], req)

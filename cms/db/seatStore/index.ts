import { forgetRow } from '../../../collections/Attendees/rowLeaving'
import { refuseRemovingAnAnswer } from '../../../collections/Feedback/answeredRows'
import { adapterInternals } from '../adapterInternals'
import { adapterSeatStore } from './adapterStore'
import { NotInOwnTable } from './documents'
import { sqlSeatStore, type SqlHandle } from './sqlStore'
import type { Payload } from 'payload'
import type { SeatStore } from './types'

export type {
  AttendeeChanges,
  DoorColumns,
  DoorRow,
  NewAttendee,
  NightEndpoint,
  RowCondition,
  SeatEvent,
  SeatStore,
} from './types'

/**
 * The seat store: the one write path for attendee rows (docs/decisions.md). Registration, the
 * waitlist, moving a person, giving a seat, walk-ins and check-ins at the door, erasure, and the
 * attendees collection's own hooks (collections/Attendees/rules.ts, for what the CMS writes
 * through Payload) all read and write seats through it, so the rules of a row (its address's
 * key, a row key issued once, the count kept equal to the rows) live in one place (rows.ts), and
 * the seat claim is taken one way: SQLite's write lock around every unit, PostgreSQL's lock on
 * the event's row (cms/db/rowLocks.ts), MongoDB's conflicting write of the event's count.
 *
 * On SQLite and PostgreSQL it runs statements drizzle prepared once on Payload's own instance and
 * tables (sqlStore.ts): a seat is about six statements, and through Payload's adapter each built
 * its query anew (docs/benchmarks.md, issue 43). On MongoDB, and wherever an attendee field is
 * stored outside the attendees table (which the prepared statements do not write), it goes
 * through Payload's adapter calls (adapterStore.ts). tests/server/seatStore.test.ts holds the
 * two to the same rows: what the store writes reads back through the Local API exactly as what
 * `payload.db.create` writes.
 */
const stores = new WeakMap<Payload, SeatStore>()

/** The handle below Payload's rules, for the SQL adapters (tests/security/actsFor.test.ts sees where it is taken). */
const sqlHandleOf = (payload: Payload): SqlHandle | null => {
  const adapter = adapterInternals<SqlHandle>(payload)
  return adapter.name === 'sqlite' || adapter.name === 'postgres' ? adapter : null
}

function rowStore(payload: Payload): SeatStore {
  const adapterStore = adapterSeatStore(payload)
  const handle = sqlHandleOf(payload)
  if (!handle) return adapterStore
  try {
    return sqlSeatStore(payload, handle, adapterStore)
  } catch (err) {
    if (!(err instanceof NotInOwnTable)) throw err
    payload.logger.warn(`${err.message}: the seat store writes attendee rows through Payload's adapter instead`)
    return adapterStore
  }
}

/**
 * The store's delete writes below Payload's hooks, so it runs the row's clean-up itself, the
 * same one the collection's delete hook runs (collections/Attendees/rowLeaving.ts): whatever names
 * the row goes in the same unit, before the row (the networking rows' foreign keys refuse
 * otherwise).
 */
function createSeatStore(payload: Payload): SeatStore {
  const store = rowStore(payload)
  return {
    ...store,
    async remove(rowId, req) {
      // The team's removal and a move both leave through here (decision 591).
      await refuseRemovingAnAnswer(payload, rowId, req)
      await forgetRow(payload, rowId, req)
      await store.remove(rowId, req)
    },
  }
}

/** The seat store of a Payload instance (one per instance; several servers may run in one process). */
export function seatStoreOf(payload: Payload): SeatStore {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = createSeatStore(payload)))
  return store
}

import { ValidationError, type Payload, type PayloadRequest } from 'payload'
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNull,
  or,
  sql,
  type Column,
  type SQL,
  type Table as DrizzleTable,
} from '@payloadcms/db-sqlite/drizzle'
import { emailKeyOf } from '../../../contract/emailKey'
import { lockEventRow, markEventsLocked } from '../rowLocks'
import { fitsIdType } from '../idShapes'
import { documentColumns } from './documents'
import { prepareStatement, type Preparable, type Statement, type UnitSession } from './statements'
import { attendeesWritten, countRecorded, newRow } from './rows'
import type { Attendee } from '../../../payload-types'
import type { Id } from '../../../contract/types'
import type { Role } from '../../../contract/auth'
import type { DoorColumns, DoorRow, RowCondition, SeatEvent, SeatStore } from './types'

/** One of the tables Payload generated, its columns by key. */
type Table = DrizzleTable & Record<string, Column>
/** A query builder of drizzle's as far as the store builds queries (the same calls in both dialects). */
interface Builder extends Preparable {
  leftJoin(table: Table, on: SQL | undefined): Builder
  where(condition: SQL | undefined): Builder
  orderBy(...order: SQL[]): Builder
  limit(limit: number): Builder
  returning(): Builder
  for(strength: 'update'): Builder
}
interface Drizzle {
  select(fields?: Record<string, Column | SQL>): { from(table: Table): Builder }
  insert(table: Table): { values(values: Record<string, unknown>): Builder }
  update(table: Table): { set(values: Record<string, unknown>): Builder }
  delete(table: Table): Builder
}

/**
 * The seat store's handle below Payload's rules (tests/security/actsFor.test.ts lists where it
 * may be taken): the SQL adapter's own drizzle instance, the tables it generated from the
 * collections, and the transactions of the units now open.
 */
export interface SqlHandle {
  name: 'sqlite' | 'postgres'
  idType: 'number' | 'text' | 'serial' | 'uuid' | 'uuidv7'
  drizzle: Drizzle
  tables: Record<string, Table>
  tableNameMap: Map<string, string>
  sessions: Record<string, { db: { session: UnitSession } } | undefined>
}

/** What a unique index refusing a row looks like, in both dialects' drivers (under drizzle's own wrapper). */
function isUniqueViolation(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false
  const { code, cause } = err as { code?: unknown; cause?: unknown }
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || isUniqueViolation(cause, depth + 1)
}

/**
 * The seat store on SQLite and PostgreSQL: every statement prepared once with drizzle on
 * Payload's own instance and the tables Payload generated (statements.ts), no SQL text and no
 * list of columns kept here (documents.ts reads them from the collections). Inside a unit each
 * runs in the unit's transaction; on PostgreSQL the event is read with `FOR UPDATE`, which is
 * the unit's row lock (cms/db/rowLocks.ts) and its read in one statement. A write outside any
 * unit (the CMS's own writes, on SQLite, where Payload opens no transaction) goes through
 * Payload's adapter (`fallback`), which waits for the process's write lock
 * (cms/db/sqliteConnections.ts) as every write outside a unit must.
 *
 * Writes carry exactly what they are given, as `payload.db.create` and `updateOne` do: columns
 * left out take the table's defaults, `updatedAt` is now unless given, and a column with a
 * JavaScript default (a uuid id on SQLite) gets a fresh value each time. A null is written as
 * SQL NULL (drizzle would encode a placeholder's null, `"null"` in a JSON column, 0 in a
 * boolean), so a statement's shape says which of its values are null.
 */
export function sqlSeatStore(payload: Payload, handle: SqlHandle, fallback: SeatStore): SeatStore {
  const dialect = handle.name
  const db = handle.drizzle
  const tableOf = (slug: string) => handle.tables[handle.tableNameMap.get(slug.replace(/-/g, '_'))!]
  const attendees = tableOf('attendees')
  const events = tableOf('events')
  const attendeeColumns = documentColumns(payload, 'attendees')
  const eventColumns = documentColumns(payload, 'events', { partial: true })
  const outbox = tableOf('email-outbox')
  const outboxColumns = documentColumns(payload, 'email-outbox')
  const deliveries = tableOf('webhook-deliveries')
  const deliveryColumns = documentColumns(payload, 'webhook-deliveries')
  const endpoints = tableOf('webhook-endpoints')
  const endpointColumns = documentColumns(payload, 'webhook-endpoints')
  const users = tableOf('users')
  const userColumns = documentColumns(payload, 'users', { partial: true })
  const placeholder = (name: string) => sql.placeholder(name)
  const prepare = (builder: Builder) => prepareStatement(dialect, builder)

  /** An id as the table stores it, or null when no row could have it (PostgreSQL would refuse the value). */
  const storedId = (id: Id): Id | null => {
    if (handle.idType === 'number' || handle.idType === 'serial') return fitsIdType('serial', id) ? Number(id) : null
    if (handle.idType === 'uuid' || handle.idType === 'uuidv7') return fitsIdType(handle.idType, id) ? String(id) : null
    return String(id)
  }

  /** The unit's transaction session for `req`, when it has one. */
  const sessionOf = async (req?: PayloadRequest): Promise<UnitSession | undefined> => {
    if (req?.transactionID === undefined) return undefined
    return handle.sessions[String(await req.transactionID)]?.db.session
  }

  const eventById = prepare(
    db
      .select()
      .from(events)
      .where(eq(events.id, placeholder('id')))
      .limit(1),
  )
  // PostgreSQL's seat claim: the event's row locked and read in one statement.
  const lockedEventById =
    dialect === 'postgres'
      ? prepare(
          db
            .select()
            .from(events)
            .where(eq(events.id, placeholder('id')))
            .for('update'),
        )
      : eventById
  const attendeeById = prepare(
    db
      .select()
      .from(attendees)
      .where(eq(attendees.id, placeholder('id')))
      .limit(1),
  )
  const attendeeOfEvent = prepare(
    db
      .select()
      .from(attendees)
      .where(and(eq(attendees.id, placeholder('id')), eq(attendees.event, placeholder('event'))))
      .limit(1),
  )
  const entry = prepare(
    db
      .select()
      .from(attendees)
      .where(and(eq(attendees.event, placeholder('event')), eq(attendees.emailKey, placeholder('emailKey'))))
      .limit(1),
  )
  const registered = prepare(
    db
      .select({ n: count() })
      .from(attendees)
      .where(and(eq(attendees.event, placeholder('event')), eq(attendees.status, placeholder('status')))),
  )
  const seatOffers = prepare(
    db
      .select({ n: count() })
      .from(attendees)
      .where(and(eq(attendees.event, placeholder('event')), gt(attendees.seatOfferedAt, placeholder('since')))),
  )
  const writeCount = prepare(
    db
      .update(events)
      .set({ registrationCount: placeholder('count'), updatedAt: placeholder('updatedAt') })
      .where(eq(events.id, placeholder('id'))),
  )
  // A night's listeners and their owners in one read (cms/modules/webhooks/emit.ts): Payload's
  // find built two queries anew for every seat a rush gave, inside the night's lock.
  const endpointColumn = (field: string) => endpoints[endpointColumns.column(field)!]
  const userColumn = (field: string) => users[userColumns.column(field)!]
  const nightEndpointsOf = prepare(
    db
      .select({
        id: endpoints.id,
        events: endpointColumn('events'),
        ownerId: users.id,
        ownerRole: userColumn('role'),
        ownerApproved: userColumn('approved'),
      })
      .from(endpoints)
      .leftJoin(users, eq(users.id, endpointColumn('owner')))
      .where(
        and(
          eq(endpointColumn('enabled'), true),
          or(
            eq(endpointColumn('eventId'), placeholder('event')),
            isNull(endpointColumn('eventId')),
            eq(endpointColumn('eventId'), ''),
          ),
        ),
      ),
  )
  const removeRow = prepare(db.delete(attendees).where(eq(attendees.id, placeholder('id'))))

  const doorLists = new Map<string, Statement>()
  /** Registered people by name; equal names newest first, the order Payload's own find gives (its createdAt fallback). */
  const doorListStatement = ({ answers: withAnswers = false, keys = false }: DoorColumns) => {
    const shape = `${withAnswers}:${keys}`
    let statement = doorLists.get(shape)
    if (!statement) {
      const { id, name, company, checkedInAt, answers, rowKey, anonymisedAt, createdAt } = attendees
      statement = prepare(
        db
          .select({
            id,
            name,
            company,
            checkedInAt,
            ...(withAnswers ? { answers } : {}),
            ...(keys ? { rowKey, anonymisedAt } : {}),
          })
          .from(attendees)
          .where(and(eq(attendees.event, placeholder('event')), eq(attendees.status, placeholder('status'))))
          .orderBy(asc(name), desc(createdAt)),
      )
      doorLists.set(shape, statement)
    }
    return statement
  }

  /** Columns whose value drizzle makes in JavaScript: given a fresh value at each run, not once at prepare time. */
  const madeInJavaScript = (table: Table, when: 'insert' | 'update') =>
    Object.entries(getTableColumns(table))
      .filter(([, column]) => (when === 'insert' ? column.defaultFn : column.onUpdateFn))
      .map(([key, column]) => ({ key, make: (when === 'insert' ? column.defaultFn : column.onUpdateFn)! }))
  const updateDefaults = madeInJavaScript(attendees, 'update')

  /** A row's values as placeholders, nulls as SQL NULL; the shape names which is which. */
  const valuesOf = (row: Record<string, unknown>) => {
    const keys = Object.keys(row).sort()
    const values: Record<string, unknown> = {}
    const placeholders: Record<string, unknown> = {}
    for (const key of keys) {
      if (row[key] === null) values[key] = sql`null`
      else {
        values[key] = placeholder(key)
        placeholders[key] = row[key]
      }
    }
    const shape = keys.map((key) => (row[key] === null ? `${key}=null` : key)).join(',')
    return { values, placeholders, shape }
  }

  /**
   * Inserts into `table`, one statement per shape of row (which columns it carries, which are
   * null), each prepared the first time its shape is written; with `returning`, the row as stored.
   */
  const insertsInto = (table: Table, returning: boolean) => {
    const defaults = madeInJavaScript(table, 'insert')
    const byShape = new Map<string, Statement>()
    return (row: Record<string, unknown>) => {
      for (const { key, make } of defaults) if (row[key] === undefined) row[key] = make()
      const { values, placeholders, shape } = valuesOf(row)
      let statement = byShape.get(shape)
      if (!statement) {
        const builder = db.insert(table).values(values)
        byShape.set(shape, (statement = prepare(returning ? builder.returning() : builder)))
      }
      return { statement, placeholders }
    }
  }
  const insertAttendee = insertsInto(attendees, true)
  const insertMail = insertsInto(outbox, false)
  const insertDelivery = insertsInto(deliveries, false)
  const updates = new Map<string, Statement>()

  const conditionOf = (onlyIf: RowCondition) => {
    const parts: SQL[] = [eq(attendees.id, placeholder('where_id'))]
    const values: Record<string, unknown> = {}
    for (const field of Object.keys(onlyIf).sort() as (keyof RowCondition)[]) {
      const value = onlyIf[field]
      if (field === 'checkedInAfter') {
        parts.push(gt(attendees[attendeeColumns.column('checkedInAt')!], placeholder('where_checkedInAfter')))
        values.where_checkedInAfter = value
        continue
      }
      const column = attendees[attendeeColumns.column(field)!]
      if (value === null) parts.push(isNull(column))
      else {
        parts.push(eq(column, placeholder(`where_${field}`)))
        values[`where_${field}`] = field === 'event' ? storedId(value as Id) : value
      }
    }
    return { condition: and(...parts)!, values, shape: Object.keys(onlyIf).sort().join(',') }
  }

  const toAttendee = (row: Record<string, unknown>) => attendeeColumns.toDocument<Attendee>(row)
  const first = async (statement: Statement, values: Record<string, unknown>, session?: UnitSession) =>
    (await statement.all<Record<string, unknown>>(values, session))[0]

  const store: SeatStore = {
    async event(eventId, req) {
      const id = storedId(eventId)
      if (id === null) return null
      const session = await sessionOf(req)
      const row = await first(session ? lockedEventById : eventById, { id }, session)
      if (session && row && req && dialect === 'postgres') await markEventsLocked(payload, [eventId], req)
      return row ? eventColumns.toDocument<SeatEvent>(row) : null
    },

    async row(rowId, req, of = {}) {
      const id = storedId(rowId)
      const event = of.event === undefined ? undefined : storedId(of.event)
      if (id === null || event === null) return null
      const session = await sessionOf(req)
      const row =
        event === undefined ? await first(attendeeById, { id }, session) : await first(attendeeOfEvent, { id, event }, session)
      return row ? toAttendee(row) : null
    },

    async entryOf(eventId, email, req) {
      const event = storedId(eventId)
      if (event === null) return null
      const row = await first(entry, { event, emailKey: emailKeyOf(email) }, await sessionOf(req))
      return row ? toAttendee(row) : null
    },

    async countRegistered(eventId, req) {
      const event = storedId(eventId)
      if (event === null) return 0
      const session = await sessionOf(req)
      // Inside a unit the event is locked first (PostgreSQL), so the count is the one the unit before left.
      if (session && req) await lockEventRow(payload, eventId, req)
      const row = await first(registered, { event, status: 'registered' }, session)
      return Number(row?.n ?? 0)
    },

    async countSeatOffersSince(eventId, since, req) {
      const event = storedId(eventId)
      if (event === null) return 0
      const row = await first(seatOffers, { event, since }, await sessionOf(req))
      return Number(row?.n ?? 0)
    },

    async doorList(eventId, columns = {}) {
      const event = storedId(eventId)
      if (event === null) return []
      const rows = await doorListStatement(columns).all<Record<string, unknown>>({ event, status: 'registered' })
      return rows.map((row) => attendeeColumns.toDocument<DoorRow>(row))
    },

    async recordCount(eventId, count, req) {
      const session = await sessionOf(req)
      if (!session) return fallback.recordCount(eventId, count, req)
      const id = storedId(eventId)
      if (id === null) return
      await writeCount.run({ id, count, updatedAt: new Date().toISOString() }, session)
      countRecorded(payload, req)
    },

    async insert(person, req) {
      const session = await sessionOf(req)
      if (!session) return fallback.insert(person, req)
      const row: Record<string, unknown> = attendeeColumns.toRow(newRow(person))
      row.event = storedId(person.event)
      const { statement, placeholders } = insertAttendee(row)
      try {
        const written = toAttendee((await statement.all<Record<string, unknown>>(placeholders, session))[0])
        attendeesWritten(payload, req)
        return written
      } catch (err) {
        // As Payload's adapter answers it (@payloadcms/drizzle's handleUpsertError): the unique index decided.
        if (isUniqueViolation(err))
          throw new ValidationError({ collection: 'attendees', errors: [{ message: 'Value must be unique', path: 'emailKey' }] })
        throw err
      }
    },

    async update(rowId, changes, req, onlyIf = {}) {
      const session = await sessionOf(req)
      if (!session) return fallback.update(rowId, changes, req, Object.keys(onlyIf).length ? onlyIf : undefined)
      const id = storedId(rowId)
      if (id === null) return null
      const row: Record<string, unknown> = { updatedAt: new Date().toISOString(), ...attendeeColumns.toRow(changes) }
      for (const { key, make } of updateDefaults) if (row[key] === undefined) row[key] = make()
      const { values, placeholders, shape } = valuesOf(row)
      const where = conditionOf(onlyIf)
      const key = `${shape}|${where.shape}`
      let statement = updates.get(key)
      if (!statement) updates.set(key, (statement = prepare(db.update(attendees).set(values).where(where.condition).returning())))
      const written = await first(statement, { ...placeholders, ...where.values, where_id: id }, session)
      attendeesWritten(payload, req)
      return written ? toAttendee(written) : null
    },

    async remove(rowId, req) {
      const session = await sessionOf(req)
      if (!session) return fallback.remove(rowId, req)
      const id = storedId(rowId)
      if (id === null) return
      await removeRow.run({ id }, session)
      attendeesWritten(payload, req)
    },

    async queueMail(row, req) {
      const session = await sessionOf(req)
      if (!session) return fallback.queueMail(row, req)
      const { statement, placeholders } = insertMail(outboxColumns.toRow({ ...row }))
      await statement.run(placeholders, session)
    },

    async queueDelivery(row, req) {
      const session = await sessionOf(req)
      if (!session) return fallback.queueDelivery(row, req)
      const { statement, placeholders } = insertDelivery(deliveryColumns.toRow({ ...row }))
      await statement.run(placeholders, session)
    },

    async nightEndpoints(eventId, req) {
      const rows = await nightEndpointsOf.all<{
        id: Id
        events: unknown
        ownerId: Id | null
        ownerRole: Role | null
        ownerApproved: boolean | null
      }>({ event: String(eventId) }, await sessionOf(req))
      return rows.map((row) => ({
        id: row.id,
        events: row.events,
        owner: row.ownerId === null ? null : { id: row.ownerId, role: row.ownerRole, approved: row.ownerApproved },
      }))
    },
  }
  return store
}

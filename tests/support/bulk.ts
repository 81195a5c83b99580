import { randomUUID } from 'node:crypto'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { TestServer } from './testServer'

/** Any table drizzle inserts into (the adapter types its tables as any). */
type AnyTable = Parameters<SQLiteAdapter['drizzle']['insert']>[0]

/**
 * Volume set-up for tests and benchmarks: one multi-row INSERT per thousand attendees
 * straight into the SQLite table, instead of ten thousand Local API round trips.
 */
export async function bulkInsertAttendees(
  server: TestServer,
  eventId: string | number,
  count: number,
  { checkedIn = false } = {},
) {
  const db = server.payload.db as unknown as SQLiteAdapter
  const table = db.tables.attendees as AnyTable
  const uuids = server.env.DATABASE_ID_TYPE === 'uuid'
  // One millisecond apart, the last a moment ago: a person registered next comes after them all.
  const first = Date.now() - count
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const index = start + offset
      const stamp = new Date(first + index).toISOString()
      return {
        ...(uuids ? { id: randomUUID() } : {}),
        event: eventId,
        name: `Person ${index}`,
        email: `p${index}@example.com`,
        emailKey: `p${index}@example.com`,
        company: 'Bulk Co',
        ...(checkedIn ? { checkedInAt: stamp } : {}),
        createdAt: stamp,
        updatedAt: stamp,
      }
    })
    await db.drizzle.insert(table).values(rows)
  }
}

/**
 * One registered row written as an earlier version may have stored it: through the adapter,
 * past today's validation (a name or company with a TAB or a line break, from before they had
 * to be one line), with the key rows made before issue 44 carry.
 */
export async function insertEarlierRow(
  server: TestServer,
  eventId: string | number,
  person: { name: string; email: string; company: string },
) {
  const now = new Date().toISOString()
  await server.payload.db.create({
    collection: 'attendees',
    data: {
      ...person,
      event: eventId,
      emailKey: person.email,
      status: 'registered',
      rowKey: 'legacy',
      createdAt: now,
      updatedAt: now,
    },
  })
}

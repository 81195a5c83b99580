import { createClient } from '@libsql/client'

/**
 * Volume for the CSV benchmark: one multi-row INSERT per 1,000 attendees straight into the
 * SQLite file (the server keeps running; WAL lets both write).
 */
export async function bulkAttendees(databaseUri: string, eventId: string | number, count: number) {
  const client = createClient({ url: databaseUri })
  await client.execute('PRAGMA busy_timeout = 15000')
  const base = Date.now()
  for (let start = 0; start < count; start += 1000) {
    const rows = Math.min(1000, count - start)
    const values: (string | number)[] = []
    for (let i = start; i < start + rows; i++) {
      const stamp = new Date(base + i).toISOString()
      values.push(eventId, `Person ${i}`, `person${i}@example.com`, `person${i}@example.com`, `Company ${i % 97}`, stamp, stamp)
    }
    await client.execute({
      sql: `INSERT INTO attendees (event_id, name, email, email_key, company, updated_at, created_at) VALUES ${Array(rows).fill('(?,?,?,?,?,?,?)').join(',')}`,
      args: values,
    })
  }
  client.close()
}

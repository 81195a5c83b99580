import fs from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { bareAnswers, serveBare } from './bareHttp'

/**
 * The bare baseline of every same-run comparison in `npm run bench`: `node:http` and
 * `node:sqlite`, no framework, no middleware (bench/bareHttp.ts).
 * - Reads: the JSON our server sent for the same URL, answered from memory (`BARE_READS`, a
 *   file mapping paths to bodies), the ceiling of a read.
 * - Registration: the same transaction shape as ours (WAL, synchronous NORMAL; in one
 *   `BEGIN IMMEDIATE`: the event's capacity, the count of its rows, the attendee row with a
 *   unique (event, email) key, the confirmation email's row, the stored count), so the burst
 *   compares what a registration must cost with what ours costs.
 */
const reads = new Map<string, string>(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BARE_READS!, 'utf8')) as Record<string, string>),
)
const db = new DatabaseSync(process.env.BARE_DB!)
db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 15000')
db.exec(`
  CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, max_attendees INTEGER NOT NULL, registration_count INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE IF NOT EXISTS attendees (
    id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, email_key TEXT NOT NULL,
    company TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (event_id, email_key));
  CREATE TABLE IF NOT EXISTS email_outbox (id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, template TEXT NOT NULL, data TEXT NOT NULL, status TEXT NOT NULL);
`)
const eventOf = db.prepare('SELECT max_attendees AS max FROM events WHERE id = ?')
const countOf = db.prepare('SELECT count(*) AS taken FROM attendees WHERE event_id = ?')
const insertAttendee = db.prepare(
  'INSERT INTO attendees (event_id, name, email, email_key, company, created_at) VALUES (?, ?, ?, ?, ?, ?)',
)
const insertMail = db.prepare(
  "INSERT INTO email_outbox (recipient, template, data, status) VALUES (?, 'confirmation', ?, 'pending')",
)
const recordCount = db.prepare('UPDATE events SET registration_count = ? WHERE id = ?')
const createEvent = db.prepare('INSERT INTO events (max_attendees) VALUES (?)')

serveBare({
  read: (url) => reads.get(url),
  createEvent: (maxAttendees) => Number(createEvent.run(maxAttendees).lastInsertRowid),
  register(eventId, { name, email, company }, send) {
    db.exec('BEGIN IMMEDIATE')
    try {
      const event = eventOf.get(eventId) as { max: number } | undefined
      if (!event) {
        db.exec('ROLLBACK')
        return send(404, bareAnswers.notFound)
      }
      const { taken } = countOf.get(eventId) as { taken: number }
      if (event.max > 0 && taken >= event.max) {
        db.exec('ROLLBACK')
        return send(409, bareAnswers.full)
      }
      const createdAt = new Date().toISOString()
      const row = insertAttendee.run(eventId, name, email, email.trim().toLowerCase(), company, createdAt)
      insertMail.run(email, JSON.stringify({ eventId, attendeeId: Number(row.lastInsertRowid) }))
      recordCount.run(taken + 1, eventId)
      db.exec('COMMIT')
      send(201, JSON.stringify({ id: Number(row.lastInsertRowid), eventId, name, email, company, createdAt }))
    } catch (err) {
      db.exec('ROLLBACK')
      const duplicate = (err as Error).message.includes('UNIQUE')
      send(duplicate ? 409 : 500, duplicate ? bareAnswers.duplicate : '{"message":"failed"}')
    }
  },
})

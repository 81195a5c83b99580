import pg from 'pg'
import { bareAnswers, serveBare } from './bareHttp'

/**
 * The bare baseline of the PostgreSQL burst (bench/postgresBurst.ts): `node:http` and `pg`, no
 * framework, a pool as large as one of our processes keeps (payload.config.ts), on its own
 * database (`BARE_DATABASE_URI`) of the same PostgreSQL server. A registration is the
 * transaction ours runs (cms/db/rowLocks.ts): lock the event's row, count its rows, insert the
 * attendee (unique event and email key) and the confirmation email's row, store the count, commit.
 */
const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URI, max: Number(process.env.BARE_POOL_SIZE) })
await pool.query(`
  CREATE TABLE IF NOT EXISTS events (id serial PRIMARY KEY, max_attendees integer NOT NULL, registration_count integer NOT NULL DEFAULT 0);
  CREATE TABLE IF NOT EXISTS attendees (
    id serial PRIMARY KEY, event_id integer NOT NULL REFERENCES events (id), name text NOT NULL, email text NOT NULL,
    email_key text NOT NULL, company text NOT NULL, created_at timestamptz NOT NULL, UNIQUE (event_id, email_key));
  CREATE TABLE IF NOT EXISTS email_outbox (id serial PRIMARY KEY, recipient text NOT NULL, template text NOT NULL, data jsonb NOT NULL, status text NOT NULL);
`)

serveBare({
  read: () => undefined,
  createEvent: async (maxAttendees) =>
    (await pool.query<{ id: number }>('INSERT INTO events (max_attendees) VALUES ($1) RETURNING id', [maxAttendees])).rows[0].id,
  async register(eventId, { name, email, company }, send) {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const event = await client.query<{ max: number }>('SELECT max_attendees AS max FROM events WHERE id = $1 FOR UPDATE', [
        eventId,
      ])
      if (!event.rows[0]) {
        await client.query('ROLLBACK')
        return send(404, bareAnswers.notFound)
      }
      const { taken } = (
        await client.query<{ taken: number }>('SELECT count(*)::int AS taken FROM attendees WHERE event_id = $1', [eventId])
      ).rows[0]
      if (event.rows[0].max > 0 && taken >= event.rows[0].max) {
        await client.query('ROLLBACK')
        return send(409, bareAnswers.full)
      }
      const createdAt = new Date().toISOString()
      const row = await client.query<{ id: number }>(
        'INSERT INTO attendees (event_id, name, email, email_key, company, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [eventId, name, email, email.trim().toLowerCase(), company, createdAt],
      )
      const id = row.rows[0].id
      await client.query(
        "INSERT INTO email_outbox (recipient, template, data, status) VALUES ($1, 'confirmation', $2, 'pending')",
        [email, JSON.stringify({ eventId, attendeeId: id })],
      )
      await client.query('UPDATE events SET registration_count = $1 WHERE id = $2', [taken + 1, eventId])
      await client.query('COMMIT')
      send(201, JSON.stringify({ id, eventId, name, email, company, createdAt }))
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined)
      const duplicate = (err as { code?: string }).code === '23505'
      send(duplicate ? 409 : 500, duplicate ? bareAnswers.duplicate : '{"message":"failed"}')
    } finally {
      client.release()
    }
  },
})

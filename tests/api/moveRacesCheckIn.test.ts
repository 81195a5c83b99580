import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import pg from 'pg'
import { createEvent, createHost } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { register } from '../support/nights'
import { waitFor } from '../support/waiting'
import { testDatabaseUri, testsOnPostgres } from '../support/testDatabase'
import { sessionsWaitingForLocks } from '../support/postgres'

/**
 * "Move to another night" and a check-in at the door for the same person at the same instant
 * (PostgreSQL runs the two units side by side; SQLite one after the other): one of them wins and
 * the other hears it, never both, so nobody standing in the room is moved away from the night.
 */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  server = await startTestServer()
  host = await createHost(server)
}, 60_000)
afterAll(() => server.stop())

describe('a move racing a check-in', () => {
  it('lets one of the two happen for each person, and the nights hold what the answers said', async () => {
    const source = await createEvent(host.client, { name: 'Race Source Night', maxAttendees: 0 })
    const target = await createEvent(host.client, { name: 'Race Target Night', maxAttendees: 0 })
    const people = []
    for (let i = 0; i < 30; i++) people.push(await register(server, source.id, { name: `Racer ${i}` }))
    const answers = await Promise.all(
      people.map(async (person) => {
        const [moved, checkedIn] = await Promise.all([
          host.client.post(`/api/events/${source.id}/attendees/${person.id}/move`, { toEventId: target.id }),
          host.client.post(`/api/events/${source.id}/check-ins`, { attendeeId: person.id }),
        ])
        return { person, moved: moved.status, checkedIn: checkedIn.status }
      }),
    )
    for (const { person, moved, checkedIn } of answers) {
      // Exactly one wins: a move after the check-in is 409, a check-in after the move 404.
      expect([person.name, [moved, checkedIn].sort()]).toEqual(
        moved === 200 ? [person.name, [200, 404]] : [person.name, [201, 409]],
      )
      const row = await server.payload.findByID({ collection: 'attendees', id: person.id, depth: 0, disableErrors: true })
      if (moved === 200) expect(row).toBeNull()
      else expect(row?.checkedInAt).toBeTruthy()
    }
  }, 120_000)

  it('holds the row it moves: a check-in landing mid-move waits and then finds nobody (decision 580)', async () => {
    const source = await createEvent(host.client, { name: 'Held Source Night' })
    const target = await createEvent(host.client, { name: 'Held Target Night' })
    const person = await register(server, source.id, { name: 'Held Racer' })
    // A record of a reminder sent to them: the move deletes it before the row itself.
    await server.payload.create({
      collection: 'sent-reminders',
      data: { key: `24h:${source.id}:${person.id}`, event: String(source.id), attendee: String(person.id), kind: '24h' },
    })
    const move = () => host.client.post(`/api/events/${source.id}/attendees/${person.id}/move`, { toEventId: target.id })
    const checkIn = () => host.client.post(`/api/events/${source.id}/check-ins`, { attendeeId: person.id })
    if (!testsOnPostgres()) {
      // SQLite runs one unit at a time: the move first, then the check-in finds nobody.
      expect([(await move()).status, (await checkIn()).status]).toEqual([200, 404])
      return
    }
    // PostgreSQL: another session holds that record, so the move stops mid-way, after reading the
    // row as not checked in; the door's check-in arrives then.
    const uri = testDatabaseUri(server.dir)
    const waiting = () => sessionsWaitingForLocks(uri)
    const holder = new pg.Client({ connectionString: uri })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('SELECT id FROM sent_reminders WHERE attendee = $1 FOR UPDATE', [String(person.id)])
      const moving = move()
      await waitFor(async () => (await waiting()) === 1, 10_000, 'the move waiting for the held record')
      let checkedIn: Awaited<ReturnType<typeof checkIn>> | undefined
      const checking = checkIn().then((answer) => (checkedIn = answer))
      // Either the check-in is answered at once (it slipped past the move) or it waits for the move.
      await waitFor(async () => checkedIn !== undefined || (await waiting()) === 2, 10_000, 'the check-in answered or waiting')
      await holder.query('COMMIT')
      const [moved] = await Promise.all([moving, checking])
      expect([moved.status, checkedIn!.status]).toEqual([200, 404])
      expect(await server.payload.findByID({ collection: 'attendees', id: person.id, disableErrors: true })).toBeNull()
    } finally {
      await holder.end()
    }
  }, 60_000)
})

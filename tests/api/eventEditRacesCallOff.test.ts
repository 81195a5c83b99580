import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createEvent, createHost, eventBody } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { testDatabaseUri, testsOnPostgres } from '../support/testDatabase'
import { actWhileUncommitted } from '../support/postgres'

/**
 * A host's edit of a night and another unit changing the same night at the same instant (a
 * call-off, a team change, a seat sold). Payload's update reads the row and writes all of it
 * back, so the edit takes the night's lock before it reads (cms/modules/events/service.ts): it
 * waits for the other unit and keeps what that unit wrote. SQLite runs one unit at a time;
 * PostgreSQL runs them side by side.
 */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  server = await startTestServer()
  host = await createHost(server)
}, 60_000)
afterAll(() => server.stop())

describe('an edit racing a call-off', () => {
  it('does not reopen a night called off while the edit was under way', async () => {
    const night = await createEvent(host.client, { name: 'Racing Edit Night' })
    const { body: before } = await host.client.get<{ date: string; endDate: string }>(`/api/events/${night.id}`)
    const edit = () =>
      host.client.patch(
        `/api/events/${night.id}`,
        eventBody({ name: 'Racing Edit Night', date: before.date, endDate: before.endDate, description: 'Now with snacks.' }),
      )
    const archivedNow = async () =>
      (await server.payload.findByID({ collection: 'events', id: night.id, depth: 0 })).archived === true
    if (!testsOnPostgres()) {
      // SQLite: the call-off first, then the edit reads the night as called off and keeps it so.
      expect((await host.client.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)
      expect((await edit()).status).toBe(200)
      expect(await archivedNow()).toBe(true)
      return
    }
    // PostgreSQL: another session stands for the call-off's unit, its write done and not yet
    // committed; the host's edit of the description arrives then.
    const edited = await actWhileUncommitted(
      testDatabaseUri(server.dir),
      [
        ['SELECT id FROM events WHERE id = $1 FOR UPDATE', [night.id]],
        ['UPDATE events SET archived = true WHERE id = $1', [night.id]],
      ],
      edit,
    )
    expect(edited.status).toBe(200)
    // The edit is there, and the night is still called off.
    const { body: after } = await host.client.get<{ description: string }>(`/api/events/${night.id}`)
    expect(after.description).toContain('Now with snacks.')
    expect(await archivedNow()).toBe(true)
  }, 60_000)
})

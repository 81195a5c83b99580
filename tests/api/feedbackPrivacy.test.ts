import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { outboxIdle } from '../support/waiting'
import { endedDaysAgo, register } from '../support/nights'
import { checkInAt, morningAfterOfNight, pulseTokensInOutbox } from '../support/pulse'
import { messages } from '../../contract/messages'
import type { MyDataDto } from '../../contract/privacy'

/**
 * Morning-after answers and privacy (docs/privacy.md "The morning after"): the export carries
 * them; erasure and the retention purge take them with the row (collections/Feedback/forget.ts); a
 * removal by the team or in the CMS is refused while an answer stands (decision 591).
 */
let server: TestServer
let master: Client

beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
})
afterAll(() => server.stop())

/** A night that happened, its people checked in, the pulse sent and each of them answering. */
async function answeredNight(name: string, count: number, { answering = true } = {}) {
  const night = await createEvent(master, { name })
  const people = []
  for (let i = 0; i < count; i++) people.push(await register(server, night.id, { name: `${name} ${i}` }))
  for (const person of people) await checkInAt(master, night.id, person.id)
  await endedDaysAgo(server, night.id, 0.5)
  await server.morningAfter.runOnce((await morningAfterOfNight(server, night.id)) + 60_000)
  await outboxIdle(server.payload)
  const sent = pulseTokensInOutbox(server)
  for (const person of people) {
    const token = sent.get(person.email)
    expect(token).toBeTruthy()
    if (!answering) continue
    const put = await new Client(server.url).request('PUT', `/api/feedback/${token}`, {
      rating: 4,
      comment: `From ${person.name}`,
    })
    expect(put.status).toBe(200)
  }
  return { night, people }
}

const answersOf = async (attendeeId: string | number) =>
  (
    await server.payload.count({
      collection: 'feedback',
      where: { and: [{ attendee: { equals: attendeeId } }, { rating: { exists: true } }] },
    })
  ).totalDocs
const pulsesOf = async (attendeeId: string | number) =>
  (await server.payload.count({ collection: 'feedback', where: { attendee: { equals: attendeeId } } })).totalDocs

describe('morning-after answers and privacy', () => {
  it("are in the person's export", async () => {
    const { people } = await answeredNight('Export Night', 1)
    const exported = await new Client(server.url).get<MyDataDto>(`/api/registrations/${people[0].token}/export`)
    expect(exported.status).toBe(200)
    expect(exported.body.registrations[0].feedback).toMatchObject({
      rating: 4,
      comment: 'From Export Night 0',
      anonymous: false,
      metSomeoneUseful: null,
    })
    expect(exported.body.contains).toContain('How was the night?')
  })

  it('go with an erased address, and only with it', async () => {
    const { people } = await answeredNight('Erase Night', 2)
    expect(await answersOf(people[0].id)).toBe(1)
    expect((await master.post('/api/privacy/erase', { email: people[0].email })).status).toBe(200)
    expect(await answersOf(people[0].id)).toBe(0)
    // The other person's answer stays.
    expect(await answersOf(people[1].id)).toBe(1)
  })

  it("keep the row from the host's removal and the master's CMS delete; a pulse not answered goes with its row", async () => {
    const { night, people } = await answeredNight('Removal Night', 2)
    const removed = await master.delete(`/api/events/${night.id}/attendees/${people[0].id}`)
    expect([removed.status, removed.text]).toEqual([409, JSON.stringify({ message: messages.answeredStays })])
    expect((await master.delete(`/cms/api/attendees/${people[1].id}`)).status).toBe(409)
    expect(await answersOf(people[0].id)).toBe(1)
    expect(await answersOf(people[1].id)).toBe(1)
    // Asked and not answering: the row and its pulse link go together.
    const { night: quiet, people: asked } = await answeredNight('Unanswered Night', 1, { answering: false })
    expect(await pulsesOf(asked[0].id)).toBe(1)
    expect((await master.delete(`/api/events/${quiet.id}/attendees/${asked[0].id}`)).status).toBe(200)
    expect(await pulsesOf(asked[0].id)).toBe(0)
  })

  it('go with the retention purge', async () => {
    const { night, people } = await answeredNight('Old Night', 1)
    await endedDaysAgo(server, night.id, 400)
    await server.purgeJob.runOnce(Date.now() + 3 * 86_400_000)
    expect(await answersOf(people[0].id)).toBe(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { OUTCOMES_MINIMUM, type OutcomesDto } from '../../contract/feedback'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { createEvent, createHost, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { outboxIdle } from '../support/waiting'
import { endedDaysAgo, register } from '../support/nights'
import { checkInAt, morningAfterOfNight, pulseTokensInOutbox } from '../support/pulse'
import { networkingNight, networkingOf, registerWith } from '../support/networking'

/**
 * What a night achieved (`GET /api/events/{id}/outcomes`, docs/api.md "The morning after"): the
 * team's figures, ratings, the split and comments only from 5 answers, anonymous comments
 * without a name, another host 403, the CSV and the sponsors' report.
 */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>
let night: { id: string | number }
const people: Awaited<ReturnType<typeof register>>[] = []
const tokens: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  host = await createHost(server)
  night = await createEvent(host.client, { name: 'Outcome Night' })
  // Seven registered, six come, one cancels.
  for (let i = 0; i < 8; i++) people.push(await register(server, night.id, { name: `Person ${i}`, company: `Co ${i}` }))
  for (const person of people.slice(0, 6)) await checkInAt(host.client, night.id, person.id)
  expect((await new Client(server.url).post(`/api/registrations/${people[7].token}/cancel`)).status).toBe(200)
  await endedDaysAgo(server, night.id, 0.5)
  await server.morningAfter.runOnce((await morningAfterOfNight(server, night.id)) + 60_000)
  await outboxIdle(server.payload)
  const sent = pulseTokensInOutbox(server)
  for (const person of people.slice(0, 6)) tokens.push(sent.get(person.email)!)
  expect(tokens.every(Boolean)).toBe(true)
}, 180_000)
afterAll(() => server.stop())

const answer = (i: number, body: Record<string, unknown>) =>
  new Client(server.url).request('PUT', `/api/feedback/${tokens[i]}`, body).then((res) => expect(res.status).toBe(200))
const outcomes = (client = host.client) => client.get<OutcomesDto>(`/api/events/${night.id}/outcomes`)

describe('GET /api/events/{id}/outcomes', () => {
  it('counts who came and withholds ratings, the split and comments below 5 answers', async () => {
    await answer(0, { rating: 5, metSomeoneUseful: true, comment: 'Loved it', anonymous: true })
    await answer(1, { rating: 4, metSomeoneUseful: true, comment: 'Met a welder' })
    await answer(2, { rating: 3, metSomeoneUseful: false })
    await answer(3, { rating: 4 })
    const below = await outcomes()
    expect(below.status).toBe(200)
    expect(below.body).toMatchObject({
      registered: 7,
      checkedIn: 6,
      noShowRate: 0.1429,
      responses: OUTCOMES_MINIMUM - 1,
      responseRate: 0.6667,
      rating: null,
      metSomeoneUseful: null,
      comments: [],
      networking: { optedIn: 0, optInRate: 0, swapsRequested: 0, swapsMutual: 0, peopleWithMutualSwap: 0 },
      firstTimers: { count: 6, cameBackWithin90Days: 0 },
    })
  })

  it('shows them from the fifth answer; an anonymous comment names nobody', async () => {
    await answer(4, { rating: 2, metSomeoneUseful: false })
    const { body } = await outcomes()
    expect(body.responses).toBe(5)
    expect(body.rating).toEqual({ average: 3.6, counts: { '1': 0, '2': 1, '3': 1, '4': 2, '5': 1 } })
    expect(body.metSomeoneUseful).toEqual({ yes: 2, no: 2 })
    expect(body.comments).toEqual(
      expect.arrayContaining([
        { text: 'Loved it', name: null },
        { text: 'Met a welder', name: 'Person 1' },
      ]),
    )
    expect(body.comments).toHaveLength(2)
    expect(JSON.stringify(body)).not.toContain('Person 0')
  })

  it('is for the team and the master admin: another host 403, signed out 401, unknown 404', async () => {
    expect((await outcomes(await signInMaster(server))).status).toBe(200)
    expect((await outcomes((await createHost(server)).client)).status).toBe(403)
    expect((await outcomes(new Client(server.url))).status).toBe(401)
    expect((await host.client.get('/api/events/999999/outcomes')).status).toBe(404)
    expect((await new Client(server.url).get(`/api/events/${night.id}/outcomes/download`)).status).toBe(401)
  })

  it('exports the figures as CSV, and the sponsors report carries them', async () => {
    const csv = await host.client.get<string>(`/api/events/${night.id}/outcomes/download`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="outcomes-event-${night.id}.csv"`)
    expect(csv.text).toContain('"Figure","Value"')
    expect(csv.text).toContain('"Average rating (1-5)","3.6"')
    expect(csv.text).toContain('"Met someone useful: yes","2"')
    expect(csv.text).not.toContain('Loved it')
    const report = await host.client.get<string>(`/api/reports/events/${night.id}/download`)
    expect(report.status).toBe(200)
    expect(report.text).toContain('"Outcomes"')
    expect(report.text).toContain('"Response rate (of those who came)","83.3%"')
  })

  it("keeps every answer's figure when the team undoes and redoes a check-in, so no figure tells one person's answer", async () => {
    await answer(5, { rating: 1, metSomeoneUseful: false, comment: 'Too loud', anonymous: true })
    const before = (await outcomes()).body
    expect(before).toMatchObject({ checkedIn: 6, responses: 6, responseRate: 1 })
    expect((await host.client.request('DELETE', `/api/events/${night.id}/check-ins/${people[5].id}`)).status).toBe(200)
    const undone = (await outcomes()).body
    expect(undone).toMatchObject({ checkedIn: 5, responses: 6, responseRate: 1 })
    expect(undone.rating).toEqual(before.rating)
    expect(undone.metSomeoneUseful).toEqual(before.metSomeoneUseful)
    expect(undone.comments).toEqual(before.comments)
    expect(undone.comments).toContainEqual({ text: 'Too loud', name: null })
    await checkInAt(host.client, night.id, people[5].id)
    expect((await outcomes()).body).toEqual(before)
  })

  it('refuses to remove or move someone who answered, by the team or in the CMS, even with their check-in undone; a no-show goes', async () => {
    const before = (await outcomes()).body
    const removal = await host.client.request('DELETE', `/api/events/${night.id}/attendees/${people[5].id}`)
    expect(removal.status).toBe(409)
    expect(removal.body).toEqual({ message: messages.answeredStays })
    const master = await signInMaster(server)
    expect((await master.request('DELETE', `/cms/api/attendees/${people[4].id}`)).status).toBe(409)
    // A move takes the row off the night as a removal does: undone check-in first, then moved.
    const elsewhere = await createEvent(host.client, { name: 'Elsewhere Night' })
    expect((await host.client.request('DELETE', `/api/events/${night.id}/check-ins/${people[3].id}`)).status).toBe(200)
    const move = await host.client.post(`/api/events/${night.id}/attendees/${people[3].id}/move`, { toEventId: elsewhere.id })
    expect([move.status, move.body]).toEqual([409, { message: messages.answeredStays }])
    await checkInAt(host.client, night.id, people[3].id)
    expect((await outcomes()).body).toEqual(before)
    // Someone who never came never answered: the team may tidy them away.
    expect((await host.client.request('DELETE', `/api/events/${night.id}/attendees/${people[6].id}`)).status).toBe(200)
    expect((await outcomes()).body).toMatchObject({ responses: 6, rating: before.rating, comments: before.comments })
  })
})

// As people change things after the night: an erasure (decision 577) and someone stopping "Who to
// meet" once the night is over (decision 578).
const outcomesOf = async (nightId: string | number) => {
  const answer = await host.client.get<OutcomesDto>(`/api/events/${nightId}/outcomes`)
  expect(answer.status).toBe(200)
  return answer.body
}

describe('first-timers after an erasure', () => {
  it('counts the erased person as no first-timer anywhere, instead of at every night they came to', async () => {
    const first = await createEvent(host.client, { name: 'First Erasure Night' })
    const later = await createEvent(host.client, { name: 'Later Erasure Night' })
    const erin = await register(server, first.id, { name: 'Erin Regular', email: 'erin.regular@example.com' })
    const ann = await register(server, first.id, { name: 'Ann Once' })
    const erinAgain = await register(server, later.id, { name: 'Erin Regular', email: 'erin.regular@example.com' })
    const bob = await register(server, later.id, { name: 'Bob New' })
    for (const [night, person] of [
      [first, erin],
      [first, ann],
      [later, erinAgain],
      [later, bob],
    ] as const)
      await checkInAt(host.client, night.id, person.id)
    await endedDaysAgo(server, first.id, 20)
    await endedDaysAgo(server, later.id, 5)
    expect((await outcomesOf(first.id)).firstTimers).toEqual({ count: 2, cameBackWithin90Days: 1 })
    expect((await outcomesOf(later.id)).firstTimers).toEqual({ count: 1, cameBackWithin90Days: 0 })

    expect((await (await signInMaster(server)).post('/api/privacy/erase', { email: erin.email })).status).toBe(200)
    // Her rows still came (the reports keep them) but link to nothing: not a first visit at the later night.
    expect(await outcomesOf(later.id)).toMatchObject({ checkedIn: 2, firstTimers: { count: 1, cameBackWithin90Days: 0 } })
    expect(await outcomesOf(first.id)).toMatchObject({ checkedIn: 2, firstTimers: { count: 1, cameBackWithin90Days: 0 } })
  })
})

describe('"Who to meet" figures after someone stops it', () => {
  it('still counts as opted in someone who kept a mutual swap, so no figure exceeds it', async () => {
    const night = await networkingNight(host.client, { name: 'Withdrawn Afterwards Night' })
    const ann = await registerWith(server, night.id, { name: 'Ann Swaps' }, { offers: ['CNC machining'], share: { email: true } })
    const ben = await registerWith(server, night.id, { name: 'Ben Swaps' }, { needs: ['CNC machining'], share: { email: true } })
    await registerWith(server, night.id, { name: 'Cal Looks' }, { needs: ['Packaging'], share: { email: true } })
    await registerWith(server, night.id, { name: 'Dee Not In' }, null)
    const code = (await networkingOf(server, ben.token)).contactCode!
    expect((await new Client(server.url).post(`/api/registrations/${ann.token}/swaps`, { code })).status).toBe(201)
    const back = (await networkingOf(server, ann.token)).contactCode!
    expect((await new Client(server.url).post(`/api/registrations/${ben.token}/swaps`, { code: back })).status).toBe(200)
    const before = { optedIn: 3, optInRate: 0.75, swapsRequested: 1, swapsMutual: 1, peopleWithMutualSwap: 2 }
    expect((await outcomesOf(night.id)).networking).toEqual(before)

    // The day after, Ann stops "Who to meet": her profile goes, the swap she made stays hers and Ben's.
    expect((await new Client(server.url).delete(`/api/registrations/${ann.token}/networking`)).status).toBe(200)
    expect((await outcomesOf(night.id)).networking).toEqual(before)
  })
})

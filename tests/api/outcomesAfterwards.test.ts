import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, createHost, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { endedDaysAgo, register } from '../support/nights'
import { checkInAt } from '../support/pulse'
import { networkingNight, networkingOf, registerWith } from '../support/networking'
import type { OutcomesDto } from '../../contract/feedback'

/**
 * A night's outcomes (`GET /api/events/{id}/outcomes`) as people change things after it: an
 * erasure (decision 577) and someone stopping "Who to meet" once the night is over (decision 578).
 */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  server = await startTestServer()
  host = await createHost(server)
}, 60_000)
afterAll(() => server.stop())

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

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startWithRoles, type RoleClients } from '../support/roles'
import { endedDaysAgo } from '../support/nights'
import { networkingNight, networkingOf, networkingRowsOf, registerWith } from '../support/networking'
import type { MyDataDto } from '../../contract/privacy'
import type { TestServer } from '../support/testServer'

/**
 * "Who to meet" under the privacy rules (docs/privacy.md): "Download my data" holds the
 * profile, the contact code and the swaps; an erasure takes the profile and both sides of every
 * swap; the retention purge does the same for a night past the period.
 */
let server: TestServer
let roles: RoleClients

beforeAll(async () => {
  roles = await startWithRoles()
  server = roles.server
})
afterAll(() => server.stop())

/** Ann swapped with Ben (mutual) and asked Cat (pending), on a night with networking on. */
async function threePeople(name: string) {
  const night = await networkingNight(roles.owner.client, { name })
  const ann = await registerWith(
    server,
    night.id,
    { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
    { offers: ['CNC machining'], line: 'Five-axis', share: { email: true, url: 'https://ann.example.com' } },
  )
  const ben = await registerWith(server, night.id, { name: 'Ben Okafor', company: 'Boxwell' }, { needs: ['CNC machining'] })
  const cat = await registerWith(server, night.id, { name: 'Cat Chen', company: 'Circuit Co' }, { needs: ['Packaging'] })
  const code = async (token: string) => (await networkingOf(server, token)).contactCode!
  expect((await roles.anonymous.post(`/api/registrations/${ann.token}/swaps`, { code: await code(ben.token) })).status).toBe(201)
  expect((await roles.anonymous.post(`/api/registrations/${ben.token}/swaps`, { code: await code(ann.token) })).status).toBe(200)
  expect((await roles.anonymous.post(`/api/registrations/${ann.token}/swaps`, { code: await code(cat.token) })).status).toBe(201)
  return { night, ann, ben, cat }
}

describe('Download my data', () => {
  it('holds the profile, its contact code and every swap, the other side by first name and company only', async () => {
    const { ann, ben } = await threePeople('Export Night')
    const annCode = (await networkingOf(server, ann.token)).contactCode
    const [mine] = (await roles.anonymous.get<MyDataDto>(`/api/registrations/${ann.token}/export`)).body.registrations
    expect(mine.networking).toEqual({
      offers: ['CNC machining'],
      needs: [],
      line: 'Five-axis',
      share: { email: true, phone: null, url: 'https://ann.example.com' },
      printOnBadge: false,
      contactCode: annCode,
    })
    expect(mine.swaps).toEqual([
      {
        direction: 'asked',
        status: 'mutual',
        with: { firstName: 'Ben', company: 'Boxwell' },
        requestedAt: expect.any(String),
        acceptedAt: expect.any(String),
      },
      {
        direction: 'asked',
        status: 'requested',
        with: { firstName: 'Cat', company: 'Circuit Co' },
        requestedAt: expect.any(String),
        acceptedAt: null,
      },
    ])
    const export_ = await roles.anonymous.get<MyDataDto>(`/api/registrations/${ben.token}/export`)
    expect(export_.body.registrations[0].swaps).toEqual([
      {
        direction: 'askedBy',
        status: 'mutual',
        with: { firstName: 'Ann', company: 'Alvarez Tooling' },
        requestedAt: expect.any(String),
        acceptedAt: expect.any(String),
      },
    ])
    expect(export_.text).not.toContain(ann.email)
    expect(export_.text).not.toContain('Alvarez"')
    expect(export_.body.contains).toContain('Who to meet')
  })

  it('names the other side of a swap only while they are opted in, as the manage page does', async () => {
    const { ann, ben } = await threePeople('Withdrawn Export Night')
    const exportedSwaps = async (token: string) =>
      (await roles.anonymous.get<MyDataDto>(`/api/registrations/${token}/export`)).body.registrations[0].swaps
    expect((await roles.anonymous.delete(`/api/registrations/${ben.token}/networking`)).status).toBe(200)
    const swaps = await exportedSwaps(ann.token)
    expect(swaps.map((swap) => [swap.status, swap.with])).toEqual([
      ['mutual', null],
      ['requested', { firstName: 'Cat', company: 'Circuit Co' }],
    ])
    expect(JSON.stringify(swaps)).not.toContain('Boxwell')
    // Ben's own export keeps his side of the swap, Ann by name: she still shares with him.
    expect((await exportedSwaps(ben.token)).map((swap) => swap.with)).toEqual([{ firstName: 'Ann', company: 'Alvarez Tooling' }])
    // Opting in again brings the mutual swap back, in the export as on the page.
    const rejoined = await roles.anonymous.request('PUT', `/api/registrations/${ben.token}/networking`, {
      needs: ['CNC machining'],
    })
    expect(rejoined.status).toBe(200)
    expect((await exportedSwaps(ann.token))[0].with).toEqual({ firstName: 'Ben', company: 'Boxwell' })
  })
})

describe('erasure', () => {
  it("takes the profile, the code and both sides of every swap: the others' views lose the person at once", async () => {
    const { ann, ben, cat } = await threePeople('Erasure Night')
    const annCode = (await networkingOf(server, ann.token)).contactCode!
    expect((await networkingOf(server, ben.token)).swaps.mutual).toHaveLength(1)
    expect((await roles.master.post('/api/privacy/erase', { email: ann.email })).status).toBe(200)
    expect(await networkingRowsOf(server, ann.id)).toEqual({ profiles: 0, swaps: 0 })
    expect((await networkingOf(server, ben.token)).swaps).toEqual({ incoming: [], outgoing: [], mutual: [] })
    expect((await networkingOf(server, cat.token)).swaps.incoming).toEqual([])
    expect((await roles.anonymous.get(`/api/contact-codes/${annCode}`)).status).toBe(404)
    expect((await roles.anonymous.post(`/api/registrations/${ben.token}/swaps`, { code: annCode })).status).toBe(404)
    // Ben and Cat keep their own profiles.
    expect(await networkingRowsOf(server, ben.id)).toEqual({ profiles: 1, swaps: 0 })
  })
})

describe('the retention purge', () => {
  it('takes the profiles and swaps of a night past the period, and leaves a recent night alone', async () => {
    const old = await threePeople('Long Ago Night')
    const recent = await threePeople('Recent Night')
    await endedDaysAgo(server, old.night.id, 400)
    // Today's purge ran at start: the job purges once a day, so this is tomorrow's.
    expect(await server.purgeJob.runOnce(Date.now() + 86_400_000)).toMatchObject({ counts: { attendees: 3 } })
    for (const person of [old.ann, old.ben, old.cat])
      expect(await networkingRowsOf(server, person.id)).toEqual({ profiles: 0, swaps: 0 })
    expect(await networkingRowsOf(server, recent.ann.id)).toEqual({ profiles: 1, swaps: 2 })
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHost } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { networkingNight, networkingOf, registerWith } from '../support/networking'
import type { NetworkingAggregateDto, NetworkingProfileInput, SuggestionDto } from '../../contract/networking'
import type { EventDto } from '../../contract/types'
import type { TestServer } from '../support/testServer'

/**
 * "3 people to look for tonight" over real HTTP (docs/api.md "Who to meet"): a fixed night of
 * eight people with the exact lists the rule gives, as people cancel and withdraw; the exposure
 * cap; the suggestion's exact keys; the host's counts per role and below 5 people.
 */
let server: TestServer
let roles: RoleClients
let cohost: Awaited<ReturnType<typeof createHost>>

const CNC = 'CNC machining'
const SHEET = 'Sheet metal'
const MOULD = 'Injection moulding'
const PCB = 'PCB assembly'
const ELEC = 'Electronics design'
const PRINT = '3D printing'
const PACK = 'Packaging'
const SUPPLY = 'Supply chain'

/** The eight: Dan works where Ann does (spelled differently), Hal did not opt in. */
const EIGHT: { key: string; name: string; company: string; profile?: NetworkingProfileInput }[] = [
  {
    key: 'ann',
    name: 'Ann Alvarez',
    company: 'Alvarez Tooling',
    profile: { offers: [PACK, SUPPLY, MOULD], needs: [PRINT, SHEET, CNC], line: 'Moulded parts, small runs' },
  },
  {
    key: 'ben',
    name: 'Ben Okafor',
    company: 'Brooks Boxes',
    profile: { offers: [CNC], needs: [PACK, SUPPLY, MOULD], line: 'Boxes' },
  },
  { key: 'cat', name: 'Cat Chen', company: 'Circuit Co', profile: { offers: [PCB], needs: [ELEC] } },
  { key: 'dan', name: 'Dan Diaz', company: 'ALVAREZ-tooling.', profile: { offers: [PCB, SHEET], needs: [PACK] } },
  {
    key: 'eve',
    name: 'Eve Evans',
    company: 'Eve Fab',
    profile: { offers: [PCB, SHEET], needs: [ELEC], line: 'Laser and brake' },
  },
  { key: 'finn', name: 'Finn Larsen', company: 'Finn Works', profile: { offers: [PRINT, SHEET, MOULD], needs: [ELEC, SUPPLY] } },
  { key: 'gus', name: 'Gus Moreno', company: 'Gus Goods', profile: { offers: [CNC], needs: [PACK] } },
  { key: 'hal', name: 'Hal Hughes', company: 'Hal Holdings' },
]

const offer = (tag: string) => ({ tag, direction: 'theyOffer' })
const need = (tag: string) => ({ tag, direction: 'theyNeed' })
const ANN = { firstName: 'Ann', company: 'Alvarez Tooling', line: 'Moulded parts, small runs' }
const BEN = { firstName: 'Ben', company: 'Brooks Boxes', line: 'Boxes' }
const EVE = { firstName: 'Eve', company: 'Eve Fab', line: 'Laser and brake' }
const FINN = { firstName: 'Finn', company: 'Finn Works', line: '' }
const GUS = { firstName: 'Gus', company: 'Gus Goods', line: '' }

/** Every list of the night, as the rule must give it with everyone in. */
const ALL_IN = {
  ann: [
    { ...BEN, reasons: [offer(CNC), need(PACK), need(SUPPLY), need(MOULD)] },
    { ...FINN, reasons: [offer(PRINT), offer(SHEET), need(SUPPLY)] },
    { ...GUS, reasons: [offer(CNC), need(PACK)] },
    // Eve (score 1) is a fourth: not shown.
  ],
  ben: [
    { ...ANN, reasons: [offer(PACK), offer(SUPPLY), offer(MOULD), need(CNC)] },
    { ...FINN, reasons: [offer(MOULD)] },
  ],
  // Nobody offers electronics design.
  cat: [],
  // Ann would score 2, but she works at the same company.
  dan: [],
  eve: [{ ...ANN, reasons: [need(SHEET)] }],
  finn: [
    { ...ANN, reasons: [offer(SUPPLY), need(PRINT), need(SHEET)] },
    { ...BEN, reasons: [need(MOULD)] },
  ],
  gus: [{ ...ANN, reasons: [offer(PACK), need(CNC)] }],
  hal: [],
}

type Person = Awaited<ReturnType<typeof registerWith>> & { key: string }

async function registerEight(eventId: EventDto['id'], order = EIGHT) {
  const people: Record<string, Person> = {}
  for (const person of order) {
    people[person.key] = {
      ...(await registerWith(server, eventId, { name: person.name, company: person.company }, person.profile)),
      key: person.key,
    }
  }
  return people
}

async function listsOf(people: Record<string, Person>) {
  const lists: Record<string, SuggestionDto[]> = {}
  for (const [key, person] of Object.entries(people)) lists[key] = (await networkingOf(server, person.token)).suggestions
  return lists
}

beforeAll(async () => {
  roles = await startWithRoles()
  server = roles.server
  cohost = await createHost(server, { name: 'Cora Cohost' })
})
afterAll(() => server.stop())

describe('the eight-person night', () => {
  let night: EventDto
  let people: Record<string, Person>

  beforeAll(async () => {
    night = await networkingNight(roles.owner.client)
    expect((await roles.owner.client.post(`/api/events/${night.id}/team`, { email: cohost.email })).status).toBe(201)
    people = await registerEight(night.id)
  })

  it('gives exactly the lists of the rule: same company excluded, no score 0, at most 3, best first', async () => {
    expect(await listsOf(people)).toEqual(ALL_IN)
  })

  it('gives each suggestion exactly {firstName, company, line, reasons:[{tag, direction}]}, never an id, email, phone or last name', async () => {
    const view = await networkingOf(server, people.ann.token)
    for (const suggestion of view.suggestions) {
      expect(Object.keys(suggestion).sort()).toEqual(['company', 'firstName', 'line', 'reasons'])
      for (const reason of suggestion.reasons) expect(Object.keys(reason).sort()).toEqual(['direction', 'tag'])
    }
    const text = JSON.stringify(view.suggestions)
    for (const key of ['ben', 'finn', 'gus']) {
      expect(text).not.toContain(people[key].email)
      expect(text).not.toContain(people[key].name.split(' ')[1])
      expect(text).not.toMatch(new RegExp(`"id"|"${String(people[key].id)}"`))
    }
  })

  it('is the same on every read, and for the same people registered in another order on another night', async () => {
    expect(await listsOf(people)).toEqual(ALL_IN)
    const other = await networkingNight(roles.owner.client)
    expect(await listsOf(await registerEight(other.id, [...EIGHT].reverse()))).toEqual(ALL_IN)
  })

  it("tells the team the night's counts and unmet needs, never a name; other hosts and anonymous are refused", async () => {
    const path = `/api/events/${night.id}/networking`
    const expected: NetworkingAggregateDto = {
      optedIn: 7,
      offers: { [CNC]: 2, [SHEET]: 3, [MOULD]: 2, [PCB]: 3, [PRINT]: 1, [PACK]: 1, [SUPPLY]: 1 },
      needs: { [CNC]: 1, [SHEET]: 1, [MOULD]: 1, [ELEC]: 3, [PRINT]: 1, [PACK]: 3, [SUPPLY]: 2 },
      unmetNeeds: [
        { tag: ELEC, needing: 3, offering: 0 },
        { tag: PACK, needing: 3, offering: 1 },
        { tag: SUPPLY, needing: 2, offering: 1 },
      ],
    }
    for (const client of [roles.owner.client, cohost.client, roles.master]) {
      const answer = await client.get<NetworkingAggregateDto>(path)
      expect([answer.status, answer.body]).toEqual([200, expected])
      for (const person of Object.values(people)) expect(answer.text).not.toContain(person.name.split(' ')[0])
    }
    expect((await roles.anonymous.get(path)).status).toBe(401)
    expect((await roles.otherHost.client.get(path)).status).toBe(403)
    expect((await roles.admin.client.get(path)).status).toBe(403)
    expect((await roles.owner.client.get('/api/events/999999/networking')).status).toBe(404)
  })

  it('drops a cancelled person from every list, and a withdrawn one at once; below 5 people the counts say nothing', async () => {
    expect((await roles.anonymous.post(`/api/registrations/${people.finn.token}/cancel`)).status).toBe(200)
    const afterCancel = await listsOf(people)
    expect(afterCancel).toEqual({
      ...ALL_IN,
      // Eve comes up to third.
      ann: [ALL_IN.ann[0], ALL_IN.ann[2], { ...EVE, reasons: [offer(SHEET)] }],
      ben: [ALL_IN.ben[0]],
      finn: [],
    })
    expect((await roles.anonymous.delete(`/api/registrations/${people.gus.token}/networking`)).status).toBe(200)
    expect(await listsOf(people)).toEqual({ ...afterCancel, ann: [ALL_IN.ann[0], { ...EVE, reasons: [offer(SHEET)] }], gus: [] })

    const path = `/api/events/${night.id}/networking`
    expect((await roles.owner.client.get<NetworkingAggregateDto>(path)).body.optedIn).toBe(5)
    expect((await roles.anonymous.delete(`/api/registrations/${people.cat.token}/networking`)).status).toBe(200)
    expect((await roles.owner.client.get<NetworkingAggregateDto>(path)).body).toEqual({
      optedIn: 4,
      offers: {},
      needs: {},
      unmetNeeds: [],
    })
  })
})

describe('the exposure cap', () => {
  it('one investor and eight makers who all need them: the investor is in 5 lists, not 8', async () => {
    const night = await networkingNight(roles.owner.client)
    await registerWith(server, night.id, { name: 'Ivy Investor', company: 'Ivy Capital' }, { offers: [SUPPLY] })
    const makers = []
    for (let i = 0; i < 8; i++)
      makers.push(await registerWith(server, night.id, { name: `Maker${i} Smith`, company: `Shop ${i}` }, { needs: [SUPPLY] }))
    const lists = await Promise.all(makers.map(async (maker) => (await networkingOf(server, maker.token)).suggestions))
    expect(lists.filter((list) => list.some((suggestion) => suggestion.firstName === 'Ivy'))).toHaveLength(5)
    // Makers need the same thing and offer nothing: nobody else is worth suggesting to them (no score 0).
    expect(lists.flat().every((suggestion) => suggestion.firstName === 'Ivy')).toBe(true)
  })
})

describe('tags named like an object’s own properties (issue 52, finding 6)', () => {
  it('count `constructor`, `toString` and `__proto__` like any tag, and show them as unmet needs', async () => {
    const tags = ['constructor', 'toString', '__proto__', CNC]
    const night = await networkingNight(roles.owner.client, {}, tags)
    for (let i = 0; i < 5; i++)
      await registerWith(
        server,
        night.id,
        { name: `Proto Person${i}`, company: `Proto ${i}` },
        { offers: [CNC], needs: ['constructor', 'toString', '__proto__'] },
      )
    const answer = await roles.owner.client.get<NetworkingAggregateDto>(`/api/events/${night.id}/networking`)
    expect(answer.status).toBe(200)
    expect(answer.body.unmetNeeds).toEqual([
      { tag: '__proto__', needing: 5, offering: 0 },
      { tag: 'constructor', needing: 5, offering: 0 },
      { tag: 'toString', needing: 5, offering: 0 },
    ])
    expect(JSON.parse(answer.text)).toMatchObject({ offers: { [CNC]: 5 } })
    expect(answer.text).toContain('"needs":{"constructor":5,"toString":5,"__proto__":5}')
  })
})

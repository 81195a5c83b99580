import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, eventBody } from '../support/actors'
import { endedDaysAgo } from '../support/nights'
import { outboxIdle } from '../support/waiting'
import { startWithRoles, type RoleClients } from '../support/roles'
import { networkingOf, registerWith } from '../support/networking'
import { morningAfterOf } from '../../cms/modules/feedback/pulseJob'
import type { EventDto } from '../../contract/types'
import type { Payload } from 'payload'

/**
 * Every way a registration leaves or changes, against every kind of data that hangs on it
 * (shared/DESIGN.md section 11, "Every way out, for every feature"). Each way gets a night of its
 * own where the subject has all the data a person can have in its state (a "Who to meet" profile
 * and contact code, swaps both ways, an answer, a door scan, a waitlist place), then leaves or
 * changes that way; each kind of data is then checked: the way answered 2xx (or its documented
 * 4xx), nothing is left pointing at a row that is gone, and the people on the other side of the
 * subject's swaps, the team's tools and the background emails keep working. Runs on SQLite, with
 * string ids and on PostgreSQL (jest.config.js projects).
 */
let roles: RoleClients
beforeAll(async () => {
  roles = await startWithRoles()
})
afterAll(() => roles.server.stop())

type Person = Awaited<ReturnType<typeof registerWith>>
const anonymous = () => new Client(roles.server.url)
const PROFILE = { offers: ['CNC machining'], needs: ['Packaging'], share: { email: true } }

/** What the subject's row is once the way is done. */
type RowAfter = 'gone' | 'cancelled' | 'anonymised' | 'registered'

interface Scene {
  night: EventDto
  other: EventDto
  subject: Person
  /** Subject ↔ p1 mutual; subject → p2 and p3 → subject pending (registered subjects only). */
  p1: Person
  p2: Person
  p3: Person
  code: string
  batch: { device: string; scans: { clientId: string; attendeeId: string | number; at: string }[] }
}

interface Way {
  name: string
  /** The subject's state when the way starts. */
  waiting?: boolean
  /** Checked in at the door (by a batch scan) before the way; a checked-in person cannot be moved. */
  checkedIn?: boolean
  /** The night starts within 24 hours (freed seats are offered to everyone waiting). */
  soon?: boolean
  act(scene: Scene): Promise<{ status: number; text: string }>
  status: number
  row: RowAfter
  /** The row's manage link is replaced (a revived row's new one goes by email only). */
  newLink?: boolean
  /** Everyone of the night is anonymised with the subject (the purge takes a whole night). */
  everyoneGone?: boolean
  /** The night itself is gone (its team's tools answer 404). */
  nightGone?: boolean
}

const owner = () => roles.owner.client
const master = () => roles.master

const WAYS: Way[] = [
  {
    name: 'the host removes a registered person',
    checkedIn: true,
    act: ({ night, subject }) => owner().delete(`/api/events/${night.id}/attendees/${subject.id}`),
    status: 200,
    row: 'gone',
  },
  {
    name: 'the host removes a waiting person',
    waiting: true,
    act: ({ night, subject }) => owner().delete(`/api/events/${night.id}/attendees/${subject.id}`),
    status: 200,
    row: 'gone',
  },
  {
    name: 'the person cancels',
    checkedIn: true,
    act: ({ subject }) => anonymous().post(`/api/registrations/${subject.token}/cancel`),
    status: 200,
    row: 'cancelled',
  },
  {
    name: 'the team moves the person to another night',
    act: ({ night, other, subject }) =>
      owner().post(`/api/events/${night.id}/attendees/${subject.id}/move`, { toEventId: other.id }),
    status: 200,
    row: 'gone',
  },
  {
    name: 'the team tries to move a checked-in person (documented 409)',
    checkedIn: true,
    act: ({ night, other, subject }) =>
      owner().post(`/api/events/${night.id}/attendees/${subject.id}/move`, { toEventId: other.id }),
    status: 409,
    row: 'registered',
  },
  {
    name: 'a waiting person is promoted when a seat frees',
    waiting: true,
    act: ({ p3 }) => anonymous().post(`/api/registrations/${p3.token}/cancel`),
    status: 200,
    row: 'registered',
  },
  {
    name: 'a waiting person takes a seat offered near the start',
    waiting: true,
    soon: true,
    act: async ({ night, p3, subject }) => {
      const freed = await anonymous().post(`/api/registrations/${p3.token}/cancel`)
      expect(freed.status).toBe(200)
      return anonymous().post(`/api/events/${night.id}/attendees`, attendee({ name: subject.name, email: subject.email }))
    },
    status: 201,
    row: 'registered',
    newLink: true,
  },
  {
    name: 'a cancelled registration is revived by a new one',
    act: async ({ night, subject }) => {
      const cancelled = await anonymous().post(`/api/registrations/${subject.token}/cancel`)
      expect(cancelled.status).toBe(200)
      return anonymous().post(`/api/events/${night.id}/attendees`, attendee({ name: subject.name, email: subject.email }))
    },
    status: 201,
    row: 'registered',
    newLink: true,
  },
  {
    name: 'the master erases the address',
    checkedIn: true,
    act: ({ subject }) => master().post('/api/privacy/erase', { email: subject.email }),
    status: 200,
    row: 'anonymised',
  },
  {
    name: 'the retention purge',
    checkedIn: true,
    act: async ({ night }) => {
      await endedDaysAgo(roles.server, night.id, 400)
      // Tomorrow's purge: the server's start claimed today's.
      const purged = await roles.server.purgeJob.runOnce(Date.now() + 86_400_000)
      return { status: purged ? 200 : 500, text: JSON.stringify(purged) }
    },
    status: 200,
    row: 'anonymised',
    everyoneGone: true,
  },
  {
    name: 'the master deletes the night',
    checkedIn: true,
    act: ({ night }) => master().delete(`/api/events/${night.id}`),
    status: 200,
    row: 'gone',
    nightGone: true,
  },
  {
    name: 'the CMS admin deletes the row',
    checkedIn: true,
    act: ({ subject }) => master().delete(`/cms/api/attendees/${subject.id}`),
    status: 200,
    row: 'gone',
  },
]

async function setUp(way: Way): Promise<Scene> {
  const start = Date.now() + (way.soon ? 12 : 7 * 24) * 3600_000
  const when = { date: new Date(start).toISOString(), endDate: new Date(start + 3 * 3600_000).toISOString() }
  const questions = [{ label: 'Dietary needs', kind: 'text', showAtDoor: true }]
  const made = await owner().post<EventDto>(
    '/api/events',
    eventBody({ ...when, maxAttendees: 4, questions, networking: { enabled: true, tags: [] } }),
  )
  expect(made.status).toBe(201)
  const night = made.body
  const other = (await owner().post<EventDto>('/api/events', eventBody({ name: 'The other night' }))).body
  const answers = { [night.questions[0].id]: 'Vegetarian' }
  const person = (name: string) => ({
    name,
    company: `${name} Works`,
    email: `${name.toLowerCase()}.${randomUUID()}@example.com`,
  })
  const p1 = await registerWith(roles.server, night.id, person('Pia'), PROFILE)
  const p2 = await registerWith(roles.server, night.id, person('Paul'), PROFILE)
  const p3 = await registerWith(roles.server, night.id, person('Petra'), PROFILE)
  if (way.waiting) await registerWith(roles.server, night.id, person('Filler'))
  const subject = way.waiting
    ? await joinWaitlist(night, { ...person('Sam'), answers })
    : await registerWith(roles.server, night.id, { ...person('Sam'), answers }, PROFILE)
  // A waiting person has no contact code until they have a seat.
  const code = (await networkingOf(roles.server, subject.token)).contactCode ?? 'none-yet'
  const codeOf = async (who: Person) => (await networkingOf(roles.server, who.token)).contactCode!
  const swap = (from: Person, to: string) => anonymous().post(`/api/registrations/${from.token}/swaps`, { code: to })
  if (!way.waiting) {
    // Mutual with Pia (asked, then accepted), asked of Paul, asked by Petra.
    expect((await swap(subject, await codeOf(p1))).status).toBe(201)
    const incoming = (await networkingOf(roles.server, p1.token)).swaps.incoming[0]
    expect((await anonymous().post(`/api/registrations/${p1.token}/swaps/${incoming.id}/accept`)).status).toBe(200)
    expect((await swap(subject, await codeOf(p2))).status).toBe(201)
    expect((await swap(p3, code)).status).toBe(201)
  }
  // Pia, and the subject when the way says so, scanned at the door by a phone offline, uploaded later.
  const scan = (who: Person) => ({ clientId: randomUUID(), attendeeId: who.id, at: new Date().toISOString() })
  const batch = { device: 'Door phone', scans: [scan(p1), ...(way.checkedIn ? [scan(subject)] : [])] }
  expect((await owner().post(`/api/events/${night.id}/check-ins/batch`, batch)).status).toBe(200)
  // An invitation of the data model hangs on the night too (collections/Invitations.ts).
  await roles.server.payload.create({
    collection: 'invitations',
    data: { event: night.id, inviterEmail: p1.email, inviteeEmail: `guest.${randomUUID()}@example.com` },
  })
  return { night, other, subject, p1, p2, p3, code, batch }
}

/** Joins a full night's waitlist, then opts in to "Who to meet" from the manage link. */
async function joinWaitlist(night: EventDto, who: Record<string, unknown>): Promise<Person> {
  const body = attendee(who)
  const joined = await anonymous().post<{ id: string | number; manageUrl: string }>(`/api/events/${night.id}/waitlist`, body)
  expect([joined.status, joined.text]).toEqual([201, joined.text])
  const token = new URL(joined.body.manageUrl).pathname.split('/').pop()!
  const [own] = (await roles.server.payload.find({ collection: 'attendees', where: { email: { equals: body.email } }, depth: 0 }))
    .docs
  const profile = await anonymous().request('PUT', `/api/registrations/${token}/networking`, PROFILE)
  expect([profile.status, profile.text]).toEqual([200, profile.text])
  return { ...body, id: own.id, token }
}

/**
 * Rows that name an attendee row that does not exist. A refused door scan is the phone's word
 * kept for its replays (an id that names no row, forged or removed, is stored as refused), not a
 * reference; every scan that checked someone in must name a row that is there.
 */
async function danglingReferences(payload: Payload) {
  const exists = async (id: unknown) =>
    (await payload.count({ collection: 'attendees', where: { id: { equals: id } } })).totalDocs === 1
  const dangling: string[] = []
  const profiles = await payload.find({ collection: 'networking-profiles', depth: 0, pagination: false })
  for (const row of profiles.docs) if (!(await exists(row.attendee))) dangling.push(`profile ${row.id}`)
  const swaps = await payload.find({ collection: 'contact-swaps', depth: 0, pagination: false })
  for (const row of swaps.docs) for (const side of [row.from, row.to]) if (!(await exists(side))) dangling.push(`swap ${row.id}`)
  const scans = await payload.find({ collection: 'door-scans', depth: 0, pagination: false })
  for (const row of scans.docs)
    if (row.result !== 'refused' && !(await exists(row.attendee))) dangling.push(`door scan ${row.id}`)
  const reminders = await payload.find({ collection: 'sent-reminders', depth: 0, pagination: false })
  for (const row of reminders.docs) if (row.attendee && !(await exists(row.attendee))) dangling.push(`reminder ${row.id}`)
  return dangling
}

/** The night's stored count against its rows: a seat freed or taken is counted. */
async function countMatchesRows(payload: Payload, eventId: string | number) {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0 })
  const rows = await payload.count({
    collection: 'attendees',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }] },
  })
  return [event.registrationCount ?? 0, rows.totalDocs]
}

describe.each(WAYS)('$name', (way) => {
  let scene: Scene
  let answer: { status: number; text: string }
  const nightStatus = way.nightGone ? 404 : 200
  const rowOf = () =>
    roles.server.payload.find({ collection: 'attendees', where: { id: { equals: scene.subject.id } }, depth: 0 })

  beforeAll(async () => {
    scene = await setUp(way)
    answer = await way.act(scene)
  })

  it(`answers ${way.status}, never a 5xx`, () => {
    expect([answer.status, answer.text]).toEqual([way.status, answer.text])
  })

  it('leaves the row as the way says', async () => {
    const [row] = (await rowOf()).docs
    if (way.row === 'gone') expect(row).toBeUndefined()
    else if (way.row === 'anonymised') expect(row).toMatchObject({ name: 'Removed', email: '' })
    else expect(row?.status).toBe(way.row)
  })

  it('networking profile and contact code: kept only while the row is', async () => {
    const profiles = await roles.server.payload.count({
      collection: 'networking-profiles',
      where: { attendee: { equals: scene.subject.id } },
    })
    const holder = await anonymous().get(`/api/contact-codes/${scene.code}`)
    if (way.row === 'gone' || way.row === 'anonymised') {
      expect(profiles.totalDocs).toBe(0)
      expect(holder.status).toBe(404)
    } else if (way.row === 'cancelled') {
      // A cancelled person is in nobody's list and their code finds no one.
      expect(holder.status).toBe(404)
    } else if (!way.newLink || way.waiting) {
      // Still registered (or promoted): the profile carries on, and the code (a waiting person
      // gets one with the seat) finds them.
      expect(profiles.totalDocs).toBe(1)
      if (!way.newLink) {
        const current = (await networkingOf(roles.server, scene.subject.token)).contactCode
        expect((await anonymous().get(`/api/contact-codes/${current}`)).status).toBe(200)
      }
    } else {
      // Revived: the owner opts in again from the new link (shared/DESIGN.md section 11).
      expect(holder.status).toBeLessThan(500)
    }
    // The subject's own view through the link it still holds: 404 once the row is gone or erased.
    const own = await anonymous().get(`/api/registrations/${scene.subject.token}/networking`)
    expect(own.status).toBe(way.row === 'gone' || way.row === 'anonymised' || way.newLink ? 404 : 200)
  })

  it('swaps, both sides: the other people keep a working view and can swap on', async () => {
    if (way.nightGone || way.everyoneGone) {
      // Everyone of the night left with it (deleted, or anonymised by the purge).
      expect((await anonymous().get(`/api/registrations/${scene.p1.token}/networking`)).status).toBe(404)
      return
    }
    for (const partner of [scene.p1, scene.p2, scene.p3]) {
      const view = await anonymous().get<{ swaps: { mutual: { firstName: string }[] } }>(
        `/api/registrations/${partner.token}/networking`,
      )
      expect([partner.name, view.status]).toEqual([partner.name, 200])
      if (way.row === 'gone' || way.row === 'anonymised')
        expect(view.body.swaps.mutual.map((swap) => swap.firstName)).not.toContain('Sam')
    }
    // Pia asks Paul for a swap and Paul accepts: the night's swaps still work for everyone else.
    const paulsCode = (await networkingOf(roles.server, scene.p2.token)).contactCode!
    const asked = await anonymous().post(`/api/registrations/${scene.p1.token}/swaps`, { code: paulsCode })
    expect(asked.status).toBe(201)
  })

  it('answers to questions: the list and its CSV', async () => {
    expect((await owner().get(`/api/events/${scene.night.id}/attendees`)).status).toBe(nightStatus)
    expect((await owner().get(`/api/events/${scene.night.id}/attendees/download`)).status).toBe(nightStatus)
  })

  it('check-ins and batch door scans: the list, and the same batch uploaded again', async () => {
    expect((await owner().get(`/api/events/${scene.night.id}/check-ins`)).status).toBe(nightStatus)
    const again = await owner().post<{ results: { attendeeId: unknown; result: string }[] }>(
      `/api/events/${scene.night.id}/check-ins/batch`,
      scene.batch,
    )
    expect(again.status).toBe(nightStatus)
    if (!way.nightGone) expect(again.body.results).toHaveLength(scene.batch.scans.length)
  })

  it('waitlist place and offers: the waitlist answers and the count is the rows', async () => {
    expect((await owner().get(`/api/events/${scene.night.id}/waitlist`)).status).toBe(nightStatus)
    if (way.nightGone) return
    const [stored, counted] = await countMatchesRows(roles.server.payload, scene.night.id)
    expect(stored).toBe(counted)
    const [storedOther, countedOther] = await countMatchesRows(roles.server.payload, scene.other.id)
    expect(storedOther).toBe(countedOther)
  })

  it('wallet passes: the old link opens no pass once the row is gone', async () => {
    const pass = await anonymous().get(`/api/registrations/${scene.subject.token}/wallet/google`)
    expect(pass.status).toBeLessThan(500)
    if (way.row === 'gone' || way.row === 'anonymised') expect(pass.status).toBe(404)
  })

  it('badges: the sheet prints, nobody erased on it (decision 590)', async () => {
    const sheet = await owner().get(`/api/events/${scene.night.id}/badges.pdf`)
    // The purge leaves the whole night "Removed": nobody is left to print.
    expect(sheet.status).toBe(way.everyoneGone ? 409 : nightStatus)
  })

  it('messages: the audience counts only who is registered and not removed (decision 527)', async () => {
    const sent = await owner().post<{ recipients: number }>(`/api/events/${scene.night.id}/messages`, {
      subject: 'See you there',
      body: 'Doors at six.',
      audience: 'registered',
    })
    if (way.nightGone) return expect(sent.status).toBe(404)
    const reachable = (
      await roles.server.payload.count({
        collection: 'attendees',
        where: {
          and: [{ event: { equals: scene.night.id } }, { status: { equals: 'registered' } }, { anonymisedAt: { exists: false } }],
        },
      })
    ).totalDocs
    // The purge leaves the whole night "Removed": nobody is left to write to.
    if (way.everyoneGone) expect(reachable).toBe(0)
    if (reachable === 0) return expect(sent.status).toBe(409)
    expect([sent.status, sent.body.recipients]).toEqual([202, reachable])
  })

  it('the morning-after email runs, and reaches nobody who left', async () => {
    await outboxIdle(roles.server.payload)
    if (way.nightGone) return expect(await roles.server.morningAfter.runOnce(Date.now())).toBe(0)
    const event = await roles.server.payload.findByID({ collection: 'events', id: scene.night.id, depth: 0 })
    await endedDaysAgo(roles.server, scene.night.id, 0.2)
    const moved = await roles.server.payload.findByID({ collection: 'events', id: scene.night.id, depth: 0 })
    await roles.server.morningAfter.runOnce(morningAfterOf(moved).getTime() + 60_000)
    const mails = await roles.server.payload.find({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: scene.subject.email } }, { template: { equals: 'morningAfter' } }] },
      depth: 0,
    })
    if (way.row !== 'registered') expect(mails.totalDocs).toBe(0)
    expect(event.id).toBe(scene.night.id)
  })

  it('leaves no row pointing at a registration that is gone', async () => {
    expect(await danglingReferences(roles.server.payload)).toEqual([])
  })
})

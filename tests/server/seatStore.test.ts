import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { createAtomicUnits, type AtomicUnits } from '../../cms/db/atomic'
import { WriteLock } from '../../cms/db/writeLock'
import { seatStoreOf, type NewAttendee, type SeatStore } from '../../cms/db/seatStore'
import { adapterSeatStore } from '../../cms/db/seatStore/adapterStore'
import { newRow } from '../../cms/db/seatStore/rows'
import { eventBody, uniqueEmail } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { describeOnPostgres, freshDatabase, postgresForFile } from '../support/postgresSuite'
import type { DeliveryRow, OutboxRow } from '../../cms/db/seatStore/types'
import type { PostgresServer } from '../support/postgres'
import type { Attendee, Event } from '../../payload-types'

/**
 * The seat store (cms/db/seatStore) writes attendee rows with statements drizzle prepared on
 * Payload's own tables, below Payload's adapter. Whatever it writes must read back through the
 * Local API exactly as what Payload's adapter (`payload.db.create`, `updateOne`) writes from the
 * same data: every field, the table's defaults where the data leaves a field out, hidden fields
 * too. Checked on SQLite and PostgreSQL, each with numeric and string (uuid) ids, inside atomic
 * units (the registration's hot path) and outside them, for the prepared store and for the
 * adapter store MongoDB uses.
 */
const WHEN = '2026-12-24T18:30:00.000Z'
/** The people written both ways: one with every field, one leaving the defaults to the table. */
const people = (event: string | number): NewAttendee[] => [
  {
    event,
    name: 'Ada Full',
    email: '  Ada.Full@Example.com ',
    company: 'Full Co',
    showCompany: true,
    answers: { q1: 'Vegetarian', q2: ['a', 'b'], nested: { deep: [1, null, true] } },
    status: 'registered',
    waitlistedAt: null,
    cancelledAt: null,
    checkedInAt: WHEN,
    manageTokenHash: 'hash-of-a-token',
    manageTokenSealed: 'sealed-token',
  },
  { event, name: 'Bo Defaults', email: 'bo@example.com', company: 'Bare Co', status: 'waitlisted', waitlistedAt: WHEN },
]

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
/** What differs between two rows written a moment apart for two events: their ids, keys, events and times. */
function comparable(document: Record<string, unknown>) {
  const { id, rowKey, createdAt, updatedAt, event, ...rest } = document
  expect([typeof id === 'string' || typeof id === 'number', rowKey, createdAt, updatedAt]).toEqual([
    true,
    expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    expect.stringMatching(TIME),
    expect.stringMatching(TIME),
  ])
  const populated = event && typeof event === 'object' ? (event as Record<string, unknown>) : null
  // The two nights differ in their ids and times, and the announcer may have reached one of them first.
  const differs = { id: '-', rowKey: '-', createdAt: '-', updatedAt: '-', publishedAt: '-', announcement: '-' }
  return { ...rest, event: populated ? { ...populated, ...differs } : '-' }
}

/** Every way the Local API reads a row: by id and by query, at depth 0 and 1, hidden fields included. */
async function readBack(payload: Payload, id: string | number) {
  const reads = []
  for (const depth of [0, 1]) {
    reads.push(await payload.findByID({ collection: 'attendees', id, depth, showHiddenFields: true }))
    const found = await payload.find({ collection: 'attendees', where: { id: { equals: id } }, depth, showHiddenFields: true })
    reads.push(found.docs[0])
  }
  return reads.map((read) => comparable(read as unknown as Record<string, unknown>))
}

/** Two nights alike in everything but their ids: one gets the store's rows, the other the adapter's. */
async function twoNights(payload: Payload) {
  const night = { ...eventBody({ maxAttendees: 10 }), status: 'published' as const }
  const ours = await payload.create({ collection: 'events', data: night })
  const theirs = await payload.create({ collection: 'events', data: night })
  return { ours: ours.id, theirs: theirs.id }
}

function equivalence(name: string, settings: () => Promise<Record<string, string>>) {
  describe(name, () => {
    let server: TestServer
    let atomic: AtomicUnits
    beforeAll(async () => {
      // The queued rows are compared as written: a web process only writes them, so no sender
      // claims one in between.
      server = await startTestServer({ ...(await settings()), SERVER_ROLE: 'web' })
      atomic = createAtomicUnits(server.payload, new WriteLock())
    }, 120_000)
    afterAll(() => server?.stop())

    const stores: [string, () => SeatStore][] = [
      ['prepared statements (SQL adapters)', () => seatStoreOf(server.payload)],
      ["Payload's adapter (MongoDB's way)", () => adapterSeatStore(server.payload)],
    ]
    for (const [kind, storeOf] of stores) {
      for (const inUnit of [true, false]) {
        it(`${kind}, ${inUnit ? 'inside an atomic unit' : 'outside a unit'}: rows read back as payload.db writes them`, async () => {
          const { payload } = server
          const store = storeOf()
          const { ours, theirs } = await twoNights(payload)
          // Outside a unit: a request in no transaction (the store's writes then go through the adapter).
          const within = async <T>(work: (req: PayloadRequest) => Promise<T>) =>
            inUnit ? atomic.run((req) => work(req)) : work(await createLocalReq({}, payload))

          for (const [ourPerson, theirPerson] of people(ours).map((person, i) => [person, people(theirs)[i]] as const)) {
            const written = await within((req) => store.insert(ourPerson, req))
            const made = (await within((req) =>
              payload.db.create({ collection: 'attendees', data: newRow(theirPerson), req }),
            )) as unknown as Attendee
            // What the store answers is what the adapter reads back.
            const adapterRead = await payload.db.findOne({ collection: 'attendees', where: { id: { equals: written.id } } })
            expect(comparable({ ...written })).toEqual(comparable({ ...adapterRead! }))
            expect(written.email).toBe(ourPerson.email.trim())
            expect(written.emailKey).toBe(ourPerson.email.trim().toLowerCase())
            expect(await readBack(payload, written.id)).toEqual(await readBack(payload, made.id))

            // Changes, and a change on a condition that no longer holds.
            const changes = {
              name: 'Changed Name',
              answers: null,
              showCompany: false,
              status: 'cancelled' as const,
              cancelledAt: WHEN,
            }
            const changed = await within((req) => store.update(written.id, changes, req))
            await within((req) =>
              payload.db.updateOne({ collection: 'attendees', where: { id: { equals: made.id } }, data: changes, req }),
            )
            expect(comparable({ ...changed! })).toEqual(comparable({ ...(await store.row(written.id))! }))
            expect(await readBack(payload, written.id)).toEqual(await readBack(payload, made.id))
            expect(await within((req) => store.update(written.id, { name: 'Never' }, req, { status: 'waitlisted' }))).toBeNull()
            expect((await store.row(written.id))!.name).toBe('Changed Name')
          }

          // The store's reads answer what the adapter's do.
          expect(await store.entryOf(ours, 'ADA.full@example.com')).toEqual(
            await payload.db.findOne({
              collection: 'attendees',
              where: { and: [{ event: { equals: ours } }, { emailKey: { equals: 'ada.full@example.com' } }] },
            }),
          )
          const {
            cohosts: _cohosts,
            teamLog: _teamLog,
            ...event
          } = (await payload.db.findOne<Event>({ collection: 'events', where: { id: { equals: ours } } }))!
          // The event's own row (the adapter store reads its team with it, which the store's callers never use).
          const { cohosts: _ours, teamLog: _log, ...read } = (await store.event(ours)) as Event
          expect(read).toEqual(event)
          expect(await store.event('not-an-id-any-row-has')).toBeNull()
          expect(await store.countRegistered(ours)).toBe(0)
        })
      }
    }

    const queued = [
      {
        what: 'an email',
        collection: 'email-outbox' as const,
        queue: (store: SeatStore, row: Record<string, unknown>, req: PayloadRequest) =>
          store.queueMail(row as unknown as OutboxRow, req),
        row: (subject: string) => ({
          to: 'ada@example.com',
          replyTo: null,
          subject,
          template: 'registrationConfirmation',
          data: { event: { name: 'A night' }, list: [1, null, true], sealed: 'sealed-token' },
          status: 'pending' as const,
          attempts: 0,
          createdAt: WHEN,
          updatedAt: WHEN,
        }),
        key: 'subject',
      },
      {
        what: 'a webhook delivery',
        collection: 'webhook-deliveries' as const,
        queue: (store: SeatStore, row: Record<string, unknown>, req: PayloadRequest) =>
          store.queueDelivery(row as unknown as DeliveryRow, req),
        row: (messageId: string) => ({
          endpointId: '7',
          messageId,
          attendeeId: null,
          type: 'registration.created',
          body: JSON.stringify({ type: 'registration.created', data: { registration: { name: 'Ada' } } }),
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: WHEN,
          createdAt: WHEN,
          updatedAt: WHEN,
        }),
        key: 'messageId',
      },
    ]
    for (const kind of queued) {
      it(`queues ${kind.what} inside a unit as payload.db.create does, and nothing when the unit rolls back`, async () => {
        const { payload } = server
        const store = seatStoreOf(payload)
        const mark = `Queued ${Math.random()}`
        const row = kind.row(mark)
        await atomic.run((req) => kind.queue(store, row, req))
        await atomic.run((req) => payload.db.create({ collection: kind.collection, data: { ...row }, req }))
        await expect(
          atomic.run(async (req) => {
            await kind.queue(store, kind.row(`${mark} rolled back`), req)
            throw new Error('the unit fails after queueing')
          }),
        ).rejects.toThrow('the unit fails')
        const found = await payload.find({
          collection: kind.collection,
          where: { [kind.key]: { like: mark } },
          sort: 'id',
          showHiddenFields: true,
          pagination: false,
        })
        expect(found.docs).toHaveLength(2)
        const [ours, theirs] = found.docs.map(({ id, ...rest }) => {
          expect(typeof id === 'string' || typeof id === 'number').toBe(true)
          return rest
        })
        expect(ours).toEqual(theirs)
        expect(ours).toMatchObject(row)
      })
    }

    it("a night's webhook endpoints and their owners agree with the adapter, in a unit and outside one", async () => {
      const { payload } = server
      const { ours, theirs } = await twoNights(payload)
      const host = await payload.create({
        collection: 'users',
        data: {
          email: uniqueEmail('hooks'),
          password: 'a long enough password',
          name: 'Hook Host',
          role: 'HOST',
          approved: true,
        },
      })
      const gone = await payload.create({
        collection: 'users',
        data: {
          email: uniqueEmail('gone'),
          password: 'a long enough password',
          name: 'Gone Host',
          role: 'HOST',
          approved: false,
        },
      })
      const endpoint = async (data: Record<string, unknown>) =>
        (
          await payload.create({
            collection: 'webhook-endpoints',
            data: { url: 'https://hooks.example.com/in', events: ['registration.created'], secretSealed: 'sealed', ...data },
          })
        ).id
      const own = await endpoint({ owner: host.id, eventId: String(ours), events: ['registration.created', 'checkin.created'] })
      const everyNight = await endpoint({ owner: host.id })
      const blankNight = await endpoint({ owner: gone.id, eventId: '' })
      const ownerless = await endpoint({ eventId: String(ours) })
      const disabled = await endpoint({ owner: host.id, eventId: String(ours), enabled: false })
      const otherNight = await endpoint({ owner: host.id, eventId: String(theirs) })

      const byId = <T extends { id: string | number }>(endpoints: T[]) =>
        [...endpoints].sort((a, b) => String(a.id).localeCompare(String(b.id)))
      const prepared = seatStoreOf(payload)
      const adapter = adapterSeatStore(payload)
      const outside = byId(await prepared.nightEndpoints(ours))
      const inside = byId(await atomic.run((req) => prepared.nightEndpoints(ours, req)))
      expect(inside).toEqual(outside)
      expect(outside).toEqual(byId(await adapter.nightEndpoints(ours)))
      const ids = outside.map((found) => String(found.id))
      for (const id of [own, everyNight, blankNight, ownerless]) expect(ids).toContain(String(id))
      for (const id of [disabled, otherNight]) expect(ids).not.toContain(String(id))
      const find = (id: string | number) => outside.find((found) => String(found.id) === String(id))
      expect(find(own)).toEqual({
        id: own,
        events: ['registration.created', 'checkin.created'],
        owner: { id: host.id, role: 'HOST', approved: true },
      })
      expect(find(blankNight)?.owner).toEqual({ id: gone.id, role: 'HOST', approved: false })
      expect(find(ownerless)?.owner).toBeNull()
    })

    it('counts, the door list and removal agree with the adapter', async () => {
      const { payload } = server
      const store = seatStoreOf(server.payload)
      const { ours } = await twoNights(payload)
      const names = ['Cy', 'Ab', 'Bo', 'Ab']
      await atomic.run(async (req) => {
        for (const [i, name] of names.entries())
          await store.insert({ event: ours, name, email: `p${i}@example.com`, company: `C${i}`, status: 'registered' }, req)
        await store.recordCount(ours, await store.countRegistered(ours, req), req)
      })
      expect(await store.countRegistered(ours)).toBe(4)
      expect((await payload.findByID({ collection: 'events', id: ours })).registrationCount).toBe(4)
      const listed = await payload.db.find<Attendee>({
        collection: 'attendees',
        where: { and: [{ event: { equals: ours } }, { status: { equals: 'registered' } }] },
        sort: 'name',
        pagination: false,
        limit: 0,
        select: { name: true, company: true, checkedInAt: true, answers: true, rowKey: true, anonymisedAt: true },
      })
      expect(await store.doorList(ours, { answers: true, keys: true })).toEqual(listed.docs)
      expect(await store.doorList(ours)).toEqual(
        listed.docs.map(({ id, name, company, checkedInAt }) => ({ id, name, company, checkedInAt })),
      )
      const [gone] = listed.docs
      await atomic.run((req) => store.remove(gone.id, req))
      expect(await store.row(gone.id)).toBeNull()
      expect(await store.countRegistered(ours)).toBe(3)
    })
  })
}

equivalence('SQLite, numeric ids', () => Promise.resolve({}))
equivalence('SQLite, string ids', () => Promise.resolve({ DATABASE_ID_TYPE: 'uuid' }))

describeOnPostgres('on PostgreSQL', () => {
  let postgres: PostgresServer
  beforeAll(async () => {
    postgres = await postgresForFile()
  }, 60_000)
  afterAll(() => postgres?.stop())
  const onPostgres = (idType: string) => async () => ({
    DATABASE_URI: (await freshDatabase(postgres, 'mpn-seat-store-')).uri,
    DATABASE_ID_TYPE: idType,
  })
  equivalence('PostgreSQL, numeric ids', onPostgres('number'))
  equivalence('PostgreSQL, string ids', onPostgres('uuid'))
})

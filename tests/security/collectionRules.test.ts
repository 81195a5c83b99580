import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, person, createEvent, createHost, eventBody, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import type { CollectionSlug, Field, Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { User } from '../../payload-types'
import type { Id } from '../../contract/types'

/**
 * The collections are the one judge: these rules hold for any surface that reaches them
 * (here the Local API as each caller, which /api, /cms/api and the admin all use).
 */
let server: TestServer
let payload: Payload
let users: Record<'master' | 'hostA' | 'hostB' | 'pending', User>
let eventA: Awaited<ReturnType<typeof createEvent>>
let eventB: Awaited<ReturnType<typeof createEvent>>
const attendeeOfA = attendee()
let hostAClient: Awaited<ReturnType<typeof createHost>>['client']

const as = (user: User | null) => ({
  user: user ? { ...user, collection: 'users' as const } : undefined,
  overrideAccess: false as const,
})
const byEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })).docs[0]

beforeAll(async () => {
  server = await startTestServer()
  payload = server.payload
  const master = await signInMaster(server)
  const a = await createHost(server, { name: 'Host A' })
  hostAClient = a.client
  const b = await createHost(server, { name: 'Host B' })
  const p = await createHost(server, { approve: false, name: 'Pending' })
  users = {
    master: (await payload.find({ collection: 'users', where: { role: { equals: 'MASTER_ADMIN' } } })).docs[0],
    hostA: await byEmail(a.email),
    hostB: await byEmail(b.email),
    pending: await byEmail(p.email),
  }
  eventA = await createEvent(a.client)
  eventB = await createEvent(b.client)
  expect((await a.client.post(`/api/events/${eventA.id}/attendees`, attendeeOfA)).status).toBe(201)
  expect((await b.client.post(`/api/events/${eventB.id}/attendees`, attendee())).status).toBe(201)
  expect((await master.get('/api/user')).status).toBe(200)
})
afterAll(() => server.stop())

describe('writes', () => {
  it('nobody adds a registration through the collection, the master neither: only /api tells the person and the tools (decision 593)', async () => {
    const made = person()
    const data = { event: eventA.id, ...made } as RequiredDataFromCollectionSlug<'attendees'>
    for (const user of [users.hostA, users.master])
      await expect(payload.create({ collection: 'attendees', data, ...as(user) })).rejects.toMatchObject({ status: 403 })
    const cms = await signInMaster(server)
    expect((await cms.post('/cms/api/attendees', { event: eventA.id, ...made })).status).toBe(403)
    const found = await payload.find({ collection: 'attendees', where: { email: { equals: made.email } }, depth: 0 })
    expect(found.totalDocs).toBe(0)
  })

  it('an attendee stays in the event it was created for (finding 4)', async () => {
    const added = await hostAClient.post<{ id: Id }>(`/api/events/${eventA.id}/attendees`, attendee())
    expect(added.status).toBe(201)
    const row = { id: added.body.id }
    await payload.update({ collection: 'attendees', id: row.id, data: { event: eventB.id }, ...as(users.hostA) })
    await payload.update({ collection: 'attendees', id: row.id, data: { event: eventB.id }, ...as(users.master) })
    expect(String((await payload.findByID({ collection: 'attendees', id: row.id, depth: 0 })).event as Id)).toBe(
      String(eventA.id),
    )
  })

  it('own password or email only with the current password; profile fields validated (finding 5)', async () => {
    await expect(
      payload.update({ collection: 'users', id: users.hostA.id, data: { password: 'taken-over-1' }, ...as(users.hostA) }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({ collection: 'users', id: users.hostA.id, data: { email: 'thief@example.com' }, ...as(users.hostA) }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({
        collection: 'users',
        id: users.hostA.id,
        data: { linkedinUrl: 'javascript:alert(1)' },
        ...as(users.hostA),
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.update({
        collection: 'users',
        id: users.hostA.id,
        data: { phone: '<img src=x onerror=alert(1)>' },
        ...as(users.hostA),
      }),
    ).rejects.toMatchObject({ status: 400 })
    const ok = await payload.update({
      collection: 'users',
      id: users.hostA.id,
      data: { phone: '+1 (312) 555-0100', linkedinUrl: 'https://www.linkedin.com/in/host-a' },
      ...as(users.hostA),
    })
    expect(ok.phone).toBe('+1 (312) 555-0100')
    // The master admin may still reset someone else's password.
    await payload.update({
      collection: 'users',
      id: users.hostB.id,
      data: { password: 'reset-by-master-1' },
      ...as(users.master),
    })
  })

  it('hosts cannot reopen archived events, move them, or store unsafe addresses (finding 6)', async () => {
    await payload.update({ collection: 'events', id: eventA.id, data: { archived: true }, ...as(users.hostA) })
    await expect(
      payload.update({ collection: 'events', id: eventA.id, data: { archived: false }, ...as(users.hostA) }),
    ).rejects.toMatchObject({ status: 403 })
    for (const data of [
      { imageUrl: 'javascript:alert(1)' },
      { linkedinPostUrl: 'data:text/html,hi' },
      { imageUrl: 'not a url' },
      { endDate: '2000-01-01T00:00:00.000Z' },
    ]) {
      await expect(payload.update({ collection: 'events', id: eventB.id, data, ...as(users.hostB) })).rejects.toMatchObject({
        status: 400,
      })
    }
    const moved = await payload.update({
      collection: 'events',
      id: eventB.id,
      data: { hostId: users.hostA.id, registrationCount: 99 },
      depth: 0,
      ...as(users.hostB),
    })
    expect(String(moved.hostId as Id)).toBe(String(users.hostB.id))
    // The count stays the one registration Host B's event has, not the number written.
    expect(moved.registrationCount).toBe(1)
    const page = await fetch(`${server.url}/events/${eventB.id}`)
    expect(page.status).toBe(200)
    // The master admin may bring an event back.
    await payload.update({ collection: 'events', id: eventA.id, data: { archived: false }, ...as(users.master) })
  })

  it('sponsors, FAQs and contact messages obey the contract whoever writes them', async () => {
    await expect(
      payload.create({
        collection: 'sponsors',
        data: { name: 'X', logoUrl: '/media/x.webp', website: 'javascript:alert(1)' },
        ...as(users.master),
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.create({ collection: 'faqs', data: { question: '', answer: 'A' }, ...as(users.master) }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.create({ collection: 'contact-messages', data: { name: 'N', email: 'n@example.com', message: 'short' } }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.create({ collection: 'events', data: { ...eventBody(), name: 'x'.repeat(201) }, ...as(users.master) }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

/**
 * The generated check: every field path a role may not read, on every collection, directly
 * and through each relation, used in where, sort and select, is refused (or the collection
 * itself is), so no answer depends on its value. The oracle below is the product's rules in
 * plain words, written independently of access/queryGuard.ts.
 */
describe('no caller learns anything through fields it may not read', () => {
  type Role = 'anonymous' | 'pending' | 'hostA' | 'master'
  /** Collections a role may read every document of. */
  const readsAll: Record<Role, string[]> = {
    anonymous: ['events', 'sponsors', 'faqs', 'media'],
    pending: ['events', 'sponsors', 'faqs', 'media'],
    hostA: ['events', 'sponsors', 'faqs', 'media'],
    master: ['users', 'events', 'attendees', 'sponsors', 'faqs', 'media', 'contact-messages', 'invitations', 'email-outbox'],
  }
  /** Never readable by anyone: secrets and bookkeeping of accounts. */
  const secret = new Set(['hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', 'sessions'])
  const ours: CollectionSlug[] = [
    'users',
    'events',
    'attendees',
    'sponsors',
    'faqs',
    'media',
    'contact-messages',
    'invitations',
    'email-outbox',
  ]

  function pathsOf(fields: Field[], prefix = ''): { path: string; field: Field }[] {
    const out: { path: string; field: Field }[] = []
    for (const field of fields) {
      if (!('name' in field) || !field.name) {
        if ('fields' in field && Array.isArray(field.fields)) out.push(...pathsOf(field.fields, prefix))
        continue
      }
      const path = prefix + field.name
      out.push({ path, field })
      if ((field.type === 'group' || field.type === 'array') && 'fields' in field) out.push(...pathsOf(field.fields, path + '.'))
    }
    return out
  }

  /** Every path from a collection: its own fields, and one relation deep into each target. */
  function allPaths(slug: CollectionSlug) {
    const own = pathsOf(payload.collections[slug].config.fields)
    const out = own.map(({ path }) => ({ path, through: null as string | null, top: path.split('.')[0] }))
    for (const { path, field } of own) {
      if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
        for (const inner of pathsOf(payload.collections[field.relationTo].config.fields)) {
          out.push({ path: `${path}.${inner.path}`, through: field.relationTo, top: inner.path.split('.')[0] })
        }
      }
    }
    return out
  }

  const roleUser = (role: Role) => (role === 'anonymous' ? null : users[role])

  it.each(['anonymous', 'pending', 'hostA', 'master'] as Role[])('as %s', async (role) => {
    let refusedChecks = 0
    for (const slug of ours) {
      for (const { path, through, top } of allPaths(slug)) {
        const readable =
          !secret.has(path.split('.')[0]) && !secret.has(top) && (through === null || readsAll[role].includes(through))
        if (readable) continue
        const attempts = [
          () => payload.find({ collection: slug, where: { [path]: { exists: true } }, limit: 0, ...as(roleUser(role)) }),
          () => payload.count({ collection: slug, where: { [path]: { exists: true } }, ...as(roleUser(role)) }),
          () => payload.find({ collection: slug, sort: path, limit: 1, ...as(roleUser(role)) }),
          () => payload.find({ collection: slug, sort: `-${path}`, limit: 1, ...as(roleUser(role)) }),
          () => payload.find({ collection: slug, select: { [path.split('.')[0]]: true }, limit: 1, ...as(roleUser(role)) }),
        ]
        for (const [index, attempt] of attempts.entries()) {
          // select names only the top-level field: it reveals nothing when that field is readable.
          if (index === 4 && !secret.has(path.split('.')[0])) continue
          const outcome = await attempt().then(
            () => 'answered',
            (err: { status?: number }) => err.status,
          )
          expect([slug, path, index, outcome]).toEqual([slug, path, index, outcome === 403 ? 403 : 400])
          refusedChecks++
        }
      }
    }
    expect(refusedChecks).toBeGreaterThan(20)
  })

  it('readable paths still work for the roles that may read them', async () => {
    const byHostName = await payload.find({
      collection: 'events',
      where: { 'hostId.name': { like: 'Host' } },
      sort: '-hostId.name',
      depth: 0,
      ...as(users.master),
    })
    // Host B sorts before Host A in descending order of the host's name.
    expect(byHostName.docs.map((event) => event.id)).toEqual([eventB.id, eventA.id])
    const byEventCity = await payload.find({
      collection: 'attendees',
      where: { and: [{ 'event.city': { equals: 'Chicago' } }, { event: { equals: eventA.id } }] },
      sort: 'event.date',
      depth: 0,
      ...as(users.master),
    })
    // The master admin reads attendees through the event relation, which every event is readable to.
    const rowsOfA = await payload.find({ collection: 'attendees', where: { event: { equals: eventA.id } }, depth: 0 })
    expect(rowsOfA.docs.map((row) => row.name)).toContain(attendeeOfA.name)
    expect(byEventCity.docs.map((row) => row.id).sort()).toEqual(rowsOfA.docs.map((row) => row.id).sort())
    // A host may not read every event (another team's drafts), so no query of theirs goes through the relation.
    await expect(
      payload.find({ collection: 'attendees', where: { 'event.city': { equals: 'Chicago' } }, depth: 0, ...as(users.hostA) }),
    ).rejects.toMatchObject({ status: 400 })
    const byLatitude = await payload.find({
      collection: 'events',
      where: { 'coordinates.lat': { greater_than: 0 } },
      sort: 'date',
      depth: 0,
      ...as(null),
    })
    expect(byLatitude.docs.map((event) => event.id).sort()).toEqual([eventA.id, eventB.id].sort())
  })
})

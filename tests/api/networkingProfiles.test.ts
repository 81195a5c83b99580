import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { networkingNight, networkingOf, networkingRowsOf, registerWith } from '../support/networking'
import { DEFAULT_NETWORKING_TAGS, type NetworkingDto } from '../../contract/networking'
import type { ApiError, EventDto } from '../../contract/types'
import type { Client } from '../support/client'
import type { TestServer } from '../support/testServer'

/**
 * "Who to meet": the night's switch and list, and the opt-in profile on the registration, the
 * waitlist and the manage link, with every bad input of docs/api.md "Who to meet" refused with
 * nothing stored.
 */
let server: TestServer
let anonymous: Client
let owner: RoleClients['owner']

const rowsOf = async (eventId: EventDto['id']) =>
  (await server.payload.count({ collection: 'attendees', where: { event: { equals: eventId } } })).totalDocs
const profilesOf = async (eventId: EventDto['id']) =>
  (await server.payload.count({ collection: 'networking-profiles', where: { event: { equals: eventId } } })).totalDocs

const GOOD = { offers: ['Sheet metal'], needs: ['PCB assembly', 'Packaging'], line: 'Small-batch enclosures in Ohio' }

beforeAll(async () => {
  ;({ server, anonymous, owner } = await startWithRoles())
})
afterAll(() => server.stop())

describe("the night's networking field", () => {
  it('is off by default; on without tags it takes the makers list; hosts edit the list; duplicates and series copy it', async () => {
    const plain = await owner.client.post<EventDto>('/api/events', eventBody())
    expect(plain.body.networking).toEqual({ enabled: false, tags: [] })
    const night = await networkingNight(owner.client)
    expect(night.networking).toEqual({ enabled: true, tags: [...DEFAULT_NETWORKING_TAGS] })
    expect((await anonymous.get<EventDto>(`/api/events/${night.id}`)).body.networking?.tags).toHaveLength(12)

    const edited = await owner.client.patch<EventDto>(
      `/api/events/${night.id}`,
      eventBody({ networking: { enabled: true, tags: ['Robotics', ' Casting '] } }),
    )
    expect(edited.body.networking).toEqual({ enabled: true, tags: ['Robotics', 'Casting'] })
    // Left out of an edit, it stays.
    expect((await owner.client.patch<EventDto>(`/api/events/${night.id}`, eventBody())).body.networking?.tags).toEqual([
      'Robotics',
      'Casting',
    ])
    const copy = await owner.client.post<EventDto>(`/api/events/${night.id}/duplicate`, {})
    expect(copy.body.networking).toEqual({ enabled: true, tags: ['Robotics', 'Casting'] })
    const series = await owner.client.post<EventDto[]>(`/api/events/${night.id}/series`, { pattern: 'weekly', count: 2 })
    expect(series.body.map((event) => event.networking)).toEqual([
      { enabled: true, tags: ['Robotics', 'Casting'] },
      { enabled: true, tags: ['Robotics', 'Casting'] },
    ])
  })

  it('refuses a bad list with 400 and keeps the event as it was', async () => {
    const night = await networkingNight(owner.client)
    const cases: [unknown, string][] = [
      [{ enabled: true, tags: ['CNC', 'cnc '] }, 'Tags must differ'],
      [{ enabled: true, tags: Array.from({ length: 41 }, (_, i) => `Tag ${i}`) }, 'At most 40 tags'],
      [{ enabled: true, tags: ['x'.repeat(41)] }, 'This field is too long (max 40 characters)'],
      [{ enabled: true, tags: ['  '] }, 'Tags cannot be empty'],
    ]
    for (const [networking, message] of cases) {
      const refused = await owner.client.patch<ApiError>(`/api/events/${night.id}`, eventBody({ networking }))
      expect([refused.status, refused.body.message]).toEqual([400, message])
    }
    expect((await anonymous.get<EventDto>(`/api/events/${night.id}`)).body.networking?.tags).toHaveLength(12)
  })
})

describe('a profile with the registration', () => {
  it('is stored beside it: the manage link shows it, with a contact code of 8 letters and digits', async () => {
    const night = await networkingNight(owner.client)
    const person = await registerWith(server, night.id, { name: 'Dana Diaz' }, { ...GOOD, offers: ['sheet METAL'] })
    const view = await networkingOf(server, person.token)
    expect(view).toMatchObject({
      enabled: true,
      tags: [...DEFAULT_NETWORKING_TAGS],
      // Typed in any case, stored in the list's spelling; nothing shared by default.
      profile: { ...GOOD, share: { email: false, phone: null, url: null }, printOnBadge: false },
      suggestions: [],
      swaps: { incoming: [], outgoing: [], mutual: [] },
    })
    expect(view.contactCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    // Nothing of it is on the registration itself, for the host or anyone.
    const listed = await owner.client.get<Record<string, unknown>[]>(`/api/events/${night.id}/attendees`)
    expect(JSON.stringify(listed.body)).not.toMatch(/Sheet metal|enclosures|networking/i)
    const page = await anonymous.get<{ registration: unknown }>(`/api/registrations/${person.token}`)
    expect(JSON.stringify(page.body.registration)).not.toMatch(/Sheet metal|enclosures|networking/i)
  })

  it('without the choice (absent or null) there is none', async () => {
    const night = await networkingNight(owner.client)
    for (const networking of [undefined, null]) {
      const person = await registerWith(server, night.id, {}, networking)
      expect(await networkingOf(server, person.token)).toMatchObject({ enabled: true, profile: null, contactCode: null })
    }
    expect(await profilesOf(night.id)).toBe(0)
  })

  it('bad input: 400 with the field message, and neither registration nor profile is stored', async () => {
    const night = await networkingNight(owner.client)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ offers: ['Knitting'] }, 'networking.offers', "Choose up to 3 from the night's list"],
      [
        { needs: ['CNC machining', 'Sheet metal', 'Packaging', 'Woodworking'] },
        'networking.needs',
        "Choose up to 3 from the night's list",
      ],
      [{ offers: ['CNC machining', 'cnc machining'] }, 'networking.offers', "Choose up to 3 from the night's list"],
      [{ offers: [42] }, 'networking.offers', "Choose up to 3 from the night's list"],
      [{ offers: [], needs: [] }, 'networking.offers', 'Choose at least one thing you make or are looking for'],
      [{ ...GOOD, line: 'x'.repeat(141) }, 'networking.line', 'This field is too long (max 140 characters)'],
      [{ ...GOOD, share: { url: 'not a url' } }, 'networking.share.url', 'Must be a valid URL'],
      [{ ...GOOD, share: { url: 'javascript:alert(1)' } }, 'networking.share.url', 'Must be a valid URL'],
      [
        { ...GOOD, share: { phone: 'call me' } },
        'networking.share.phone',
        'Enter a valid phone number, such as (312) 555-0142, or +44 20 7946 0958 outside North America',
      ],
    ]
    for (const [networking, field, message] of cases) {
      const refused = await anonymous.post<ApiError>(`/api/events/${night.id}/attendees`, attendee({ networking }))
      expect([refused.status, refused.body.errors?.[field]]).toEqual([400, message])
    }
    expect(await rowsOf(night.id)).toBe(0)
    expect(await profilesOf(night.id)).toBe(0)
  })

  it('on a night with networking off: 409 and nothing stored', async () => {
    const plain = await owner.client.post<EventDto>('/api/events', eventBody())
    const refused = await anonymous.post<ApiError>(`/api/events/${plain.body.id}/attendees`, attendee({ networking: GOOD }))
    expect([refused.status, refused.body.message]).toEqual([409, 'Networking is not on for this night'])
    expect(await rowsOf(plain.body.id)).toBe(0)
  })

  it('a host adding someone by hand never sets one; registering again without the choice drops the earlier one', async () => {
    const night = await networkingNight(owner.client)
    const added = await owner.client.post<{ id: string }>(`/api/events/${night.id}/attendees`, attendee({ networking: GOOD }))
    expect(added.status).toBe(201)
    expect((await networkingRowsOf(server, added.body.id)).profiles).toBe(0)

    const person = await registerWith(server, night.id, {}, GOOD)
    expect((await anonymous.post(`/api/registrations/${person.token}/cancel`)).status).toBe(200)
    const again = await anonymous.post(`/api/events/${night.id}/attendees`, attendee({ email: person.email }))
    expect(again.status).toBe(201)
    expect((await networkingRowsOf(server, person.id)).profiles).toBe(0)
  })

  it('the waitlist takes it too; a waiting person has a profile but no code, suggestions or swaps until seated', async () => {
    const night = await networkingNight(owner.client, { maxAttendees: 1 })
    await registerWith(server, night.id, {}, { offers: ['PCB assembly'] })
    const bad = await anonymous.post<ApiError>(
      `/api/events/${night.id}/waitlist`,
      attendee({ networking: { offers: ['Knitting'] } }),
    )
    expect([bad.status, bad.body.errors?.['networking.offers']]).toEqual([400, "Choose up to 3 from the night's list"])
    expect(await rowsOf(night.id)).toBe(1)
    const waiting = attendee({ networking: { needs: ['PCB assembly'] } })
    expect((await anonymous.post(`/api/events/${night.id}/waitlist`, waiting)).status).toBe(201)
    const row = (await server.payload.find({ collection: 'attendees', where: { email: { equals: waiting.email } }, depth: 0 }))
      .docs[0]
    expect((await networkingRowsOf(server, row.id)).profiles).toBe(1)
  })
})

describe('the manage link: GET, PUT, DELETE /api/registrations/{token}/networking', () => {
  it('opts in later, changes, and withdraws at any time; bad input changes nothing', async () => {
    const night = await networkingNight(owner.client)
    const person = await registerWith(server, night.id, {})
    const path = `/api/registrations/${person.token}/networking`
    const put = await anonymous.request<NetworkingDto>('PUT', path, {
      ...GOOD,
      share: { email: true, phone: '(312) 555-0142', url: 'shop.example.com' },
    })
    expect(put.status).toBe(200)
    expect(put.body.profile).toEqual({
      ...GOOD,
      share: { email: true, phone: '(312) 555-0142', url: 'https://shop.example.com' },
      printOnBadge: false,
    })
    const code = put.body.contactCode
    expect(code).toMatch(/^[A-Z0-9]{8}$/)

    // A change keeps the code.
    const changed = await anonymous.request<NetworkingDto>('PUT', path, { offers: ['Woodworking'] })
    expect([changed.body.profile?.offers, changed.body.profile?.needs, changed.body.contactCode]).toEqual([
      ['Woodworking'],
      [],
      code,
    ])

    for (const [body, field] of [
      [{ offers: ['Knitting'] }, 'networking.offers'],
      [{ offers: ['Woodworking'], line: 'y'.repeat(141) }, 'networking.line'],
      [{ offers: ['Woodworking'], share: { url: 'ftp://files.example.com' } }, 'networking.share.url'],
    ] as const) {
      const refused = await anonymous.request<ApiError>('PUT', path, body)
      expect([refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([400, [field]])
    }
    expect((await networkingOf(server, person.token)).profile?.offers).toEqual(['Woodworking'])

    const withdrawn = await anonymous.delete(path)
    expect([withdrawn.status, withdrawn.body]).toEqual([200, { profile: null }])
    expect(await anonymous.delete(path)).toMatchObject({ status: 200, body: { profile: null } })
    expect(await networkingOf(server, person.token)).toMatchObject({ profile: null, contactCode: null })
    // Opting in again issues a new code: the old one stays dead.
    const again = await anonymous.request<NetworkingDto>('PUT', path, GOOD)
    expect(again.body.contactCode).not.toBe(code)
  })

  it('404 for an unknown token; 409 on a night with networking off and for a cancelled registration', async () => {
    expect((await anonymous.get('/api/registrations/AAAAAAAAAAAAAAAAAAAAAA/networking')).status).toBe(404)
    expect((await anonymous.request('PUT', '/api/registrations/AAAAAAAAAAAAAAAAAAAAAA/networking', GOOD)).status).toBe(404)
    expect((await anonymous.delete('/api/registrations/AAAAAAAAAAAAAAAAAAAAAA/networking')).status).toBe(404)

    const plain = await owner.client.post<EventDto>('/api/events', eventBody())
    const person = await registerWith(server, plain.body.id, {})
    expect(await networkingOf(server, person.token)).toMatchObject({ enabled: false, tags: [], profile: null })
    const off = await anonymous.request<ApiError>('PUT', `/api/registrations/${person.token}/networking`, GOOD)
    expect([off.status, off.body.message]).toEqual([409, 'Networking is not on for this night'])

    const night = await networkingNight(owner.client)
    const gone = await registerWith(server, night.id, {}, GOOD)
    expect((await anonymous.post(`/api/registrations/${gone.token}/cancel`)).status).toBe(200)
    // Cancelled: the profile, its code and its swaps ended with the registration (decision 282).
    expect(await networkingOf(server, gone.token)).toMatchObject({ profile: null, contactCode: null })
    const refused = await anonymous.request<ApiError>('PUT', `/api/registrations/${gone.token}/networking`, GOOD)
    expect([refused.status, refused.body.message]).toEqual([409, 'This registration is cancelled'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, attendee, createEvent, createHost } from '../support/actors'
import { register } from '../support/nights'
import { startTestServer, type TestServer } from '../support/testServer'
import type { ApiError } from '../../contract/types'

/**
 * Issue 44, finding 13: names and companies are printed as they are (badges, lists), so a TAB,
 * a line break or any other control character is refused with the field's own message, on
 * every way in: registration, waitlist, a host's or the door's walk-in, the manage page, the
 * host application, and the collection itself (what /cms/api and the admin write).
 */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  server = await startTestServer()
  host = await createHost(server)
})
afterAll(() => server.stop())

// A NUL is taken out of every text by the API's JSON parser before any check (decision 540).
const CONTROLS = ['Ann\tBee', 'Ann\nBee', 'Ann\r\nBee', 'Ann\u001bBee', 'Ann\u007fBee']
const nameRefused = { message: messages.nameOneLine, errors: { name: messages.nameOneLine } }
const companyRefused = { message: messages.companyOneLine, errors: { company: messages.companyOneLine } }

describe('control characters in names and companies', () => {
  it('are refused with the field’s message everywhere a person is written, and nothing is stored', async () => {
    const event = await createEvent(host.client, { maxAttendees: 1 })
    const full = await createEvent(host.client, { maxAttendees: 1 })
    await register(server, full.id)
    for (const text of CONTROLS) {
      const ways = [
        (body: Record<string, unknown>) => anonymous().post<ApiError>(`/api/events/${event.id}/attendees`, body),
        (body: Record<string, unknown>) => anonymous().post<ApiError>(`/api/events/${full.id}/waitlist`, body),
        (body: Record<string, unknown>) => host.client.post<ApiError>(`/api/events/${event.id}/attendees`, body),
        (body: Record<string, unknown>) => host.client.post<ApiError>(`/api/events/${event.id}/walk-ins`, body),
      ]
      for (const send of ways) {
        const byName = await send(attendee({ name: text }))
        expect([JSON.stringify(text), byName.status, byName.body]).toEqual([JSON.stringify(text), 400, nameRefused])
        const byCompany = await send(attendee({ company: text }))
        expect([JSON.stringify(text), byCompany.status, byCompany.body]).toEqual([JSON.stringify(text), 400, companyRefused])
      }
    }
    expect((await host.client.get<unknown[]>(`/api/events/${event.id}/attendees`)).body).toEqual([])
    // Letters of any script and ordinary punctuation stay welcome.
    expect(
      (
        await anonymous().post(
          `/api/events/${event.id}/attendees`,
          attendee({ name: 'Zoë O’Brien-Łukasz', company: 'Café & Co.' }),
        )
      ).status,
    ).toBe(201)
  })

  it('are refused on the manage page, in a host application and in the collection itself', async () => {
    const event = await createEvent(host.client)
    const person = await register(server, event.id, { name: 'Plain Name' })
    const corrected = await anonymous().patch<ApiError>(`/api/registrations/${person.token}`, { name: 'Two\nLines' })
    expect([corrected.status, corrected.body]).toEqual([400, nameRefused])
    const renamed = await anonymous().patch<ApiError>(`/api/registrations/${person.token}`, { company: 'Tab\tCo' })
    expect([renamed.status, renamed.body]).toEqual([400, companyRefused])

    const applied = await anonymous().post<ApiError>('/api/register', {
      name: 'Hal\tHost',
      email: 'hal.host@example.com',
      password: 'host-password-1',
      phone: '312-555-0100',
      ...FILLED_BY_A_PERSON,
    })
    expect([applied.status, applied.body.errors?.name]).toEqual([400, messages.nameOneLine])

    await expect(
      server.payload.create({
        collection: 'attendees',
        data: {
          event: event.id,
          name: 'Cms\nRow',
          email: 'cms.row@example.com',
          emailKey: 'cms.row@example.com',
          company: 'Co',
          status: 'registered',
        },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'name', message: messages.nameOneLine }] } })
    // Written below the API's parser (the CMS), a NUL is refused like any control character.
    await expect(
      server.payload.create({
        collection: 'attendees',
        data: {
          event: event.id,
          name: 'Cms\u0000Row',
          email: 'cms.nul@example.com',
          emailKey: 'cms.nul@example.com',
          company: 'Co',
          status: 'registered',
        },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'name', message: messages.nameOneLine }] } })
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, createEvent } from '../support/actors'
import { register } from '../support/nights'
import { startWithRoles, type RoleClients } from '../support/roles'
import type { MyDataDto } from '../../contract/privacy'

/**
 * "Download my data" (docs/privacy.md): `GET /api/registrations/{token}/export` gives the token
 * holder everything stored about the registrations of their address, made on request and never
 * cached; nobody else has a way to it.
 */
let roles: RoleClients
beforeAll(async () => {
  roles = await startWithRoles()
})
afterAll(() => roles.server.stop())

describe('GET /api/registrations/{token}/export', () => {
  it('gives the token holder every registration of their address, as a file never cached', async () => {
    const { server, owner } = roles
    const email = 'Mo.Mine@example.com'
    const first = await createEvent(owner.client, { name: 'First Night' })
    const second = await createEvent(owner.client, { name: 'Second Night', maxAttendees: 1 })
    const third = await createEvent(owner.client, { name: 'Third Night' })
    const mine = await register(server, first.id, { name: 'Mo Mine', email, company: 'Mine Works', showCompany: true })
    await register(server, second.id)
    const waiting = await new Client(server.url).post(`/api/events/${second.id}/waitlist`, {
      name: 'Mo M.',
      email: email.toLowerCase(),
      company: 'Mine Works',
      ...FILLED_BY_A_PERSON,
    })
    expect(waiting.status).toBe(201)
    const cancelled = await register(server, third.id, { name: 'Mo Mine', email, company: 'Mine Works' })
    expect((await new Client(server.url).post(`/api/registrations/${cancelled.token}/cancel`)).status).toBe(200)
    expect((await owner.client.post(`/api/events/${first.id}/check-ins`, { attendeeId: mine.id })).status).toBe(201)
    // Someone else at the same night is not in it.
    await register(server, first.id, { name: 'Other Person' })

    const download = await new Client(server.url).get<MyDataDto>(`/api/registrations/${mine.token}/export`)
    expect(download.status).toBe(200)
    expect(download.headers.get('cache-control')).toBe('no-store')
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="my-registrations.json"')
    expect(download.headers.get('content-type')).toMatch(/^application\/json/)
    const data = download.body
    expect(data.email).toBe(email)
    expect(data.contains).toMatch(/^Every registration stored for this email address/)
    expect(Date.parse(data.generatedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(data.registrations.map((entry) => [entry.event.name, entry.name, entry.status, entry.showCompany])).toEqual([
      ['First Night', 'Mo Mine', 'registered', true],
      ['Second Night', 'Mo M.', 'waitlisted', false],
      ['Third Night', 'Mo Mine', 'cancelled', false],
    ])
    const [registered, waitlisted, gone] = data.registrations
    expect(registered).toMatchObject({
      id: mine.id,
      email,
      company: 'Mine Works',
      checkedInAt: expect.any(String),
      waitlistedAt: null,
      cancelledAt: null,
      event: { id: first.id, venue: 'The Test Tap', city: 'Chicago', timezone: 'America/Chicago' },
    })
    expect(waitlisted.waitlistedAt).toEqual(expect.any(String))
    expect(gone.cancelledAt).toEqual(expect.any(String))
    expect(JSON.stringify(data)).not.toContain('Other Person')
    expect(Object.keys(registered).sort()).toEqual(
      [
        'id',
        'event',
        'name',
        'email',
        'company',
        'showCompany',
        'status',
        'registeredAt',
        'waitlistedAt',
        'cancelledAt',
        'checkedInAt',
      ].sort(),
    )
  })

  it('is the token holder’s only: no token, a wrong one or a session opens nothing', async () => {
    const { server, anonymous, owner, otherHost, master, admin } = roles
    const event = await createEvent(owner.client)
    const person = await register(server, event.id)
    const refused = { message: messages.registrationNotFound }
    for (const client of [anonymous, owner.client, otherHost.client, admin.client, master]) {
      // Without the token there is no such route, whoever is signed in.
      for (const path of [
        '/api/registrations/export',
        '/api/registrations//export',
        '/api/registrations/AAAAAAAAAAAAAAAAAAAAAA/export',
      ]) {
        const answer = await client.get(path)
        expect(answer.status).toBe(404)
        expect(answer.text).not.toContain(person.email)
      }
      expect((await client.get('/api/registrations/AAAAAAAAAAAAAAAAAAAAAA/export')).body).toEqual(refused)
    }
    // A rotated token (the address registered again after cancelling) opens nothing either.
    expect((await new Client(server.url).post(`/api/registrations/${person.token}/cancel`)).status).toBe(200)
    const again = await new Client(server.url).post(`/api/events/${event.id}/attendees`, { ...person, ...FILLED_BY_A_PERSON })
    expect(again.status).toBe(201)
    expect((await anonymous.get(`/api/registrations/${person.token}/export`)).status).toBe(404)
  })
})

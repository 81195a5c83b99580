import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, createEvent } from '../support/actors'
import { register } from '../support/nights'
import { startWithRoles, type RoleClients } from '../support/roles'
import { startSmtpServer } from '../support/smtp'
import type { MyDataDto } from '../../contract/privacy'

/**
 * "Download my data" (docs/privacy.md): `GET /api/registrations/{token}/export` gives the token
 * holder everything stored about the registrations of their address, made on request and never
 * cached; nobody else has a way to it.
 */
let roles: RoleClients
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
  roles = await startWithRoles({ SMTP_URL: smtp.url, EMAIL_FROM: 'Makers Pub Night <events@example.com>' })
})
afterAll(async () => {
  await roles.server.stop()
  await smtp.close()
})

describe('GET /api/registrations/{token}/export', () => {
  it('gives the token holder every registration of their address, as a file never cached', async () => {
    const { server, owner } = roles
    const email = 'Mo.Mine@example.com'
    const first = (await createEvent(owner.client, {
      name: 'First Night',
      questions: [{ label: 'Dietary needs?', kind: 'text', required: false }],
    })) as Awaited<ReturnType<typeof createEvent>> & { questions: { id: string }[] }
    const second = await createEvent(owner.client, { name: 'Second Night', maxAttendees: 1 })
    const third = await createEvent(owner.client, { name: 'Third Night' })
    const mine = await register(server, first.id, {
      name: 'Mo Mine',
      email,
      company: 'Mine Works',
      showCompany: true,
      answers: { [first.questions[0].id]: 'No shellfish' },
    })
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

    // The confirmation email's link carries the proof that opens the address's other rows.
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /First Night/.test(m.subject ?? ''))
    const mailed = new URL(/(http\S+\/registrations\/\S+)/.exec(mail.text ?? '')![1])
    expect(mailed.pathname).toBe(`/registrations/${mine.token}`)
    const proof = mailed.searchParams.get('proof')!
    expect(proof).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const download = await new Client(server.url).get<MyDataDto>(`/api/registrations/${mine.token}/export?proof=${proof}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('cache-control')).toBe('no-store')
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="my-registrations.json"')
    expect(download.headers.get('content-type')).toMatch(/^application\/json/)
    // Saved from a page in Spanish: the file's name too.
    const spanish = await new Client(server.url).get(`/api/registrations/${mine.token}/export?proof=${proof}&lang=es`)
    expect(spanish.headers.get('content-disposition')).toBe('attachment; filename="mis-inscripciones.json"')
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
      answers: [{ question: 'Dietary needs?', answer: 'No shellfish' }],
    })
    expect(waitlisted.answers).toEqual([])
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
        'answers',
        'networking',
        'swaps',
        'feedback',
      ].sort(),
    )
  })

  it('gives the link from the registration’s answer (no proof) its own row only: a stranger’s address stays closed', async () => {
    const { server, owner } = roles
    const email = 'victim.vee@example.com'
    const earlier = await createEvent(owner.client, { name: 'Victim Night' })
    await register(server, earlier.id, { name: 'Vee Victim', email, company: 'Victim Co' })
    // Someone types the victim's address for another night and holds the 201's manage link.
    const later = await createEvent(owner.client, { name: 'Typist Night' })
    const typed = await register(server, later.id, { name: 'Typed By Someone', email, company: 'Anything' })
    for (const query of ['', '?proof=', '?proof=AAAAAAAAAAAAAAAAAAAAAA', '?proof=not-a-proof']) {
      const download = await new Client(server.url).get<MyDataDto>(`/api/registrations/${typed.token}/export${query}`)
      expect(download.status).toBe(200)
      expect(download.body.contains).toMatch(/^This registration only/)
      expect(download.body.registrations.map((entry) => entry.event.name)).toEqual(['Typist Night'])
      expect(download.text).not.toContain('Victim Night')
      expect(download.text).not.toContain('Victim Co')
    }
    // A proof made for another token opens nothing more either.
    const victimMail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /Victim Night/.test(m.subject ?? ''))
    const victimProof = new URL(/(http\S+\/registrations\/\S+)/.exec(victimMail.text ?? '')![1]).searchParams.get('proof')
    const crossed = await new Client(server.url).get<MyDataDto>(`/api/registrations/${typed.token}/export?proof=${victimProof}`)
    expect(crossed.body.registrations.map((entry) => entry.event.name)).toEqual(['Typist Night'])
  })

  it('says what the file holds in the language of the request that downloads it; the data stays as stored', async () => {
    const { server, owner } = roles
    const night = await createEvent(owner.client, { name: 'Datenabend' })
    const mine = await register(server, night.id, { name: 'Dora Daten', email: 'dora.daten@example.com', company: 'Daten AG' })
    const german = await new Client(server.url).get<MyDataDto>(`/api/registrations/${mine.token}/export`, {
      'Accept-Language': 'de',
    })
    expect(german.status).toBe(200)
    expect(german.body.contains).toMatch(/^Nur diese Anmeldung \(/)
    expect(german.body.contains).toContain('„Wie war der Abend?“')
    expect(german.body.registrations.map((entry) => [entry.event.name, entry.name])).toEqual([['Datenabend', 'Dora Daten']])
    const english = await new Client(server.url).get<MyDataDto>(`/api/registrations/${mine.token}/export`)
    expect(english.body.contains).toMatch(/^This registration only \(/)
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

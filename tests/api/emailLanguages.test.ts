import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'

/**
 * A registration keeps the language of the page it was made on (shared/DESIGN.md section 11),
 * and every email to that person is written in it, whoever causes it: here a host working in
 * English removes a German registrant, who is told in German.
 */
describe('emails in the language the registration was made in', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer

  beforeAll(async () => ({ smtp, server } = await startServerWithMail()))
  afterAll(() => stopServerWithMail({ smtp, server }))

  it('stores the page’s language, confirms in it, and a host in English removes the person in it', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client, {
      name: 'Schmiede Night',
      timezone: 'Europe/Berlin',
      date: '2031-01-15T17:00:00.000Z',
      endDate: '2031-01-15T20:30:00.000Z',
    })
    const person = attendee({ name: 'Greta Gast' })
    // The browser's languages, as the German page's own requests send them.
    const registered = await new Client(server.url).post<{ id: string | number }>(`/api/events/${event.id}/attendees`, person, {
      'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5',
    })
    expect(registered.status).toBe(201)
    const row = await server.payload.findByID({ collection: 'attendees', id: registered.body.id, overrideAccess: true })
    expect(row.locale).toBe('de')

    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect(confirmation.subject).toBe('Makers Pub Night: Sie sind für Schmiede Night angemeldet')
    expect(confirmation.text).toContain('Hallo Greta Gast,')
    expect(confirmation.text).toContain('Wann: Mittwoch, 15. Januar 2031, 18:00–21:30 Uhr MEZ')
    expect(confirmation.html).toContain('<html lang="de">')

    // Its manage link opened on a phone set to English shows the page in the email's German (decision 500).
    const manage = /https?:\/\/\S+\/registrations\/\S+/.exec(confirmation.text ?? '')?.[0] ?? ''
    expect(new URL(manage).searchParams.get('lang')).toBe('de')
    const page = await new Client(server.url).get(new URL(manage).pathname + new URL(manage).search, {
      'Accept-Language': 'en-US',
    })
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<html lang="de"/)
    const opened = await new Client(server.url).get(`/api${new URL(manage).pathname}`)
    expect(opened.status).toBe(200)

    // The host's own requests say English, and the answer to them is English.
    const removed = await host.client.delete<{ message: string }>(`/api/events/${event.id}/attendees/${registered.body.id}`, {
      'Accept-Language': 'en-US',
    })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Attendee removed')
    const notice = await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && m.subject !== confirmation.subject)
    expect(notice.subject).toBe('Makers Pub Night: Sie stehen nicht mehr auf der Liste für Schmiede Night')
    expect(notice.text).toContain(
      'Der Gastgeber von Schmiede Night (Mittwoch, 15. Januar 2031, 18:00–21:30 Uhr MEZ) hat Ihre Anmeldung für den Abend entfernt.',
    )
    expect(notice.text).not.toContain('removed your registration')
  })

  it('writes English to a person whose page had no preference, as before', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client, { name: 'Plain Night' })
    const person = attendee({ name: 'Pat Plain' })
    const registered = await new Client(server.url).post<{ id: string | number }>(`/api/events/${event.id}/attendees`, person)
    expect(registered.status).toBe(201)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect(mail.subject).toBe("Makers Pub Night: you're registered for Plain Night")
    expect(mail.text).toContain('Hi Pat Plain,')
  })

  it('takes `?lang=` on the registration itself, and Spanish for the waitlist', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client, { name: 'Noche Llena', maxAttendees: 1 })
    const first = attendee({ name: 'Ana Primera' })
    expect((await new Client(server.url).post(`/api/events/${event.id}/attendees?lang=fr`, first)).status).toBe(201)
    const french = await smtp.waitFor((m) => m.envelopeTo.includes(first.email))
    expect(french.subject).toBe('Makers Pub Night : vous êtes inscrit à Noche Llena')
    const second = attendee({ name: 'Beto Segundo' })
    const waiting = await new Client(server.url).post(`/api/events/${event.id}/waitlist`, second, { 'Accept-Language': 'es-MX' })
    expect(waiting.status).toBe(201)
    const spanish = await smtp.waitFor((m) => m.envelopeTo.includes(second.email))
    expect(spanish.subject).toBe('Makers Pub Night: estás en la lista de espera de Noche Llena')
    expect(spanish.text).toContain('Eres el número 1 de la lista de espera.')
  })

  it('keeps the door page’s language for a walk-in, whose later emails follow it', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client, { name: 'Noche de Puerta' })
    const walker = attendee({ name: 'Wilma Puerta' })
    const added = await host.client.post<{ attendee: { id: string | number } }>(`/api/events/${event.id}/walk-ins`, walker, {
      'Accept-Language': 'es-ES',
    })
    expect(added.status).toBe(201)
    const row = await server.payload.findByID({ collection: 'attendees', id: added.body.attendee.id, overrideAccess: true })
    expect(row.locale).toBe('es')
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(walker.email))
    expect(confirmation.subject).toBe('Makers Pub Night: ya estás inscrito en Noche de Puerta')
    expect(confirmation.text).toContain('Hola, Wilma Puerta:')
  })

  it('keeps the language of someone the night knows when a host or the door working in English adds them', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client, { name: 'Volle Halle', maxAttendees: 1 })
    expect((await new Client(server.url).post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
    // Greta waits on a German page; the host, working in English, types her address in.
    const greta = attendee({ name: 'Greta Wartend' })
    const waiting = await new Client(server.url).post(`/api/events/${event.id}/waitlist`, greta, { 'Accept-Language': 'de' })
    expect(waiting.status).toBe(201)
    await smtp.waitFor((m) => m.envelopeTo.includes(greta.email))
    const added = await host.client.post<{ id: string | number }>(`/api/events/${event.id}/attendees`, greta, {
      'Accept-Language': 'en-US',
    })
    expect(added.status).toBe(201)
    expect((await server.payload.findByID({ collection: 'attendees', id: added.body.id, overrideAccess: true })).locale).toBe(
      'de',
    )
    const seated = await smtp.waitFor((m) => m.envelopeTo.includes(greta.email) && /angemeldet/.test(m.subject ?? ''))
    expect(seated.subject).toBe('Makers Pub Night: Ein Platz ist frei geworden, Sie sind für Volle Halle angemeldet')

    // Sofía cancelled on a Spanish page; a volunteer at the door in English records her as a walk-in.
    const sofia = attendee({ name: 'Sofía Vuelve' })
    const night = await createEvent(host.client, { name: 'Noche de Vuelta' })
    const first = await new Client(server.url).post<{ manageUrl: string }>(`/api/events/${night.id}/attendees`, sofia, {
      'Accept-Language': 'es',
    })
    expect(first.status).toBe(201)
    const spanish = 'Makers Pub Night: ya estás inscrito en Noche de Vuelta'
    await smtp.waitFor((m) => m.envelopeTo.includes(sofia.email) && m.subject === spanish)
    const token = new URL(first.body.manageUrl).pathname.split('/').pop()
    expect((await new Client(server.url).post(`/api/registrations/${token}/cancel`, {})).status).toBe(200)
    const walkIn = await host.client.post(`/api/events/${night.id}/walk-ins`, sofia, { 'Accept-Language': 'en-US' })
    expect(walkIn.status).toBe(201)
    const confirmations = () => smtp.received.filter((m) => m.envelopeTo.includes(sofia.email) && m.subject === spanish)
    const again = await smtp.waitFor(() => confirmations().length === 2).then(() => confirmations()[1])
    expect(again.text).toContain('Hola, Sofía Vuelve:')
  })

  it('writes a host’s test message in the language of the host’s page, as the people who read German see it', async () => {
    const host = await createHost(server, { name: 'Hanne Host' })
    const event = await createEvent(host.client, { name: 'Probe Night' })
    const sent = await host.client.post(
      `/api/events/${event.id}/messages`,
      { subject: 'Parking', body: 'Use the back lot.', audience: 'registered', test: true },
      { 'Accept-Language': 'de-DE' },
    )
    expect(sent.status).toBe(202)
    const copy = await smtp.waitFor((m) => m.envelopeTo.includes(host.email) && /Parking/.test(m.subject ?? ''))
    expect(copy.subject).toBe('[Test] Probe Night: Parking')
    expect(copy.text).toContain('Hallo Hanne Host,')
    expect(copy.text).toContain('Use the back lot.')
  })
})

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createHost, eventBody } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { outboxIdle } from '../support/waiting'
import { checkInAt, morningAfterOfNight } from '../support/pulse'
import type { TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'

/**
 * A registration keeps its language in every email caused later, by the background work or by
 * a host working in English (shared/DESIGN.md section 11): the reminder, the host's message, the
 * night's change (to those seated and those waiting), a promotion from the waitlist and the morning-after email each read the people
 * of a night again, and each must carry the language each person registered in.
 */
const HOUR = 3600_000
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  ;({ smtp, server } = await startServerWithMail())
  host = await createHost(server)
})
afterAll(() => stopServerWithMail({ smtp, server }))

const english = { 'Accept-Language': 'en-US' }
const registerIn = async (eventId: string | number, lang: string, name: string, path = 'attendees') => {
  const person = attendee({ name })
  const made = await new Client(server.url).post<{ id: string | number }>(`/api/events/${eventId}/${path}?lang=${lang}`, person)
  expect(made.status).toBe(201)
  return { ...person, id: made.body.id }
}
const mailTo = (email: string, subject: RegExp) =>
  smtp.waitFor((m) => m.envelopeTo.includes(email) && subject.test(m.subject ?? ''))

describe('emails caused later, in the language of the registration', () => {
  it('the reminder, the host’s message, the change, the promotion: each in its reader’s language', async () => {
    const start = Date.now() + 25 * HOUR
    /** The night of one seat, starting at `at`, as its host (working in English) writes it. */
    const nightAt = (at: number) =>
      eventBody({
        name: 'Schmiede Night',
        date: new Date(at).toISOString(),
        endDate: new Date(at + 3 * HOUR).toISOString(),
        maxAttendees: 1,
      })
    const night = await host.client.post<{ id: string | number }>('/api/events', nightAt(start), english)
    expect(night.status).toBe(201)
    const greta = await registerIn(night.body.id, 'de', 'Greta Gast')
    const francois = await registerIn(night.body.id, 'fr', 'François File', 'waitlist')

    await server.reminders.runOnce(Date.now() + HOUR + 60_000)
    const reminder = await mailTo(greta.email, /Erinnerung/)
    expect(reminder.subject).toBe('Makers Pub Night: Erinnerung, Schmiede Night beginnt in 24 Stunden')
    expect(reminder.html).toContain('<html lang="de">')

    const sent = await host.client.post(
      `/api/events/${night.body.id}/messages`,
      { subject: 'Parking', body: 'Park behind the building.', audience: 'registered' },
      english,
    )
    expect(sent.status).toBe(202)
    const message = await mailTo(greta.email, /Parking/)
    // The host's words as written, ours around them in German.
    expect(message.text).toContain('Hallo Greta Gast,')
    expect(message.text).toContain('Park behind the building.')
    expect(message.html).toContain('<html lang="de">')

    const moved = await host.client.patch(`/api/events/${night.body.id}`, nightAt(start + 2 * HOUR), english)
    expect(moved.status).toBe(200)
    const changed = await mailTo(greta.email, /geändert/)
    expect(changed.subject).toBe('Makers Pub Night: Schmiede Night hat sich geändert')
    // François, still waiting, hears of it too, in French.
    const stillWaiting = await mailTo(francois.email, /a changé/)
    expect(stillWaiting.text).toContain('Vous êtes toujours sur la liste d’attente')

    // Greta's seat goes to François, who waited on a French page.
    expect((await host.client.delete(`/api/events/${night.body.id}/attendees/${greta.id}`, english)).status).toBe(200)
    const promoted = await mailTo(francois.email, /place s’est libérée/)
    expect(promoted.html).toContain('<html lang="fr">')
    expect(promoted.text).toContain('Bonjour François File,')
    await outboxIdle(server.payload)
    for (const mail of smtp.received.filter((m) => m.envelopeTo.includes(greta.email) || m.envelopeTo.includes(francois.email)))
      expect(mail.text).not.toMatch(/^Hi |A reminder:|has changed|You're registered/m)
  })

  it('the morning-after email', async () => {
    const night = await host.client.post<{ id: string | number }>('/api/events', eventBody({ name: 'Noche de Taller' }), english)
    expect(night.status).toBe(201)
    const lucia = await registerIn(night.body.id, 'es', 'Lucía López')
    await checkInAt(host.client, night.body.id, lucia.id)
    const due = await morningAfterOfNight(server, night.body.id)
    expect(await server.morningAfter.runOnce(due + 60_000)).toBe(1)
    const mail = await mailTo(lucia.email, /Qué tal/)
    expect(mail.subject).toBe('¿Qué tal Noche de Taller?')
    expect(mail.html).toContain('<html lang="es">')
  })

  it('a form sent from a German page registers in German, though another tab chose English since', async () => {
    const night = await host.client.post<{ id: string | number }>(
      '/api/events',
      eventBody({ name: 'Zwei Tabs Night', maxAttendees: 1 }),
      english,
    )
    expect(night.status).toBe(201)
    // The browser's `lang` cookie says English (the other tab's choice); the page still reads German.
    const browser = new Client(server.url)
    expect((await browser.get('/faq?lang=en')).status).toBe(200)
    expect(browser.cookies.get('lang')).toBe('en')
    const greta = attendee({ name: 'Greta Zweitab' })
    const made = await browser.post(`/api/events/${night.body.id}/attendees`, greta, { 'Content-Language': 'de' })
    expect(made.status).toBe(201)
    expect(made.headers.get('content-language')).toBe('de')
    const confirmation = await mailTo(greta.email, /Zwei Tabs Night/)
    expect(confirmation.html).toContain('<html lang="de">')
    // The refusal before Express (a full night) answers in the page's language too.
    const late = await browser.post<{ message: string }>(`/api/events/${night.body.id}/attendees`, attendee({ name: 'Late' }), {
      'Content-Language': 'de',
    })
    expect(late.status).toBe(409)
    expect(late.headers.get('content-language')).toBe('de')
    // A read follows the browser's choice, not a header that describes no content.
    const read = await browser.get(`/api/events/${night.body.id}`, { 'Content-Language': 'de' })
    expect(read.headers.get('content-language')).toBe('en')
    expect(browser.cookies.get('lang')).toBe('en')
  })
})

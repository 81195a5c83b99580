import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { calendarOfMail, readCalendar, strictProblems } from '../support/ics'
import type { TestServer } from '../support/testServer'
import type { CapturedMail } from '../support/smtp'

/**
 * A registration's calendar files in its stored language (issue 55, docs/translating.md): a file's
 * content carries only the host's words (the night's name, description, place) and the product's
 * name, so what is ours is the attachment's name, which the reader sees beside the email. A
 * Spanish registration's files are named in Spanish, whoever causes the email (a host working in
 * English moves it); an English one's names are those of before, word for word.
 */
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let owner: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  ;({ smtp, server } = await startServerWithMail())
  owner = await createHost(server, { name: 'Owner Host' })
})
afterAll(() => stopServerWithMail({ smtp, server }))

const mailTo = (email: string, subject: RegExp) =>
  smtp.waitFor((m: CapturedMail) => m.envelopeTo.includes(email) && subject.test(m.subject ?? ''))
const calendarsOf = (mail: CapturedMail) => mail.attachments.map((file) => file.filename).filter((name) => name?.endsWith('.ics'))

/** A registration made on a page in `language` (`?lang=`), which the row keeps. */
async function registerIn(language: string, eventId: string | number, name: string) {
  const person = attendee({ name })
  const answer = await new Client(server.url).post<{ id: string | number }>(
    `/api/events/${eventId}/attendees?lang=${language}`,
    person,
  )
  expect(answer.status).toBe(201)
  return { ...person, id: answer.body.id }
}

describe('calendar files in the registration’s language', () => {
  it('a Spanish registration: its invitation and, after an English host moves it, the old night’s cancellation', async () => {
    const from = await createEvent(owner.client, { name: 'Noche Vieja de Taller' })
    const to = await createEvent(owner.client, { name: 'Noche Nueva de Taller' })
    const sofia = await registerIn('es', from.id, 'Sofía Sánchez')
    const confirmation = await mailTo(sofia.email, /ya estás inscrito en Noche Vieja de Taller/)
    expect(calendarsOf(confirmation)).toEqual(['evento.ics'])
    // The entry code's image beside it, which mail clients list as an attachment too.
    expect(confirmation.attachments.map((file) => file.filename)).toContain('codigo-de-entrada.png')
    const invitation = calendarOfMail(confirmation, 'evento.ics')
    expect(strictProblems(invitation, 'REQUEST')).toEqual([])
    expect(readCalendar(invitation).events[0].summary).toBe('Noche Vieja de Taller')
    // Its link to the night opens the page in Spanish, in the attached file and in the one the email's link downloads.
    const urlOf = (ics: string) => /^URL(?:;[^:]*)?:(.+)$/m.exec(ics.replace(/\r\n[ \t]/g, ''))?.[1].trim()
    expect(urlOf(invitation)).toBe(`${server.url}/events/${from.id}?lang=es`)
    const download = new URL(/https?:\/\/\S+\/calendar\.ics\?registration=[^\s"]+/.exec(confirmation.text ?? '')![0])
    const downloaded = await new Client(server.url).get(download.pathname + download.search)
    expect(downloaded.status).toBe(200)
    expect(urlOf(downloaded.text)).toBe(`${server.url}/events/${from.id}?lang=es`)
    // The night's own file, for anyone, keeps the plain address.
    expect(urlOf((await new Client(server.url).get(download.pathname)).text)).toBe(`${server.url}/events/${from.id}`)

    // The host works in English (no language asked): the email and its files stay Spanish.
    const moved = await owner.client.post(`/api/events/${from.id}/attendees/${sofia.id}/move`, { toEventId: to.id })
    expect(moved.status).toBe(200)
    const movedMail = await mailTo(sofia.email, /tu inscripción pasó de Noche Vieja de Taller a Noche Nueva de Taller/)
    expect(calendarsOf(movedMail)).toEqual(['evento.ics', 'evento-cancelado.ics'])
    expect(movedMail.text).toContain('evento-cancelado.ics')
    expect(movedMail.text).not.toContain('cancelled-event.ics')
    expect(strictProblems(calendarOfMail(movedMail, 'evento-cancelado.ics'), 'CANCEL')).toEqual([])
  })

  it('an English registration keeps the names of before, word for word', async () => {
    const from = await createEvent(owner.client, { name: 'Old Shop Night' })
    const to = await createEvent(owner.client, { name: 'New Shop Night' })
    const eddie = await registerIn('en', from.id, 'Eddie English')
    const english = await mailTo(eddie.email, /you're registered for Old Shop Night/)
    expect(calendarsOf(english)).toEqual(['event.ics'])
    expect(english.attachments.map((file) => file.filename)).toContain('entry-code.png')
    expect((await owner.client.post(`/api/events/${from.id}/attendees/${eddie.id}/move`, { toEventId: to.id })).status).toBe(200)
    const movedMail = await mailTo(eddie.email, /your registration moved from Old Shop Night to New Shop Night/)
    expect(calendarsOf(movedMail)).toEqual(['event.ics', 'cancelled-event.ics'])
    expect(movedMail.text).toContain('cancelled-event.ics')
  })

  it('a German registration’s cancellation, asked in French, is named in German', async () => {
    const night = await createEvent(owner.client, { name: 'Werkstattabend' })
    const dieter = await registerIn('de', night.id, 'Dieter Deutsch')
    await mailTo(dieter.email, /Werkstattabend/)
    // The host's removal, asked in French (Accept-Language): the notice and its file follow the registration.
    const removed = await owner.client.request('DELETE', `/api/events/${night.id}/attendees/${dieter.id}`, undefined, {
      'Accept-Language': 'fr',
    })
    expect(removed.status).toBe(200)
    const notice = await mailTo(dieter.email, /Sie stehen nicht mehr auf der Liste für Werkstattabend/)
    expect(strictProblems(calendarOfMail(notice, 'veranstaltung.ics'), 'CANCEL')).toEqual([])
    expect(calendarsOf(notice)).toEqual(['veranstaltung.ics'])
  })
})

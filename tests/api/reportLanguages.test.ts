import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, createEvent, eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import type { AttendeeDto, EventDto } from '../../contract/types'

/**
 * The reports' CSV downloads in the language of the host who asks (issue 55, docs/translating.md):
 * headers and row labels translated, the night's and companies' names and every figure as they
 * are; a request without a preference gets the spec's English, word for word.
 */
let roles: RoleClients
let eventId: string

/** A CSV's rows, each a list of its quoted cells (the downloads quote every cell). */
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1].replace(/""/g, '"')))
/** The first cell of every row: the labels. */
const labelsOf = (text: string) => rowsOf(text).map((row) => row[0])

beforeAll(async () => {
  roles = await startWithRoles()
  const event = await createEvent(roles.owner.client, { name: 'Abend der Macher' })
  eventId = String(event.id)
  for (const person of [
    { name: 'Anna Amsel', company: 'Amsel Werkzeugbau' },
    { name: 'Bernd Bauer', company: 'Bauer GmbH' },
  ]) {
    const added = await roles.owner.client.post<AttendeeDto>(`/api/events/${eventId}/attendees`, attendee(person))
    expect(added.status).toBe(201)
  }
})
afterAll(() => roles.server.stop())

const download = (path: string, language?: string, client = roles.owner.client) =>
  client.get<string>(path, language ? { 'Accept-Language': language } : {})

describe('report downloads in the asking host’s language', () => {
  it('a German host’s night report: German headers and labels, names and figures as they are', async () => {
    const csv = await download(`/api/reports/events/${eventId}/download`, 'de-DE')
    expect(csv.status).toBe(200)
    const rows = rowsOf(csv.text)
    expect(rows[0]).toEqual([
      'Veranstaltung',
      'Datum',
      'Angemeldet',
      'Storniert',
      'Auf der Warteliste',
      'Eingecheckt',
      'Nichterscheinungsquote',
      'Unternehmen',
    ])
    expect(rows[1].slice(0, 1)).toEqual(['Abend der Macher'])
    expect(rows[1].slice(2, 4)).toEqual(['2', '0'])
    const labels = labelsOf(csv.text)
    expect(labels).toEqual(expect.arrayContaining(['Unternehmen', 'Amsel Werkzeugbau', 'Bauer GmbH', 'Ergebnisse']))
    expect(labels).toEqual(
      expect.arrayContaining(['Gekommen (eingecheckt)', 'Antworten auf „Wie war es?“', 'Mit 1 bewertet', 'Mit 5 bewertet']),
    )
    expect(csv.text).not.toMatch(/Registered|Companies|Outcomes|Rated|Came \(checked in\)/)
  })

  it('without a preference the night report is the English of before, word for word', async () => {
    const csv = await download(`/api/reports/events/${eventId}/download`)
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '"Event","Date","Registered","Cancelled","Waitlisted","Checked in","No-show rate","Companies"',
    )
    expect(labelsOf(csv.text)).toEqual(
      expect.arrayContaining([
        'Companies',
        'Outcomes',
        'Registered',
        'Came (checked in)',
        'Rated 3',
        'First-timers back within 90 days',
      ]),
    )
  })

  it('the outcomes download in Spanish; the series report, for a master admin asking in French', async () => {
    const outcomes = await download(`/api/events/${eventId}/outcomes/download`, 'es-MX')
    expect(outcomes.status).toBe(200)
    expect(rowsOf(outcomes.text)[0]).toEqual(['Dato', 'Valor'])
    expect(labelsOf(outcomes.text)).toEqual(expect.arrayContaining(['Inscritos', 'Valoraron con 4', 'Tasa de ausencias']))
    expect(outcomes.text).not.toMatch(/Figure|Registered|Rated/)

    const series = await download('/api/reports/series/download', 'fr-CA', roles.master)
    expect(series.status).toBe(200)
    expect(rowsOf(series.text)[0][0]).toBe('Soirée')
    expect(labelsOf(series.text)).toEqual(expect.arrayContaining(['Toutes les soirées', 'Participants fidèles', 'Mois']))
    expect(rowsOf(series.text).find((row) => row[0] === 'Mois')).toEqual(['Mois', 'Entreprises'])
    expect(series.text).not.toMatch(/All events|Repeat attendees|"Month"/)
  })

  it('the date column: the night’s own clock and UTC offset, winter and summer, the same in every language', async () => {
    const year = new Date().getUTCFullYear() + 1
    const nights = [
      { timezone: 'Europe/Berlin', date: `${year}-01-15T18:00:00.000Z`, cell: `${year}-01-15 19:00 +01:00` },
      { timezone: 'Europe/Berlin', date: `${year}-07-15T17:00:00.000Z`, cell: `${year}-07-15 19:00 +02:00` },
      { timezone: 'America/Chicago', date: `${year}-07-15T00:30:00.000Z`, cell: `${year}-07-14 19:30 -05:00` },
    ]
    for (const night of nights) {
      const end = new Date(Date.parse(night.date) + 3 * 3600_000).toISOString()
      const made = await createEvent(roles.owner.client, { timezone: night.timezone, date: night.date, endDate: end })
      for (const language of ['de', 'en', undefined]) {
        const csv = await download(`/api/reports/events/${made.id}/download`, language)
        expect([language, rowsOf(csv.text)[1][1]]).toEqual([language, night.cell])
      }
    }
  })

  it('the attendee list in German: our headers and a ticked consent’s word; the host’s questions as written', async () => {
    const made = await roles.owner.client.post<EventDto>(
      '/api/events',
      eventBody({ name: 'Fragenabend', questions: [{ label: 'Fotoerlaubnis?', kind: 'consent', required: true }] }),
    )
    expect(made.status).toBe(201)
    const [consent] = made.body.questions
    const added = await roles.owner.client.post<AttendeeDto>(
      `/api/events/${made.body.id}/attendees`,
      attendee({ name: 'Clara Conrad', answers: { [consent.id]: true } }),
    )
    expect(added.status).toBe(201)
    const path = `/api/events/${made.body.id}/attendees/download?answers=1`
    const german = rowsOf((await download(path, 'de')).text)
    expect(german[0]).toEqual(['Name', 'E-Mail', 'Unternehmen', 'Angemeldet am', 'Eingecheckt am', 'Fotoerlaubnis?'])
    expect(german.find((row) => row[0] === 'Clara Conrad')?.at(-1)).toBe('Ja')
    const english = rowsOf((await download(path)).text)
    expect(english[0]).toEqual(['Name', 'Email', 'Company', 'Registered', 'Checked in', 'Fotoerlaubnis?'])
    expect(english.find((row) => row[0] === 'Clara Conrad')?.at(-1)).toBe('Yes')
  })
  it('the waitlist in French: our headers, the people as they are; English without a preference', async () => {
    const full = await createEvent(roles.owner.client, { name: 'Soirée complète', maxAttendees: 1 })
    expect((await roles.owner.client.post(`/api/events/${full.id}/attendees`, attendee({ name: 'Premier Arrivé' }))).status).toBe(
      201,
    )
    const waiting = await roles.owner.client.post(`/api/events/${full.id}/waitlist`, attendee({ name: 'Zoé Zèbre' }))
    expect(waiting.status).toBe(201)
    const path = `/api/events/${full.id}/waitlist/download`
    const french = rowsOf((await download(path, 'fr-CA')).text)
    expect(french[0]).toEqual(['Rang', 'Nom', 'E-mail', 'Entreprise', 'Inscrit le'])
    expect(french[1].slice(0, 2)).toEqual(['1', 'Zoé Zèbre'])
    expect(rowsOf((await download(path)).text)[0]).toEqual(['Position', 'Name', 'Email', 'Company', 'Joined'])
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { JSDOM } from 'jsdom'
import { Client } from '../support/client'
import { createEvent, createHost, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { endedDaysAgo, register } from '../support/nights'
import { checkInAt, morningAfterOfNight } from '../support/pulse'
import { migrations as sqliteMigrations } from '../../migrations'
import { migrations as postgresMigrations } from '../../migrations-postgres'
import type { EventDto } from '../../contract/types'
import type { CheckInList, EventReport, SeriesReport } from '../../contract/door'
import type { OutcomesDto, OutcomesSeriesDto } from '../../contract/feedback'

/**
 * A night called off stays called off once the date it had has passed (contract/calledOff.ts,
 * decision 568): its page, its report and its outcomes say so, nobody of it is written to as a
 * no-show, and the series' no-show rate counts only nights that took place. A night archived once it took place is housekeeping.
 */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>
let master: Client

beforeAll(async () => {
  server = await startTestServer()
  host = await createHost(server)
  master = await signInMaster(server)
})
afterAll(() => server.stop())

const eventOf = async (id: string | number) => (await host.client.get<EventDto>(`/api/events/${id}`)).body
const reportOf = async (id: string | number) => (await host.client.get<EventReport>(`/api/reports/events/${id}`)).body

async function eventStatusOnItsPage(id: string | number) {
  const page = await new Client(server.url).get(`/events/${id}`)
  expect(page.status).toBe(200)
  const block = new JSDOM(page.text).window.document.querySelector('script[type="application/ld+json"]')
  return (JSON.parse(block!.textContent) as { eventStatus: string }).eventStatus
}

/** A night of three registered people, two of whom came (when it took place). */
async function nightOfThree(name: string, { came }: { came: boolean }) {
  const night = await createEvent(host.client, { name })
  const people = [
    await register(server, night.id, { name: 'Ada One' }),
    await register(server, night.id, { name: 'Bo Two' }),
    await register(server, night.id, { name: 'Cy Three' }),
  ]
  if (came) for (const person of people.slice(0, 2)) await checkInAt(host.client, night.id, person.id)
  return night
}

describe('a night called off before its start', () => {
  it('is still called off after its date: the page, the report and the outcomes count no no-shows', async () => {
    const night = await nightOfThree('Called Off Night', { came: false })
    expect((await host.client.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)
    const calledOff = await eventOf(night.id)
    expect(calledOff.archived).toBe(true)
    expect(Date.parse(String(calledOff.calledOffAt))).toBeLessThanOrEqual(Date.now())

    await endedDaysAgo(server, night.id, 2)
    expect((await eventOf(night.id)).calledOffAt).toBe(calledOff.calledOffAt)
    expect(await eventStatusOnItsPage(night.id)).toBe('https://schema.org/EventCancelled')
    expect(await reportOf(night.id)).toMatchObject({ registered: 3, checkedIn: 0, noShowRate: null, calledOff: true })
    const outcomes = await host.client.get<OutcomesDto>(`/api/events/${night.id}/outcomes`)
    expect(outcomes.body).toMatchObject({ registered: 3, checkedIn: 0, noShowRate: null, calledOff: true })

    // The series' rate counts the night that took place only: 1 of its 3 did not come.
    const tookPlace = await nightOfThree('Took Place Night', { came: true })
    await endedDaysAgo(server, tookPlace.id, 2)
    const series = (await master.get<SeriesReport>('/api/reports/series')).body
    const inSeries = (id: string | number) => series.events.find((event) => String(event.eventId) === String(id))
    expect(inSeries(night.id)).toMatchObject({ noShowRate: null, calledOff: true })
    expect(inSeries(tookPlace.id)).toMatchObject({ noShowRate: 0.3333 })
    expect(inSeries(tookPlace.id)).not.toHaveProperty('calledOff')
    // The host's nights, night by night, mark it too (contract/feedback.ts).
    const nightByNight = (await host.client.get<OutcomesSeriesDto>('/api/outcomes')).body.nights
    const outcomesOf = (id: string | number) => nightByNight.find((each) => String(each.event.id) === String(id))?.outcomes
    expect(outcomesOf(night.id)).toMatchObject({ calledOff: true, noShowRate: null })
    expect(outcomesOf(tookPlace.id)).toMatchObject({ noShowRate: 0.3333 })
    expect(outcomesOf(tookPlace.id)).not.toHaveProperty('calledOff')
    // Nobody of a night called off is written to as a no-show; the one who missed the other night is.
    const toNoShows = { subject: 'We missed you', body: 'Hope to see you next time.', audience: 'noShow' }
    const refused = await host.client.post(`/api/events/${night.id}/messages`, toNoShows)
    expect([refused.status, refused.body]).toEqual([409, { message: 'No one matches this audience' }])
    const sent = await host.client.post(`/api/events/${tookPlace.id}/messages`, toNoShows)
    expect([sent.status, sent.body]).toEqual([202, { recipients: 1 }])

    const happened = series.events.filter((event) => event.noShowRate !== null)
    const registered = happened.reduce((sum, event) => sum + event.registered, 0)
    const checkedIn = happened.reduce((sum, event) => sum + event.checkedIn, 0)
    expect(series.totals.noShowRate).toBeCloseTo((registered - checkedIn) / registered, 3)
  })

  it('is no longer called off once the master brings it back', async () => {
    const night = await createEvent(host.client, { name: 'Back On Night' })
    expect((await host.client.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)
    expect((await eventOf(night.id)).calledOffAt).toEqual(expect.any(String))
    expect((await master.patch(`/cms/api/events/${night.id}`, { archived: false })).status).toBe(200)
    const back = await eventOf(night.id)
    expect(back.archived).toBe(false)
    expect(back).not.toHaveProperty('calledOffAt')
    expect(await eventStatusOnItsPage(night.id)).toBe('https://schema.org/EventScheduled')
  })

  it('brought back on a new date, is a night rescheduled on its page', async () => {
    const night = await createEvent(host.client, { name: 'Back Later Night' })
    expect((await host.client.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)
    const later = Date.parse(String((await eventOf(night.id)).date)) + 7 * 86_400_000
    const backLater = {
      archived: false,
      date: new Date(later).toISOString(),
      endDate: new Date(later + 3 * 3600_000).toISOString(),
    }
    expect((await master.patch(`/cms/api/events/${night.id}`, backLater)).status).toBe(200)
    expect(await eventStatusOnItsPage(night.id)).toBe('https://schema.org/EventRescheduled')
  })
})

describe('what calls a night off, and what keeps it so', () => {
  const cancellationsTo = async (email: string) =>
    (
      await server.payload.find({
        collection: 'email-outbox',
        where: { and: [{ to: { equals: email } }, { template: { equals: 'eventCancelled' } }] },
      })
    ).totalDocs

  it('a night that took place, archived and moved to a later date in one write, is not called off and nobody is told so', async () => {
    const night = await createEvent(host.client, { name: 'Moved After Night' })
    const guest = await register(server, night.id, { name: 'Gil Guest' })
    await endedDaysAgo(server, night.id, 1)
    const later = new Date(Date.now() + 30 * 86_400_000)
    const write = await master.patch(`/cms/api/events/${night.id}`, {
      archived: true,
      date: later.toISOString(),
      endDate: new Date(later.getTime() + 3 * 3600_000).toISOString(),
    })
    expect(write.status).toBe(200)
    expect(await eventOf(night.id)).not.toHaveProperty('calledOffAt')
    expect(await cancellationsTo(guest.email)).toBe(0)
  })

  it('brought back after its date and archived again, a night called off stays called off, told once', async () => {
    const night = await nightOfThree('Twice Archived Night', { came: false })
    const guest = await register(server, night.id, { name: 'Ona Once' })
    expect((await host.client.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)
    const stamp = (await eventOf(night.id)).calledOffAt
    await endedDaysAgo(server, night.id, 2)
    expect((await master.patch(`/cms/api/events/${night.id}`, { archived: false })).status).toBe(200)
    expect((await master.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)
    expect((await eventOf(night.id)).calledOffAt).toBe(stamp)
    expect(await reportOf(night.id)).toMatchObject({ noShowRate: null, calledOff: true })
    expect(await cancellationsTo(guest.email)).toBe(1)
  })
})

describe('a night archived once it took place', () => {
  it('is not called off: its no-shows count', async () => {
    const night = await nightOfThree('Housekeeping Night', { came: true })
    await endedDaysAgo(server, night.id, 1)
    expect((await host.client.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)
    expect(await eventOf(night.id)).not.toHaveProperty('calledOffAt')
    expect(await eventStatusOnItsPage(night.id)).not.toBe('https://schema.org/EventCancelled')
    const report = await reportOf(night.id)
    expect(report).toMatchObject({ registered: 3, checkedIn: 2, noShowRate: 0.3333 })
    expect(report).not.toHaveProperty('calledOff')
  })
})

describe('a night called off before the stamp existed', () => {
  it('is stamped by the migration and stays called off after its date; a night archived once it took place is not', async () => {
    const calledOff = await nightOfThree('Called Off Before The Stamp', { came: false })
    expect((await host.client.patch(`/api/events/${calledOff.id}/archive`, {})).status).toBe(200)
    // As the release before left it: archived before its start, no stamp.
    await server.payload.db.updateOne({
      collection: 'events',
      where: { id: { equals: calledOff.id } },
      data: { calledOffAt: null },
      returning: false,
    })
    expect(await eventOf(calledOff.id)).not.toHaveProperty('calledOffAt')
    const housekeeping = await nightOfThree('Archived After It Took Place', { came: true })
    await endedDaysAgo(server, housekeeping.id, 1)
    expect((await host.client.patch(`/api/events/${housekeeping.id}/archive`, {})).status).toBe(200)
    const live = await createEvent(host.client, { name: 'Still On Night' })

    const migrations = process.env.TEST_DATABASE === 'postgres' ? postgresMigrations : sqliteMigrations
    const backfill = migrations.find((migration) => migration.name.endsWith('_called_off_backfill'))
    await backfill!.up({ db: (server.payload.db as unknown as { drizzle: never }).drizzle } as never)

    const stamped = await eventOf(calledOff.id)
    expect(Date.parse(String(stamped.calledOffAt))).toBeLessThanOrEqual(Date.now())
    await endedDaysAgo(server, calledOff.id, 2)
    expect(await reportOf(calledOff.id)).toMatchObject({ registered: 3, noShowRate: null, calledOff: true })
    expect(await eventOf(housekeeping.id)).not.toHaveProperty('calledOffAt')
    expect(await eventOf(live.id)).not.toHaveProperty('calledOffAt')
  })
})

describe('the door and the morning after of a night called off', () => {
  const morningAftersOf = async (eventId: string | number) =>
    (
      await server.payload.count({
        collection: 'sent-reminders',
        where: { and: [{ event: { equals: String(eventId) } }, { kind: { equals: 'morningAfter' } }] },
      })
    ).totalDocs

  it('takes no check-in from its team, and asks nobody checked in before the call-off how it went', async () => {
    const night = await createEvent(host.client, { name: 'Called Off At The Door' })
    const early = await register(server, night.id, { name: 'Eli Early' })
    const late = await register(server, night.id, { name: 'Lu Late' })
    await checkInAt(host.client, night.id, early.id)
    const held = await createEvent(host.client, { name: 'Held Beside It' })
    const came = await register(server, held.id, { name: 'Cam Came' })
    await checkInAt(host.client, held.id, came.id)
    expect((await host.client.patch(`/api/events/${night.id}/archive`, {})).status).toBe(200)

    const cancelled = { message: 'This event is cancelled' }
    const tap = await host.client.post(`/api/events/${night.id}/check-ins`, { attendeeId: late.id })
    expect([tap.status, tap.body]).toEqual([409, cancelled])
    const scans = { device: 'Door phone', scans: [{ clientId: randomUUID(), attendeeId: late.id, at: new Date().toISOString() }] }
    const batch = await host.client.post(`/api/events/${night.id}/check-ins/batch`, scans)
    expect([batch.status, batch.body]).toEqual([409, cancelled])
    // Its list still reads: nobody new is in it.
    const list = await host.client.get<CheckInList>(`/api/events/${night.id}/check-ins`)
    expect(list.status).toBe(200)
    expect(list.body.attendees.filter((person) => person.checkedInAt).map((person) => person.name)).toEqual(['Eli Early'])

    for (const id of [night.id, held.id]) await endedDaysAgo(server, id, 0.5)
    await server.morningAfter.runOnce((await morningAfterOfNight(server, held.id)) + 60_000)
    expect(await morningAftersOf(held.id)).toBe(1)
    expect(await morningAftersOf(night.id)).toBe(0)
  })
})

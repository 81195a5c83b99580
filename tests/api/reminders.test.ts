import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, eventBody } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { outboxIdle } from '../support/waiting'
import { bulkInsertAttendees } from '../support/bulk'
import { emailsRecorded, passUnderWay } from '../support/passes'
import { startSmtpServer } from '../support/smtp'
import { startChildServer } from '../support/childServer'
import type { TestServer } from '../support/testServer'
import type { EventDto } from '../../contract/types'

/**
 * Reminders 24 h and 2 h before the start (cms/modules/calendar/reminders.ts) over a real server and
 * SMTP sink. The job's pass is run at chosen times: time passes for the schedule, not for
 * the registrations, which are made now.
 */
const HOUR = 3600_000
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let master: Client
const anonymous = () => new Client(server.url)

beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

const startingIn = (ms: number, overrides: Record<string, unknown> = {}) => {
  const start = new Date(Date.now() + ms)
  return createEvent(master, {
    date: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * HOUR).toISOString(),
    timezone: 'America/Denver',
    ...overrides,
  })
}
/** The host moves a night to a new start (three hours long, in Denver's zone as it was made). */
const moveTo = async (eventId: string | number, name: string, newStart: Date) => {
  const moved = await master.patch(
    `/api/events/${eventId}`,
    eventBody({
      name,
      date: newStart.toISOString(),
      endDate: new Date(newStart.getTime() + 3 * HOUR).toISOString(),
      timezone: 'America/Denver',
    }),
  )
  expect(moved.status).toBe(200)
}
const register = async (eventId: string | number) => {
  const person = attendee()
  const answer = await anonymous().post(`/api/events/${eventId}/attendees`, person)
  expect(answer.status).toBe(201)
  return { ...person, manageUrl: answer.body.manageUrl as string }
}
const remindersTo = (email: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(email) && /reminder/.test(mail.subject ?? ''))
/** People already registered on a busy night, so a pass takes a while to reach one more. */
const OTHERS = 300
/** A night 25 h away with OTHERS people and one more registered last, whom a pass reaches last. */
const busyNight = async (name: string) => {
  const event = await startingIn(25 * HOUR, { name })
  await bulkInsertAttendees(server, event.id, OTHERS)
  return { event, last: await register(event.id) }
}
/** The 24 h pass, once it has read the night and is working through its people (`pass` still runs). */
const dayBeforePassUnderWay = (eventId: string | number) =>
  passUnderWay(server, eventId, '24h', () => server.reminders.runOnce(Date.now() + HOUR + 60_000))
/** Reminder emails written to an address. */
const remindersWrittenTo = async (email: string) =>
  (
    await server.payload.count({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: email } }, { template: { equals: 'reminder' } }] },
    })
  ).totalDocs
/** Every message the passes stored has reached the SMTP sink. */
const settle = () => outboxIdle(server.payload)

describe('reminders', () => {
  it('sends the 24 h reminder once, in the event zone, with map, calendar and manage links', async () => {
    const event = await startingIn(25 * HOUR, { name: 'Reminder Night' })
    const person = await register(event.id)
    const at = Date.now() + HOUR + 60_000
    await server.reminders.runOnce(at)
    await server.reminders.runOnce(at)
    await Promise.all([server.reminders.runOnce(at + 60_000), server.reminders.runOnce(at + 120_000)])
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /reminder/.test(m.subject ?? ''))
    expect(mail.subject).toBe('Makers Pub Night: reminder, Reminder Night starts in 24 hours')
    expect(mail.text).toMatch(/When: \w+day, \w+ \d+, \d{4} \d+:\d\d [AP]M - \d+:\d\d [AP]M M[SD]T/)
    expect(mail.text).toContain('Map: https://www.google.com/maps/search/?api=1&query=')
    expect(mail.text).toContain('Add to Google Calendar: https://calendar.google.com/')
    expect(mail.text).toContain(`Manage your registration (change your details or cancel): ${person.manageUrl}`)
    await settle()
    expect(remindersTo(person.email)).toHaveLength(1)
    // Then the 2 h one, also once.
    await server.reminders.runOnce(Date.now() + 23 * HOUR + 60_000)
    await server.reminders.runOnce(Date.now() + 23 * HOUR + 120_000)
    await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /starts in 2 hours/.test(m.subject ?? ''))
    await settle()
    expect(remindersTo(person.email).map((m) => m.subject)).toEqual([
      'Makers Pub Night: reminder, Reminder Night starts in 24 hours',
      'Makers Pub Night: reminder, Reminder Night starts in 2 hours',
    ])
  })

  it('sends none for archived events, events with reminders off, cancelled registrations, or registrations after the reminder time', async () => {
    const archived = await startingIn(25 * HOUR)
    const archivedPerson = await register(archived.id)
    expect((await master.patch(`/api/events/${archived.id}/archive`, {})).status).toBe(200)
    const quiet = await startingIn(25 * HOUR, { remindersEnabled: false })
    const quietPerson = await register(quiet.id)
    const open = await startingIn(25 * HOUR)
    const quitter = await register(open.id)
    await anonymous().post(`/api/registrations/${new URL(quitter.manageUrl).pathname.split('/').pop()}/cancel`, {})
    const late = await startingIn(HOUR + 50 * 60_000)
    const latePerson = await register(late.id)
    await server.reminders.runOnce(Date.now() + HOUR + 60_000)
    await server.reminders.runOnce(Date.now() + 5 * 60_000)
    await settle()
    for (const person of [archivedPerson, quietPerson, quitter, latePerson]) expect(remindersTo(person.email)).toEqual([])
  })

  it('reminds again before the new start when a night is moved after its reminders went out', async () => {
    const event = await startingIn(25 * HOUR, { name: 'Postponed Night' })
    const person = await register(event.id)
    await server.reminders.runOnce(Date.now() + HOUR + 60_000)
    await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /starts in 24 hours/.test(m.subject ?? ''))
    // The host postpones it by a week; the old 2 h mark passes without a reminder.
    const newStart = new Date(Date.now() + 25 * HOUR + 7 * 24 * HOUR)
    await moveTo(event.id, 'Postponed Night', newStart)
    await server.reminders.runOnce(Date.now() + 23 * HOUR + 60_000)
    // A day before the new start, the 24 h reminder again, then the 2 h one.
    await server.reminders.runOnce(newStart.getTime() - 24 * HOUR + 60_000)
    await server.reminders.runOnce(newStart.getTime() - 2 * HOUR + 60_000)
    await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /starts in 2 hours/.test(m.subject ?? ''))
    await settle()
    expect(remindersTo(person.email).map((m) => m.subject)).toEqual([
      'Makers Pub Night: reminder, Postponed Night starts in 24 hours',
      'Makers Pub Night: reminder, Postponed Night starts in 24 hours',
      'Makers Pub Night: reminder, Postponed Night starts in 2 hours',
    ])
    // Each says the start it was sent for.
    const when = remindersTo(person.email).map((m) => /When: (.*)/.exec(m.text ?? '')?.[1])
    expect(when[1]).not.toBe(when[0])
    expect(when[2]).toBe(when[1])
  })

  it('skips a 24 h reminder missed while the server was down, and still sends the 2 h one', async () => {
    const event = await startingIn(25 * HOUR)
    const person = await register(event.id)
    await server.reminders.runOnce(Date.now() + 23 * HOUR + 30 * 60_000)
    await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /starts in 2 hours/.test(m.subject ?? ''))
    await settle()
    expect(remindersTo(person.email)).toHaveLength(1)
  })
})

describe('a reminder pass and a cancellation at once', () => {
  it('someone who cancels while the pass works through the night gets no reminder; everyone else does', async () => {
    // Registered last, so the pass reaches her last.
    const { event, last: quitter } = await busyNight('Busy Reminder Night')
    // The pass has read the night's list and is working through it when she cancels.
    const { pass } = await dayBeforePassUnderWay(event.id)
    const token = new URL(quitter.manageUrl).pathname.split('/').pop()
    expect((await anonymous().post(`/api/registrations/${token}/cancel`, {})).status).toBe(200)
    expect(await emailsRecorded(server, event.id, '24h')).toBeLessThan(OTHERS)
    await pass
    expect(await emailsRecorded(server, event.id, '24h')).toBe(OTHERS)
    expect(await remindersWrittenTo(quitter.email)).toBe(0)
    // The rest of the night's reminders need not reach the sink for this file's other tests.
    await server.payload.delete({ collection: 'email-outbox', where: { status: { equals: 'pending' } } })
  })

  it('a venue changed while the pass works: the people it had not reached are reminded of the new one', async () => {
    const { event, last } = await busyNight('Busy Venue Night')
    await smtp.holding(async () => {
      const { body: night } = await master.get<EventDto>(`/api/events/${event.id}`)
      const { pass } = await dayBeforePassUnderWay(event.id)
      const moved = await master.patch(
        `/api/events/${event.id}`,
        eventBody({
          name: 'Busy Venue Night',
          date: night.date,
          endDate: night.endDate,
          timezone: 'America/Denver',
          venue: 'The New Taproom',
        }),
      )
      expect(moved.status).toBe(200)
      expect(await emailsRecorded(server, event.id, '24h')).toBeLessThan(OTHERS)
      await pass
      const [reminder] = (
        await server.payload.find({
          collection: 'email-outbox',
          where: { and: [{ to: { equals: last.email } }, { template: { equals: 'reminder' } }] },
          showHiddenFields: true,
        })
      ).docs
      expect((reminder.data as { event: { venue: string } }).event.venue).toBe('The New Taproom')
      // The rest of the night's reminders need not reach the sink for this file's other tests.
      await server.payload.delete({ collection: 'email-outbox', where: { status: { equals: 'pending' } } })
    })
  })

  it('someone who cancels and registers again while the pass works gets the reminder with their new manage link', async () => {
    const { event, last: rita } = await busyNight('Busy Return Night')
    const rowOf = async () =>
      (
        await server.payload.find({
          collection: 'attendees',
          where: { and: [{ event: { equals: event.id } }, { emailKey: { equals: rita.email.toLowerCase() } }] },
          showHiddenFields: true,
        })
      ).docs[0]
    const before = await rowOf()
    // Unanswered by the sink, the emails keep what they were written with.
    await smtp.holding(async () => {
      const { pass } = await dayBeforePassUnderWay(event.id)
      const token = new URL(rita.manageUrl).pathname.split('/').pop()
      expect((await anonymous().post(`/api/registrations/${token}/cancel`, {})).status).toBe(200)
      const { manageUrl: _old, ...body } = rita
      expect((await anonymous().post(`/api/events/${event.id}/attendees`, body)).status).toBe(201)
      expect(await emailsRecorded(server, event.id, '24h')).toBeLessThan(OTHERS)
      await pass
      expect(await emailsRecorded(server, event.id, '24h')).toBe(OTHERS + 1)
      const now = await rowOf()
      expect(now.id).toBe(before.id)
      expect(now.manageTokenSealed).not.toBe(before.manageTokenSealed)
      const [reminder] = (
        await server.payload.find({
          collection: 'email-outbox',
          where: { and: [{ to: { equals: rita.email } }, { template: { equals: 'reminder' } }] },
          showHiddenFields: true,
        })
      ).docs
      expect((reminder.data as { person: { manageTokenSealed: string } }).person.manageTokenSealed).toBe(now.manageTokenSealed)
      await server.payload.delete({ collection: 'email-outbox', where: { status: { equals: 'pending' } } })
    })
  })
})

describe('a reminder pass and a move at once', () => {
  it('a night moved while the pass works reminds nobody after the move of the old start, and everyone before the new one', async () => {
    // Registered last, so the pass reaches her after the move.
    const { event, last: rita } = await busyNight('Moved Mid-pass Night')
    const { pass } = await dayBeforePassUnderWay(event.id)
    const newStart = new Date(Date.now() + 25 * HOUR + 7 * 24 * HOUR)
    await moveTo(event.id, 'Moved Mid-pass Night', newStart)
    await pass
    // The move forgot what was sent for the old start, and nothing was recorded for it after.
    expect(await emailsRecorded(server, event.id, '24h')).toBe(0)
    expect(await remindersWrittenTo(rita.email)).toBe(0)
    // A day before the new start, everyone hears of it.
    await server.reminders.runOnce(newStart.getTime() - 24 * HOUR + 60_000)
    expect(await emailsRecorded(server, event.id, '24h')).toBe(OTHERS + 1)
    await server.payload.delete({ collection: 'email-outbox', where: { status: { equals: 'pending' } } })
  })
})

describe('reminders with several instances', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-reminders-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('two servers starting at once on one database send a due reminder once', async () => {
    const env = { SMTP_URL: smtp.url, RATE_LIMITS: 'off' }
    const first = await startChildServer(dir, env)
    const start = new Date(Date.now() + 2 * HOUR + 8_000)
    let email: string
    try {
      const admin = new Client(first.url)
      expect((await admin.post('/api/login', { email: 'master@example.com', password: 'master-password-1' })).status).toBe(200)
      const event = await createEvent(admin, {
        date: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * HOUR).toISOString(),
      })
      email = attendee().email
      expect((await new Client(first.url).post(`/api/events/${event.id}/attendees`, attendee({ email }))).status).toBe(201)
    } finally {
      await first.stop('SIGKILL')
    }
    // Now the 2 h reminder becomes due; both instances run a pass as they start.
    await new Promise((resolve) => setTimeout(resolve, start.getTime() - 2 * HOUR - Date.now() + 500))
    const [a, b] = await Promise.all([startChildServer(dir, env), startChildServer(dir, env)])
    try {
      await smtp.waitFor((m) => m.envelopeTo.includes(email) && /reminder/.test(m.subject ?? ''), 30_000)
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(remindersTo(email)).toHaveLength(1)
    } finally {
      await Promise.all([a.stop('SIGKILL'), b.stop('SIGKILL')])
    }
  }, 120_000)
})

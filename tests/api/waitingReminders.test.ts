import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, eventBody, signInMaster } from '../support/actors'
import { register } from '../support/nights'
import { freePort } from '../support/ports'
import { outboxIdle } from '../support/waiting'
import { startSmtpServer } from '../support/smtp'
import { startTestServer, type TestServer } from '../support/testServer'

/**
 * A 24 h reminder written while the mail server is down waits in the outbox (cms/mail/queue.ts).
 * Whatever makes it untrue before it goes takes it out (collections/waitingEmails.ts): the person
 * cancelling, being removed or moved to another night, the night called off or its start moved
 * (whose people are reminded again for the new start). Everyone else's still goes.
 */
const HOUR = 3600_000
let port: number
let down: TestServer
let admin: Client

beforeAll(async () => {
  port = await freePort()
  down = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Makers Pub Night <events@example.com>' },
    { mail: { baseDelayMs: 300 } },
  )
  admin = await signInMaster(down)
}, 60_000)
afterAll(() => down.stop())

/** A night starting in 25 hours: the 24 h reminders pass, run an hour ahead, reminds its people. */
const startingAt = (start: number) => ({ date: new Date(start).toISOString(), endDate: new Date(start + 3 * HOUR).toISOString() })
const nightTomorrow = (name: string) => createEvent(admin, { name, ...startingAt(Date.now() + 25 * HOUR) })

/** The reminders stored for an address: the night and the start each gives. */
async function remindersTo(email: string) {
  const rows = await down.payload.find({
    collection: 'email-outbox',
    where: { and: [{ to: { equals: email } }, { template: { equals: 'reminder' } }] },
    showHiddenFields: true,
    pagination: false,
  })
  return rows.docs.map((row) => (row.data as { event: { name: string; date: string } }).event)
}
const nightsRemindedTo = async (email: string) => (await remindersTo(email)).map((event) => event.name).sort()

const remindersPass = () => down.reminders.runOnce(Date.now() + HOUR + 60_000)

describe('a reminder waiting for the mail server', () => {
  it('is dropped when its person cancels, is removed or is moved; the others still go, and one who comes back is reminded', async () => {
    const night = await nightTomorrow('Waiting Reminder Leaving Night')
    const second = await nightTomorrow('Waiting Reminder Second Night')
    const other = await createEvent(admin, { name: 'Waiting Reminder Other Night' })
    const [ann, ben, cat, dan] = await Promise.all(
      ['Ann Cancels', 'Ben Removed', 'Cat Moved', 'Dan Stays'].map((name, index) =>
        register(down, night.id, { name, email: `waiting-reminder-${index}@example.com` }),
      ),
    )
    // Ann is registered for another night tomorrow too: its reminder is not about the night she leaves.
    await register(down, second.id, { name: 'Ann Cancels', email: ann.email })
    await remindersPass()
    expect(await nightsRemindedTo(ann.email)).toEqual(['Waiting Reminder Leaving Night', 'Waiting Reminder Second Night'])
    for (const person of [ben, cat, dan]) expect(await nightsRemindedTo(person.email)).toEqual(['Waiting Reminder Leaving Night'])

    expect((await new Client(down.url).post(`/api/registrations/${ann.token}/cancel`)).status).toBe(200)
    expect((await admin.delete(`/api/events/${night.id}/attendees/${ben.id}`)).status).toBe(200)
    expect((await admin.post(`/api/events/${night.id}/attendees/${cat.id}/move`, { toEventId: other.id })).status).toBe(200)
    expect(await nightsRemindedTo(ann.email)).toEqual(['Waiting Reminder Second Night'])
    for (const person of [ben, cat]) expect(await remindersTo(person.email)).toEqual([])
    expect(await nightsRemindedTo(dan.email)).toEqual(['Waiting Reminder Leaving Night'])

    // Ann registers again: the reminder dropped was never delivered, so the next pass writes hers.
    const again = await new Client(down.url).post(
      `/api/events/${night.id}/attendees`,
      attendee({ name: 'Ann Cancels', email: ann.email }),
    )
    expect(again.status).toBe(201)
    await remindersPass()
    expect(await nightsRemindedTo(ann.email)).toEqual(['Waiting Reminder Leaving Night', 'Waiting Reminder Second Night'])

    const smtp = await startSmtpServer(port)
    try {
      await smtp.waitFor((mail) => mail.envelopeTo.includes(dan.email) && /starts in 24 hours/.test(mail.subject ?? ''), 30_000)
      await outboxIdle(down.payload, 60_000)
      const reminded = smtp.received.filter((mail) => /starts in 24 hours/.test(mail.subject ?? ''))
      expect(
        reminded
          .map((mail) => mail.envelopeTo)
          .flat()
          .sort(),
      ).toEqual([ann.email, ann.email, dan.email].sort())
    } finally {
      await smtp.close()
    }
  }, 120_000)

  it('is dropped when the night is called off (written again once it is back on), and when its start moves, whose people are reminded for the new start', async () => {
    const calledOff = await nightTomorrow('Waiting Reminder Called Off Night')
    const moved = await nightTomorrow('Waiting Reminder Moved Night')
    const eve = await register(down, calledOff.id, { name: 'Eve Waits', email: 'waiting-reminder-eve@example.com' })
    const fay = await register(down, moved.id, { name: 'Fay Waits', email: 'waiting-reminder-fay@example.com' })
    await remindersPass()
    expect(await remindersTo(eve.email)).toHaveLength(1)
    const [{ date: startBefore }] = await remindersTo(fay.email)

    expect((await admin.patch(`/api/events/${calledOff.id}/archive`, { archived: true })).status).toBe(200)
    expect(await remindersTo(eve.email)).toEqual([])
    // Brought back by the master admin: Eve's reminder was never delivered, so the next pass writes it again.
    expect((await admin.patch(`/cms/api/events/${calledOff.id}`, { archived: false })).status).toBe(200)
    await remindersPass()
    expect(await nightsRemindedTo(eve.email)).toEqual(['Waiting Reminder Called Off Night'])

    // Two hours later, still inside the next 24 h: the pass reminds Fay again, of the new start.
    const start = Date.parse(startBefore) + 2 * HOUR
    const patched = await admin.patch(
      `/api/events/${moved.id}`,
      eventBody({ name: 'Waiting Reminder Moved Night', ...startingAt(start) }),
    )
    expect(patched.status).toBe(200)
    expect(await remindersTo(fay.email)).toEqual([])
    await down.reminders.runOnce(start - 23 * HOUR)
    expect((await remindersTo(fay.email)).map((event) => event.date)).toEqual([new Date(start).toISOString()])
  }, 120_000)
})

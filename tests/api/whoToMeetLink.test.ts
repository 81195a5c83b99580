import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { lookForHeading, lookForWhen } from '../../contract/networking'
import { eventBody } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { networkingNight, registerWith } from '../support/networking'
import type { EventDto } from '../../contract/types'
import type { TestServer } from '../support/testServer'
import type { Client } from '../support/client'

/**
 * Issue 54 item 1: the confirmation and both reminders (the 2 h one is the night-of email) of
 * someone who opted in to "Who to meet", on a night with it on, link straight to the manage
 * page's section ("See who to meet", `#who-to-meet`); nobody else's do.
 */
const HOUR = 3600_000
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let master: Client

beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

const mailOf = (email: string, subject: RegExp) =>
  smtp.waitFor((mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ''))

/** "See who to meet: {their manage link}#who-to-meet", the link carrying their own token. */
const meetLine = (token: string) => new RegExp(`See who to meet: \\S+/registrations/${token}\\?proof=[^\\s#]+#who-to-meet\\b`)

async function nightIn(hours: number, name: string) {
  const start = new Date(Date.now() + hours * HOUR)
  const night = await networkingNight(master, {
    name,
    date: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * HOUR).toISOString(),
  })
  return { night, start: start.getTime() }
}

describe('"tonight" or "tomorrow" in the reminder', () => {
  it('says tomorrow the evening before and tonight on the day, in the night’s zone', () => {
    const start = '2026-03-14T23:00:00.000Z' // 7 PM in New York
    expect(lookForWhen(start, 'America/New_York', Date.parse('2026-03-13T23:00:00.000Z'))).toBe('tomorrow')
    expect(lookForWhen(start, 'America/New_York', Date.parse('2026-03-14T14:00:00.000Z'))).toBe('tonight')
    // 1 AM UTC on the 15th is still the 14th in New York.
    expect(lookForWhen(start, 'America/New_York', Date.parse('2026-03-15T01:00:00.000Z'))).toBe('tonight')
    expect(lookForHeading(3, 'tomorrow')).toBe('3 people to look for tomorrow')
    expect(lookForHeading(1)).toBe('1 person to look for tonight')
  })
})

describe('"See who to meet" in the emails', () => {
  it('is in the confirmation and both reminders of an opted-in person, and in no one else’s', async () => {
    const { night, start } = await nightIn(25, 'Link Meet Night')
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
      { offers: ['CNC machining'] },
    )
    const olly = await registerWith(server, night.id, { name: 'Olly Out', company: 'Out Ltd' })

    const annConfirmation = await mailOf(ann.email, /you're registered for Link Meet Night/)
    expect(annConfirmation.text).toMatch(meetLine(ann.token))
    expect(annConfirmation.html).toContain('See who to meet</a>')
    expect(annConfirmation.html).toContain('#who-to-meet"')
    const ollyConfirmation = await mailOf(olly.email, /you're registered for Link Meet Night/)
    expect(ollyConfirmation.text).not.toContain('See who to meet')
    expect(ollyConfirmation.html).not.toContain('who-to-meet')

    await server.reminders.runOnce(start - 24 * HOUR + 60_000)
    const annDayBefore = await mailOf(ann.email, /Link Meet Night starts in 24 hours/)
    expect(annDayBefore.text).toMatch(meetLine(ann.token))
    // The day before, the entry code is at hand too.
    expect(annDayBefore.text).toMatch(/Your entry code for the door \(show it when you arrive\): \S+\/check-in\//)
    expect((await mailOf(olly.email, /Link Meet Night starts in 24 hours/)).text).not.toContain('See who to meet')

    await server.reminders.runOnce(start - 2 * HOUR + 60_000)
    expect((await mailOf(ann.email, /Link Meet Night starts in 2 hours/)).text).toMatch(meetLine(ann.token))
    expect((await mailOf(olly.email, /Link Meet Night starts in 2 hours/)).text).not.toContain('See who to meet')
  })

  it('is left out once the night has "Who to meet" switched off', async () => {
    const { night, start } = await nightIn(30, 'Switched Off Night')
    const ann = await registerWith(
      server,
      night.id,
      { name: 'Ann Alvarez', company: 'Alvarez Tooling' },
      { offers: ['CNC machining'] },
    )
    expect((await mailOf(ann.email, /you're registered for Switched Off Night/)).text).toMatch(meetLine(ann.token))
    const off = await master.patch<EventDto>(
      `/api/events/${night.id}`,
      eventBody({ name: night.name, date: night.date, endDate: night.endDate, networking: { enabled: false } }),
    )
    expect([off.status, off.text]).toEqual([200, off.text])

    await server.reminders.runOnce(start - 24 * HOUR + 60_000)
    expect((await mailOf(ann.email, /Switched Off Night starts in 24 hours/)).text).not.toContain('See who to meet')
  })
})

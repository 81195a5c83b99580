import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { outboxIdle } from '../support/waiting'
import { runJobs } from '../support/jobs'
import type { TestServer } from '../support/testServer'

/**
 * `npm run jobs -- [--now <ISO time>] [job…]` (scripts/jobs.ts): the periodic work once as of a
 * chosen time, beside a running server; its emails go out through the server's outbox.
 */
const HOUR = 3600_000
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let master: Client

beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

const remindersTo = (email: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(email) && /reminder/.test(mail.subject ?? ''))

describe('npm run jobs', () => {
  it('runs the named job as of --now, once: a second run of every job sends nothing again', async () => {
    const start = new Date(Date.now() + 30 * HOUR)
    const night = await createEvent(master, {
      name: 'Jobs Night',
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * HOUR).toISOString(),
    })
    const person = attendee()
    expect((await new Client(server.url).post(`/api/events/${night.id}/attendees`, person)).status).toBe(201)

    // As of 23 h before the start the 24 h reminder is due.
    const at = new Date(start.getTime() - 23 * HOUR).toISOString()
    const due = await runJobs(server, ['--now', at, 'reminders'])
    expect(due.code).toBe(0)
    expect(due.stdout).toContain(`Periodic work as of ${at}`)
    expect(due.stdout).toContain('reminders: 1 reminders queued')
    expect(due.stdout).not.toContain('purge')
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /reminder/.test(m.subject ?? ''))
    expect(mail.subject).toBe('Makers Pub Night: reminder, Jobs Night starts in 24 hours')

    // Again, every job this time (none named): the reminder is not sent twice.
    const again = await runJobs(server, ['--now', at])
    expect(again.code).toBe(0)
    for (const job of ['seat-offers', 'reminders', 'morning-after', 'announcements', 'purge'])
      expect(again.stdout).toMatch(new RegExp(`^${job}: `, 'm'))
    expect(again.stdout).toContain('reminders: 0 reminders queued')
    await outboxIdle(server.payload)
    expect(remindersTo(person.email)).toHaveLength(1)
  }, 600_000)

  it('refuses an unknown job or a time without a zone, and says how to call it', async () => {
    const unknown = await runJobs(server, ['remind'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('unknown job or option: remind')
    expect(unknown.stderr).toContain('usage: npm run jobs --')
    const local = await runJobs(server, ['--now', '2026-06-12T09:00'])
    expect(local.code).toBe(2)
    expect(local.stderr).toContain('--now needs an ISO time with a zone')
  }, 300_000)
})

import { describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { signInMaster } from '../support/actors'
import { waitFor } from '../support/waiting'
import { freePort } from '../support/ports'
import { startSmtpServer } from '../support/smtp'
import { startTestServer } from '../support/testServer'
import { networkingNightTomorrow, registerWith } from '../support/networking'
import { createMailQueue } from '../../cms/mail/queue'
import { createMailRenderer } from '../../cms/mail/render'
import { createLogger } from '../../cms/lib/logger'
import type { EmailOutbox } from '../../payload-types'

const HOUR = 3600_000

/**
 * The email queue reads a batch of due rows, then waits before each for the requests the process
 * is answering (cms/lib/outboxPump.ts). One of those requests may rewrite a row it read: here Ann
 * stops "Who to meet" while Ben's 24 h reminder, naming her, waits for the mail server's return.
 * What goes is the row as the sender claimed it, after that request, not as its batch read it.
 */
describe('an email rewritten while the sender waits for a request to be answered', () => {
  it('goes out as it is when it is claimed: the reminder names nobody who withdrew meanwhile', async () => {
    const port = await freePort()
    // The mail server is down: the server's own sender tries each email once, then waits an hour.
    const server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Makers Pub Night <events@example.com>' },
      { mail: { baseDelayMs: HOUR, pollMs: HOUR } },
    )
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
    let sender: ReturnType<typeof createMailQueue> | undefined
    try {
      const admin = await signInMaster(server)
      const night = await networkingNightTomorrow(admin, 'Claimed Reminder Night')
      const ben = await registerWith(server, night.id, { name: 'Ben Stays', company: 'Boxwell' }, { needs: ['CNC machining'] })
      const ann = await registerWith(
        server,
        night.id,
        { name: 'Ann Withdraws', company: 'Withdrawn Tooling' },
        { offers: ['CNC machining'], line: 'Ask about five axes' },
      )
      await server.reminders.runOnce(Date.now() + HOUR + 60_000)
      const outbox = server.payload.db
      // Each address's first email was tried and waits for its retry (the later ones wait behind it).
      const firstEmailsTried = async () => {
        const { docs } = await outbox.find<EmailOutbox>({
          collection: 'email-outbox',
          where: { status: { in: ['pending', 'sending'] } },
          sort: 'createdAt',
          pagination: false,
        })
        const first = new Map<string, EmailOutbox>()
        for (const row of docs) if (!first.has(row.to)) first.set(row.to, row)
        return [...first.values()].every((row) => row.status === 'pending' && (row.attempts ?? 0) > 0)
      }
      await waitFor(firstEmailsTried, 30_000, 'every address tried once while the mail server is down')
      // The reminders' kicks may have asked the server's sender for one more round, which finds
      // nothing due; nothing kicks it after (a withdrawal sends no email), and it polls hourly.
      await new Promise((resolve) => setTimeout(resolve, 1000))

      // An hour later the mail server is back and every email is due again.
      smtp = await startSmtpServer(port)
      await outbox.updateMany({
        collection: 'email-outbox',
        where: { status: { equals: 'pending' } },
        data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
      })
      // A second sender on the same database, as a worker process is: the server's own sender
      // would look again only in an hour. When its kick asks, no request is under way; when its
      // drain, with the batch read, asks before its first email, Ann's withdrawal has arrived and
      // is being answered.
      let asked = 0
      let withdrawal: Promise<number> | undefined
      let withdrawn = false
      sender = createMailQueue(server.payload, createLogger('silent'), {
        pollMs: HOUR,
        render: createMailRenderer(server.env),
        answering: () => {
          asked++
          if (asked === 2)
            withdrawal = new Client(server.url)
              .delete(`/api/registrations/${ann.token}/networking`)
              .then((res) => res.status)
              .finally(() => (withdrawn = true))
          return asked >= 2 && !withdrawn
        },
      })
      sender.kick()
      const reminder = await smtp.waitFor(
        (mail) => mail.envelopeTo.includes(ben.email) && /starts in 24 hours/.test(mail.subject ?? ''),
        20_000,
      )
      expect(await withdrawal).toBe(200)
      expect(reminder.text).not.toMatch(/to look for|Withdrawn Tooling|five axes/)
    } finally {
      await sender?.stop()
      await smtp?.close()
      await server.stop()
    }
  }, 90_000)
})

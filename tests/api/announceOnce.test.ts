import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, FILLED_BY_A_PERSON, uniqueEmail } from '../support/actors'
import { startChildServer } from '../support/childServer'
import { startSmtpServer } from '../support/smtp'
import { waitFor } from '../support/waiting'
import { queryTestDatabase } from '../support/testDatabase'

/**
 * The first publication of a night is announced once (docs/api.md "Follow a city"), with two
 * compiled server processes on one database: every night is published through both at once,
 * so both processes' announcers race for the same nights, and each follower still gets each
 * night exactly once. "Nothing else was sent" is read from the database's mail queue itself.
 */
describe('announcements with two server processes on one database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-announce-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('announces each night once to each confirmed follower', async () => {
    const smtp = await startSmtpServer()
    const mail = { SMTP_URL: smtp.url, EMAIL_FROM: 'Makers Pub Night <events@example.com>' }
    const first = await startChildServer(dir, mail)
    const second = await startChildServer(dir, mail)
    try {
      const master = new Client(first.url)
      expect((await master.post('/api/login', { email: 'master@example.com', password: 'master-password-1' })).status).toBe(200)
      const city = 'Rockford'
      const followers = [uniqueEmail('f1'), uniqueEmail('f2'), uniqueEmail('f3')]
      for (const [i, email] of followers.entries()) {
        const client = new Client([first.url, second.url][i % 2])
        expect((await client.post('/api/subscriptions', { email, city, ...FILLED_BY_A_PERSON })).status).toBe(202)
        const request = await smtp.waitFor((m) => m.envelopeTo.includes(email))
        const token = /\/subscriptions\/([A-Za-z0-9_-]{22})/.exec(request.text ?? '')![1]
        expect((await client.post(`/api/subscriptions/${token}/confirm`, {})).status).toBe(200)
      }

      const drafts: Awaited<ReturnType<typeof createEvent>>[] = []
      for (let i = 0; i < 4; i++) drafts.push(await createEvent(master, { city, status: 'draft', name: `Race Night ${i}` }))
      const secondMaster = new Client(second.url)
      secondMaster.cookies = new Map(master.cookies)
      const published = await Promise.all(
        drafts.flatMap((draft) => [master, secondMaster].map((client) => client.post(`/api/events/${draft.id}/publish`, {}))),
      )
      expect(published.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([])
      expect(published.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(drafts.length)

      const announced = (email: string) =>
        smtp.received.filter(
          (m) => m.envelopeTo.includes(email) && /^(New night|\d+ new nights) in Rockford/.test(m.subject ?? ''),
        )
      const nightsIn = (email: string) =>
        announced(email).flatMap((m) => drafts.map((_, i) => `Race Night ${i}`).filter((name) => m.text?.includes(name)))
      const received = () => smtp.received.map((m) => `${m.subject} -> ${m.envelopeTo.join()}`).join(' | ')
      await waitFor(
        () => Promise.resolve(followers.every((email) => nightsIn(email).length >= drafts.length)),
        60_000,
        'every announcement',
      ).catch((err: Error) => Promise.reject(new Error(`${err.message}; received: ${received()}`)))

      // Both processes' queues are empty: everything stored has been sent, and nothing more was.
      const count = async (sql: string) => Number((await queryTestDatabase<{ n: number | string }>(dir, sql))[0].n)
      await waitFor(
        async () => (await count(`SELECT count(*) AS n FROM email_outbox WHERE status IN ('pending', 'sending')`)) === 0,
        30_000,
        'an idle mail queue',
      )
      expect(await count(`SELECT count(*) AS n FROM sent_reminders WHERE kind = 'announcement'`)).toBe(drafts.length)
      for (const email of followers) expect(nightsIn(email).sort()).toEqual(drafts.map((_, i) => `Race Night ${i}`).sort())
    } finally {
      await Promise.all([first.stop(), second.stop()])
      await smtp.close()
    }
  }, 180_000)
})

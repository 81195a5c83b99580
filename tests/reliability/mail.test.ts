import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, signInMaster } from '../support/actors'
import { outboxIdle, waitFor } from '../support/waiting'
import { startSmtpServer } from '../support/smtp'
import { freePort, startTestServer } from '../support/testServer'
import { queryTestDatabase } from '../support/testDatabase'
import { createTransport } from '../../config/mailTransport'
import { loadEnv } from '../../config/env'

describe('mail server outage', () => {
  it('registrations succeed while it is down; after it recovers each person gets exactly one message', async () => {
    const smtpPort = await freePort()
    const server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      { mail: { pollMs: 100, baseDelayMs: 200 } },
    )
    try {
      const master = await signInMaster(server)
      const event = await createEvent(master)
      const people = Array.from({ length: 12 }, () => attendee())
      const answers = await Promise.all(
        people.map((person) => new Client(server.url).post(`/api/events/${event.id}/attendees`, person)),
      )
      expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 201))
      // The queue has tried and failed while the mail server was down.
      await waitFor(
        async () =>
          (await server.payload.db.count({ collection: 'email-outbox', where: { attempts: { greater_than: 0 } } })).totalDocs > 0,
      )
      const smtp = await startSmtpServer(smtpPort)
      try {
        for (const person of people) await smtp.waitFor((mail) => mail.envelopeTo.includes(person.email), 30_000)
        // Every stored message has been handed over: a duplicate would be here now.
        await outboxIdle(server.payload)
        for (const person of people)
          expect(smtp.received.filter((mail) => mail.envelopeTo.includes(person.email))).toHaveLength(1)
        const ids = smtp.received.map((mail) => mail.messageId)
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids.every((id) => /^<outbox-.+@localhost>$/.test(id ?? ''))).toBe(true)
      } finally {
        await smtp.close()
      }
    } finally {
      await server.stop()
    }
  }, 90_000)
})

describe('one address, in the order its messages were written', () => {
  it('a cancellation waits for the confirmation the mail server refused for a moment', async () => {
    const smtp = await startSmtpServer()
    const server = await startTestServer({ SMTP_URL: smtp.url }, { mail: { pollMs: 100, baseDelayMs: 2000 } })
    try {
      const master = await signInMaster(server)
      const event = await createEvent(master, { name: 'Order Night' })
      const person = attendee()
      smtp.refuseNextTo(person.email)
      const registered = await new Client(server.url).post<{ manageUrl: string }>(`/api/events/${event.id}/attendees`, person)
      expect(registered.status).toBe(201)
      // Refused once: the confirmation waits for its retry.
      await waitFor(
        async () =>
          (await server.payload.db.count({ collection: 'email-outbox', where: { attempts: { greater_than: 0 } } })).totalDocs > 0,
      )
      const token = new URL(registered.body.manageUrl).pathname.split('/').pop()!
      expect((await new Client(server.url).post(`/api/registrations/${token}/cancel`, {})).status).toBe(200)
      await smtp.waitFor((mail) => mail.envelopeTo.includes(person.email) && / is cancelled$/.test(mail.subject ?? ''), 30_000)
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes(person.email)).map((mail) => mail.subject)).toEqual([
        "Makers Pub Night: you're registered for Order Night",
        'Makers Pub Night: your registration for Order Night is cancelled',
      ])
    } finally {
      await server.stop()
      await smtp.close()
    }
  }, 60_000)
})

describe('a server stopping in the middle of a rush', () => {
  it('queues the "already registered" emails of the refusals it answered last before its database closes', async () => {
    const server = await startTestServer()
    try {
      const master = await signInMaster(server)
      const full = await createEvent(master, { maxAttendees: 1 })
      const registered = attendee()
      expect((await new Client(server.url).post(`/api/events/${full.id}/attendees`, registered)).status).toBe(201)
      // Refusals are looked up once the rush pauses (cms/modules/registrations/alreadyIn.ts); the
      // server is told to stop before that.
      const refused = await new Client(server.url).post(`/api/events/${full.id}/attendees`, attendee({ email: registered.email }))
      expect(refused.status).toBe(409)
      await server.close()
      const queued = await queryTestDatabase<{ subject: string }>(server.dir, 'SELECT subject FROM email_outbox WHERE "to" = ?', [
        registered.email,
      ])
      expect(queued.map((row) => row.subject).filter((subject) => /already registered/.test(subject))).toHaveLength(1)
    } finally {
      await server.stop()
    }
  })
})

describe('the .eml outbox folder', () => {
  it('is cleared of half-written files a crashed process left behind', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-outbox-'))
    const stale = path.join(dir, 'crashed.eml.part')
    const fresh = path.join(dir, 'writing-now.eml.part')
    fs.writeFileSync(stale, 'half a message')
    fs.writeFileSync(fresh, 'another process is writing this')
    const old = new Date(Date.now() - 5 * 60_000)
    fs.utimesSync(stale, old, old)
    createTransport(loadEnv({ NODE_ENV: 'test', OUTBOX_DIR: dir }))
    expect(fs.existsSync(stale)).toBe(false)
    expect(fs.existsSync(fresh)).toBe(true)
  })
})

import net from 'node:net'
import { describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, signInMaster } from '../support/actors'
import { startSmtpServer } from '../support/smtp'
import { queryTestDatabase } from '../support/testDatabase'
import { startTestServer } from '../support/testServer'

/** A request the server is still answering: a registration whose phone has sent half its body. */
async function requestUnderWay(url: string, eventId: string | number) {
  const { hostname, port } = new URL(url)
  const socket = net.connect(Number(port), hostname)
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.write(
    `POST /api/events/${eventId}/attendees HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":`,
  )
  return () => new Promise<void>((resolve) => socket.end(resolve))
}

/**
 * A rush is answered before its emails are rendered and sent (cms/lib/requestActivity.ts,
 * cms/lib/outboxPump.ts): while the server is answering requests, the confirmation of a
 * registration waits; it goes out as soon as nothing is under way.
 */
describe('the confirmation email of a registration made while other requests are answered', () => {
  it('waits until they have been answered, then goes out at once', async () => {
    const smtp = await startSmtpServer()
    const server = await startTestServer({ SMTP_URL: smtp.url })
    try {
      const master = await signInMaster(server)
      const event = await createEvent(master)
      const sent = (email: string) => smtp.received.some((mail) => mail.envelopeTo.includes(email))
      // With nothing else under way, a confirmation goes out at once (and the renderer is loaded).
      const early = attendee()
      expect((await new Client(server.url).post(`/api/events/${event.id}/attendees`, early)).status).toBe(201)
      await smtp.waitFor((mail) => mail.envelopeTo.includes(early.email), 20_000)

      const finish = await requestUnderWay(server.url, event.id)
      const person = attendee()
      expect((await new Client(server.url).post(`/api/events/${event.id}/attendees`, person)).status).toBe(201)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const sentWhileAnswering = sent(person.email)
      await finish()
      const answered = Date.now()
      await smtp.waitFor((mail) => mail.envelopeTo.includes(person.email), 10_000)
      expect(sentWhileAnswering).toBe(false)
      // Well before the 5 s a kick waits at most on a site that never pauses.
      expect(Date.now() - answered).toBeLessThan(3_000)
    } finally {
      await server.stop()
      await smtp.close()
    }
  }, 60_000)
})

/**
 * An announcement's emails are still going out when its readers arrive to register: each message
 * of a drain under way waits while the server answers them (cms/lib/outboxPump.ts), not only the
 * drain's start.
 */
describe('a backlog of emails going out when requests arrive', () => {
  it('holds its next messages while they are answered, and goes on once they are', async () => {
    const smtp = await startSmtpServer()
    const server = await startTestServer({ SMTP_URL: smtp.url })
    try {
      const master = await signInMaster(server)
      const event = await createEvent(master)
      const backlog = 400
      const stamp = new Date().toISOString()
      for (let start = 0; start < backlog; start += 100) {
        const rows = Array.from({ length: 100 }, (_, i) => [
          `backlog${start + i}@example.com`,
          `Announcement ${start + i}`,
          'See you there!',
          'pending',
          0,
          stamp,
          stamp,
        ])
        await queryTestDatabase(
          server.dir,
          `INSERT INTO email_outbox ("to", subject, text, status, attempts, updated_at, created_at) VALUES ${rows.map(() => '(?,?,?,?,?,?,?)').join(',')}`,
          rows.flat(),
        )
      }
      const delivered = () => smtp.received.filter((mail) => mail.subject?.startsWith('Announcement')).length
      await smtp.waitFor((mail) => Boolean(mail.subject?.startsWith('Announcement')), 20_000)

      const finish = await requestUnderWay(server.url, event.id)
      // The messages already being sent when the request arrived may still arrive (16 at once).
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const whenHeld = delivered()
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const whileAnswering = delivered() - whenHeld
      await finish()
      await smtp.waitFor(() => delivered() === backlog, 30_000)
      expect(whenHeld).toBeLessThan(backlog)
      expect(whileAnswering).toBe(0)
    } finally {
      await server.stop()
      await smtp.close()
    }
  }, 90_000)
})

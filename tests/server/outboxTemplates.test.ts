import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, signInMaster } from '../support/actors'
import { freePort, startTestServer, type TestServer } from '../support/testServer'
import { startSmtpServer } from '../support/smtp'
import { outboxIdle } from '../support/waiting'

/**
 * An outbox row holds its template's name and data, with the manage token only sealed, and is
 * rendered when sent (cms/mail/render.ts); once sent the data is gone. A row an earlier version
 * stored as a finished body is still sent as it is.
 */
describe('outbox rows of templates', () => {
  let server: TestServer
  let port: number
  beforeAll(async () => {
    port = await freePort()
    // Nobody listens on the SMTP port yet: rows stay pending until the sink starts.
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { mail: { baseDelayMs: 200 } })
  })
  afterAll(() => server.stop())

  it('stores template and sealed data, renders at send time, then drops the data', async () => {
    const master = await signInMaster(server)
    const event = await createEvent(master, { name: 'Template Night' })
    const person = attendee({ name: 'Tess Template' })
    const registered = await new Client(server.url).post<{ manageUrl: string }>(`/api/events/${event.id}/attendees`, person)
    expect(registered.status).toBe(201)
    const token = new URL(registered.body.manageUrl).pathname.split('/').pop()!

    const rowOf = async () =>
      (
        await server.payload.find({
          collection: 'email-outbox',
          where: { to: { equals: person.email } },
          showHiddenFields: true,
          overrideAccess: true,
        })
      ).docs[0]
    const pending = await rowOf()
    expect(pending.template).toBe('registrationConfirmation')
    // Not sent yet: waiting, or being tried against the closed port.
    expect(['pending', 'sending']).toContain(pending.status)
    expect(pending.subject).toContain('Template Night')
    expect(pending.text ?? '').toBe('')
    const stored = JSON.stringify(pending.data)
    expect(stored).toContain('Tess Template')
    expect(stored).toContain('manageTokenSealed')
    expect(stored).not.toContain(token)
    expect(stored).not.toContain('/registrations/')
    expect(stored).not.toContain('/check-in/')

    // What an earlier version queued: a finished body and no template.
    await server.payload.db.create({
      collection: 'email-outbox',
      data: { to: 'legacy@example.com', subject: 'Queued before templates', text: 'A body stored whole.', status: 'pending' },
    })
    const smtp = await startSmtpServer(port)
    try {
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email), 20_000)
      expect(mail.text).toContain(`/registrations/${token}`)
      expect(mail.text).toMatch(/\/check-in\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}/)
      expect(mail.attachments.map((file) => file.filename).sort()).toEqual(['entry-code.png', 'event.ics'])
      const legacy = await smtp.waitFor((m) => m.envelopeTo.includes('legacy@example.com'), 20_000)
      expect([legacy.subject, legacy.text?.trim()]).toEqual(['Queued before templates', 'A body stored whole.'])
      await outboxIdle(server.payload)
    } finally {
      await smtp.close()
    }
    const sent = await rowOf()
    expect([sent.status, sent.data ?? null, sent.text ?? '']).toEqual(['sent', null, ''])
  }, 60_000)
})

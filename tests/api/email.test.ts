import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import ICAL from 'ical.js'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, attendee, createEvent, createHost, signInMaster } from '../support/actors'
import { ADMIN, freePort, startTestServer, type TestServer } from '../support/testServer'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { startSmtpServer } from '../support/smtp'

const waitUntil = async (check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('emails over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: TestServer
  let master: Client

  beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
  afterAll(() => stopServerWithMail({ smtp, server }))

  it('confirms a registration with the details, calendar links and an .ics file in the event zone', async () => {
    const event = await createEvent(master, {
      name: 'Denver Mail Night',
      timezone: 'America/Denver',
      date: '2031-07-10T00:30:00.000Z',
      endDate: '2031-07-10T03:00:00.000Z',
      venue: 'Mile High Alehouse',
      street: '1701 Wynkoop St',
      city: 'Denver',
      state: 'CO',
      country: 'USA',
    })
    const person = attendee({ name: 'Mae Mail' })
    const registered = await new Client(server.url).post(`/api/events/${event.id}/attendees`, person)
    expect(registered.status).toBe(201)

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect(mail.from?.address).toBe('events@example.com')
    expect(mail.subject).toBe("Makers Pub Night: you're registered for Denver Mail Night")
    expect(mail.text).toContain('Hi Mae Mail,')
    expect(mail.text).toContain('When: Wednesday, July 9, 2031 6:30 PM - 9:00 PM MDT')
    expect(mail.text).toContain('Where: Mile High Alehouse, 1701 Wynkoop St, Denver, CO, USA')
    expect(mail.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE')
    expect(mail.text).toContain('dates=20310710T003000Z%2F20310710T030000Z')
    expect(mail.text).toContain('startdt=2031-07-09T18%3A30%3A00-06%3A00')
    expect(mail.html).toContain('Add to Google Calendar')

    const ics = mail.attachments.find((file) => file.filename === 'event.ics')!
    const text = typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content)
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
    // An invitation now (METHOD:REQUEST with ORGANIZER and ATTENDEE) with UTC times: the
    // issue "A calendar that stays true" replaced PUBLISH and the TZID form (docs/decisions.md).
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    // The registration's UID: its id and a digest of the key issued for the row (cms/mail/calendar.ts).
    expect(vevent.uid).toMatch(new RegExp(`^registration-${registered.body.id}-[A-Za-z0-9_-]{22}@localhost$`))
    expect(vevent.startDate.zone?.tzid).toBe('UTC')
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2031-07-10T00:30:00.000Z')
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2031-07-10T03:00:00.000Z')
    expect(vevent.location).toBe('Mile High Alehouse, 1701 Wynkoop St, Denver, CO, USA')
    expect(vevent.component.getFirstPropertyValue('url')).toBe(`${server.url}/events/${event.id}`)
  })

  it('tells the master admins about a host application and the applicant that it arrived', async () => {
    const host = await createHost(server, { approve: false, name: 'Appli Cant' })
    const toAdmin = await smtp.waitFor((m) => m.subject === 'Makers Pub Night: new host application from Appli Cant')
    expect(toAdmin.envelopeTo).toEqual([ADMIN.email])
    expect(toAdmin.text).toContain(host.email)
    expect(toAdmin.text).toContain(`${server.url}/admin?tab=pending-hosts`)
    const ack = await smtp.waitFor((m) => m.envelopeTo.includes(host.email))
    expect(ack.subject).toBe('Makers Pub Night: we received your host application')

    await master.patch(`/api/hosts/${host.id}/approve`, { approved: true })
    const approved = await smtp.waitFor((m) => m.subject === 'Makers Pub Night: your host application is approved')
    expect(approved.envelopeTo).toEqual([host.email])
    expect(approved.text).toContain(`${server.url}/auth`)
  })

  it("sends a rejection's optional reason in the decision email, as written", async () => {
    const host = await createHost(server, { approve: false, name: 'Rejected Rita' })
    const reason = 'We already have a host in Dayton.\nTry Springfield <3 & write again.'
    const rejected = await master.patch(`/api/hosts/${host.id}/approve`, { approved: false, reason: `  ${reason}  ` })
    expect(rejected.status).toBe(200)
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(host.email) && m.subject === 'Makers Pub Night: your host application',
    )
    expect(mail.text).toContain('Your application was not approved at this time.')
    expect(mail.text).toContain(`The reviewer's reason:\n${reason}`)
    expect(mail.html).toContain('Try Springfield &lt;3 &amp; write again.')
    // Without one, the email says no more than before; an approval never carries one.
    const other = await createHost(server, { approve: false, name: 'Plain Pete' })
    await master.patch(`/api/hosts/${other.id}/approve`, { approved: false, reason: '   ' })
    const plain = await smtp.waitFor(
      (m) => m.envelopeTo.includes(other.email) && m.subject === 'Makers Pub Night: your host application',
    )
    expect(plain.text).not.toContain('reason')
    const tooLong = await master.patch<{ errors?: Record<string, string> }>(`/api/hosts/${other.id}/approve`, {
      approved: false,
      reason: 'x'.repeat(1001),
    })
    expect([tooLong.status, tooLong.body.errors?.reason]).toEqual([400, 'This field is too long (max 1000 characters)'])
  })

  it('tells an active host turned off that their account is deactivated, not that an application was declined', async () => {
    const host = await createHost(server, { name: 'Active Ada' })
    const off = await master.patch(`/api/hosts/${host.id}/approve`, { approved: false, reason: 'The pub closed.' })
    expect(off.status).toBe(200)
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(host.email) && m.subject === 'Makers Pub Night: your host account',
    )
    expect(mail.text).toContain('Your host account has been deactivated, so you can no longer sign in to manage events.')
    expect(mail.text).toContain("The reviewer's reason:\nThe pub closed.")
    expect(mail.text).not.toContain('application')
  })

  it('forwards a contact message to the master admins with reply-to set to the sender', async () => {
    await new Client(server.url).post('/api/contact', {
      name: 'Cora Contact',
      email: 'cora@example.com',
      message: 'Can my company sponsor?',
      ...FILLED_BY_A_PERSON,
    })
    const mail = await smtp.waitFor((m) => m.subject === 'Makers Pub Night: contact message from Cora Contact')
    expect(mail.envelopeTo).toEqual([ADMIN.email])
    expect(mail.replyTo?.[0]?.address).toBe('cora@example.com')
    expect(mail.text).toContain('Can my company sponsor?')
  })
})

describe('delivery guarantees', () => {
  it('a registration succeeds while the mail server is down, and the mail arrives after it comes back', async () => {
    const port = await freePort()
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { mail: { baseDelayMs: 300 } })
    try {
      const master = await signInMaster(server)
      const event = await createEvent(master, { name: 'Outage Night' })
      const person = attendee()
      expect((await new Client(server.url).post(`/api/events/${event.id}/attendees`, person)).status).toBe(201)

      const queued = () => server.payload.find({ collection: 'email-outbox', where: { to: { equals: person.email } } })
      await waitUntil(async () => ((await queued()).docs[0]?.attempts ?? 0) >= 1)
      const retrying = (await queued()).docs[0]
      expect(retrying.status).toBe('pending')
      expect(retrying.lastError).toBeTruthy()

      const smtp = await startSmtpServer(port)
      try {
        const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email), 20_000)
        expect(mail.subject).toContain('Outage Night')
        await waitUntil(async () => (await queued()).docs[0]?.status === 'sent')
      } finally {
        await smtp.close()
      }
    } finally {
      await server.stop()
    }
  }, 60_000)

  it('without SMTP_URL every message is written to the outbox folder as an .eml file', async () => {
    const server = await startTestServer()
    try {
      const master = await signInMaster(server)
      const event = await createEvent(master, { name: 'Outbox Night' })
      await new Client(server.url).post(`/api/events/${event.id}/attendees`, attendee())
      const files = () => (fs.existsSync(server.env.OUTBOX_DIR) ? fs.readdirSync(server.env.OUTBOX_DIR) : [])
      await waitUntil(() => files().some((file) => file.endsWith('.eml')))
      const eml = fs.readFileSync(
        path.join(
          server.env.OUTBOX_DIR,
          files().find((file) => file.endsWith('.eml'))!,
        ),
        'utf8',
      )
      expect(eml).toContain("Subject: Makers Pub Night: you're registered for Outbox Night")
      expect(eml).toContain('text/calendar')
      // CRLF only, body included (RFC 5322; issue 44): no line ends in a bare LF.
      expect(eml).toContain('\r\n\r\n')
      expect(eml.match(/(?<!\r)\n/g)).toBeNull()
    } finally {
      await server.stop()
    }
  })
})

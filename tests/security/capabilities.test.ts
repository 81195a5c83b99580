import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, eventBody, uniqueEmail } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import type { CapturedMail, startSmtpServer } from '../support/smtp'
import type { TestServer } from '../support/testServer'

/**
 * Bearer links attacked over real HTTP, with a real SMTP sink standing in for the victims'
 * inboxes (issue 27): manage links rotate when a row is revived (finding 2), door links end
 * with their event and their host (8, 9), resets change nothing for inactive accounts and
 * deactivation ends sessions (9), the waitlist stores nothing and hands out no link for an address already on it (13), offers
 * of a freed seat go out once per seat (10), the bot guard never drops a person (10), and
 * answers that name people are private (16).
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let master: Client
const anonymous = () => new Client(server.url)

beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

const mailsTo = (email: string, subject: RegExp) =>
  smtp.received.filter((mail: CapturedMail) => mail.envelopeTo.includes(email.toLowerCase()) && subject.test(mail.subject ?? ''))
const manageTokenIn = (mail: CapturedMail) => /\/registrations\/([A-Za-z0-9_-]{22})/.exec(mail.text ?? '')![1]
const resetTokenIn = (mail: CapturedMail) => /\/auth\/reset\?token=([A-Za-z0-9_-]{22})/.exec(mail.text ?? '')![1]
/** The n-th message to an address whose subject matches, waiting for it to arrive. */
/** The last segment of a link: the token it carries. */
const tokenOfLink = (url: unknown) => new URL(String(url)).pathname.split('/').pop()!
interface Opened {
  registration: { email: string; status: string }
}
const nthMail = async (email: string, subject: RegExp, n: number) => {
  await smtp.waitFor(() => mailsTo(email, subject).length >= n)
  return mailsTo(email, subject)[n - 1]
}
/** Every queued message has gone out: a signal that nothing else is on its way. */
const outboxDrained = async () => {
  const deadline = Date.now() + 15_000
  while ((await server.payload.count({ collection: 'email-outbox', where: { status: { not_equals: 'sent' } } })).totalDocs > 0) {
    if (Date.now() > deadline) throw new Error('the outbox did not drain')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const hoursFromNow = (hours: number) => {
  const start = new Date(Date.now() + hours * 3600_000)
  return { date: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3600_000).toISOString() }
}

describe('manage links (finding 2)', () => {
  it("registering again with a cancelled row's address, in another case, rotates the link: the old one is 404", async () => {
    const event = await createEvent(master)
    const victim = attendee()
    const first = await anonymous().post(`/api/events/${event.id}/attendees`, victim)
    const oldToken = tokenOfLink((first.body as { manageUrl: string }).manageUrl)
    expect((await anonymous().post(`/api/registrations/${oldToken}/cancel`)).body).toEqual({ status: 'cancelled' })
    // Someone types the same address again: the holder of the old link must not see it.
    const again = await anonymous().post(`/api/events/${event.id}/attendees`, { ...victim, email: victim.email.toUpperCase() })
    expect(again.status).toBe(201)
    expect(again.body).not.toHaveProperty('manageUrl')
    expect((await anonymous().get(`/api/registrations/${oldToken}`)).status).toBe(404)
    expect((await anonymous().post(`/api/registrations/${oldToken}/cancel`)).status).toBe(404)
    // The new link goes to the address only.
    const newToken = manageTokenIn(await nthMail(victim.email, /you're registered/, 2))
    expect(newToken).not.toBe(oldToken)
    const opened = await anonymous().get<Opened>(`/api/registrations/${newToken}`)
    expect(opened.body.registration).toMatchObject({ email: victim.email, status: 'registered' })
  })

  it('a host adding someone by hand is not handed their link: it goes to the address', async () => {
    const event = await createEvent(master)
    const guest = attendee()
    const added = await master.post(`/api/events/${event.id}/attendees`, guest)
    expect(added.status).toBe(201)
    expect(added.body).not.toHaveProperty('manageUrl')
    const token = manageTokenIn(await nthMail(guest.email, /you're registered/, 1))
    expect((await anonymous().get<Opened>(`/api/registrations/${token}`)).body.registration.email).toBe(guest.email)
  })

  it('joining the waitlist again with a cancelled place rotates its link too', async () => {
    const full = await createEvent(master, { maxAttendees: 1 })
    expect((await anonymous().post(`/api/events/${full.id}/attendees`, attendee())).status).toBe(201)
    const waiting = attendee()
    const joined = await anonymous().post(`/api/events/${full.id}/waitlist`, waiting)
    expect(joined.body).toEqual({ status: 'waitlisted', position: 1, manageUrl: expect.stringMatching(/\/registrations\//) })
    const oldToken = manageTokenIn(await nthMail(waiting.email, /waitlist for/, 1))
    expect((await anonymous().post(`/api/registrations/${oldToken}/cancel`)).status).toBe(200)
    // A revived place's new link goes by email only, as a revived registration's does.
    const rejoined = await anonymous().post(`/api/events/${full.id}/waitlist`, { ...waiting, email: waiting.email.toUpperCase() })
    expect(rejoined.body).toEqual({ status: 'waitlisted', position: 1 })
    expect((await anonymous().get(`/api/registrations/${oldToken}`)).status).toBe(404)
    const newToken = manageTokenIn(await nthMail(waiting.email, /on the waitlist for/, 2))
    expect((await anonymous().get<Opened>(`/api/registrations/${newToken}`)).body.registration.status).toBe('waitlisted')
  })
})

describe('door links follow their event and their host (findings 8 and 9)', () => {
  const doorLinkOf = async (client: Client, eventId: string | number) => {
    const created = await client.post<{ url: string }>(`/api/events/${eventId}/door-link`)
    expect(created.status).toBe(201)
    return tokenOfLink(created.body.url)
  }

  it('ends when the event is archived, moved into the past, or deleted', async () => {
    const host = await createHost(server)
    const archived = await createEvent(host.client)
    const archivedLink = await doorLinkOf(host.client, archived.id)
    expect((await anonymous().get(`/api/door/${archivedLink}`)).status).toBe(200)
    expect((await host.client.patch(`/api/events/${archived.id}/archive`)).status).toBe(200)
    expect((await anonymous().get(`/api/door/${archivedLink}`)).body).toEqual({ message: 'This door link has expired' })

    const moved = await createEvent(host.client)
    const movedLink = await doorLinkOf(host.client, moved.id)
    const past = {
      date: new Date(Date.now() - 5 * 3600_000).toISOString(),
      endDate: new Date(Date.now() - 3600_000).toISOString(),
    }
    expect((await host.client.patch(`/api/events/${moved.id}`, eventBody(past))).status).toBe(200)
    const over = await anonymous().get(`/api/door/${movedLink}`)
    expect([over.status, over.body]).toEqual([410, { message: 'This door link has expired' }])
    const walkIn = await anonymous().post(`/api/door/${movedLink}/walk-ins`, { name: 'Late', email: uniqueEmail(), company: 'X' })
    expect(walkIn.status).toBe(410)

    const deleted = await createEvent(host.client)
    const deletedLink = await doorLinkOf(host.client, deleted.id)
    expect((await master.delete(`/api/events/${deleted.id}`)).status).toBe(200)
    expect((await anonymous().get(`/api/door/${deletedLink}`)).status).toBe(404)
  })

  it('deactivating the host ends its sessions and its door links, on every route (findings 8 and 9)', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client)
    const link = await doorLinkOf(host.client, event.id)
    const cmsSession = new Client(server.url)
    expect((await cmsSession.post('/cms/api/users/login', { email: host.email, password: host.password })).status).toBe(200)
    expect((await host.client.get('/api/user')).body).toMatchObject({ email: host.email })

    expect((await master.patch(`/api/hosts/${host.id}/approve`, { approved: false })).status).toBe(200)
    expect((await host.client.get('/api/user')).body).toBeNull()
    const refreshed = await cmsSession.post('/cms/api/users/refresh-token')
    expect([refreshed.status, refreshed.body]).toEqual([
      403,
      { errors: [{ message: 'You are not allowed to perform this action.' }] },
    ])
    expect((await anonymous().get(`/api/door/${link}`)).status).toBe(404)
    const walkIn = await anonymous().post(
      `/api/events/${event.id}/walk-ins`,
      { name: 'W', email: uniqueEmail(), company: 'X' },
      {
        'X-Door-Token': link,
      },
    )
    expect(walkIn.status).toBe(404)
    // Approved again, the host signs in afresh, and the old link stays revoked.
    expect((await master.patch(`/api/hosts/${host.id}/approve`, { approved: true })).status).toBe(200)
    expect((await host.client.get('/api/user')).body).toBeNull()
    expect((await anonymous().get(`/api/door/${link}`)).status).toBe(404)
  })

  it('a co-host still running the night of an owner turned off makes a door link that opens (decision 544)', async () => {
    const owner = await createHost(server)
    const cohost = await createHost(server)
    const event = await createEvent(owner.client)
    expect((await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })).status).toBe(201)
    const ownersLink = await doorLinkOf(owner.client, event.id)
    expect((await master.patch(`/api/hosts/${owner.id}/approve`, { approved: false })).status).toBe(200)
    expect((await anonymous().get(`/api/door/${ownersLink}`)).status).toBe(404)

    const link = await doorLinkOf(cohost.client, event.id)
    expect((await anonymous().get(`/api/door/${link}`)).status).toBe(200)
    expect((await cohost.client.get(`/api/events/${event.id}/door-link`)).body).toMatchObject({ active: true })
  })
})

describe('password resets of inactive accounts (finding 9)', () => {
  const hashOf = async (email: string) =>
    (
      (await server.payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true, depth: 0 }))
        .docs[0] as { hash?: string }
    ).hash

  it.each(['/cms/api/users', '/api/auth'])('%s/reset-password changes nothing for a pending account', async (base) => {
    const pending = await createHost(server, { approve: false })
    const before = await hashOf(pending.email)
    expect((await anonymous().post(`${base}/forgot-password`, { email: pending.email })).status).toBe(200)
    const mails = mailsTo(pending.email, /reset your password/i).length
    const token = resetTokenIn(await nthMail(pending.email, /reset your password/i, mails + 1))
    const refused = await anonymous().post(`${base}/reset-password`, { token, password: 'taken-over-password-1' })
    expect(refused.status).toBe(403)
    expect(await hashOf(pending.email)).toBe(before)
  })

  it('the reset token is stored as a hash only, and works once', async () => {
    const host = await createHost(server)
    await anonymous().post('/api/auth/forgot-password', { email: host.email })
    const token = resetTokenIn(await nthMail(host.email, /reset your password/i, 1))
    const stored = (
      (await server.payload.find({ collection: 'users', where: { email: { equals: host.email } }, showHiddenFields: true }))
        .docs[0] as { resetPasswordToken?: string }
    ).resetPasswordToken
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toContain(token)
    expect((await anonymous().post('/cms/api/users/reset-password', { token, password: 'a-new-password-1' })).status).toBe(200)
    expect((await anonymous().post('/api/auth/reset-password', { token, password: 'again-password-1' })).status).toBe(400)
    expect((await anonymous().post('/api/login', { email: host.email, password: 'a-new-password-1' })).status).toBe(200)
  })
})

describe('the waitlist stores nothing for an address already on the list (finding 13)', () => {
  it('a registered or waiting address gets the same status and place, no link of anyone, and is told by email', async () => {
    const full = await createEvent(master, { maxAttendees: 1 })
    const registered = attendee()
    expect((await anonymous().post(`/api/events/${full.id}/attendees`, registered)).status).toBe(201)
    const waiting = attendee()
    expect((await anonymous().post<{ position: number }>(`/api/events/${full.id}/waitlist`, waiting)).body.position).toBe(1)

    // A new place's own link comes back so the page can show it (issue 45); an address already
    // in gets the same status and place, never a link (nothing is stored for it).
    const newPlace = { status: 'waitlisted', manageUrl: expect.stringMatching(/\/registrations\/[A-Za-z0-9_-]{22}$/) }
    const asRegistered = await anonymous().post(`/api/events/${full.id}/waitlist`, attendee({ email: registered.email }))
    const asStranger = await anonymous().post(`/api/events/${full.id}/waitlist`, attendee())
    expect([asRegistered.status, asRegistered.body]).toEqual([201, { status: 'waitlisted', position: 2 }])
    expect([asStranger.status, asStranger.body]).toEqual([201, { ...newPlace, position: 2 }])
    const asWaiting = await anonymous().post(`/api/events/${full.id}/waitlist`, attendee({ email: waiting.email }))
    const asAnother = await anonymous().post(`/api/events/${full.id}/waitlist`, attendee())
    expect([asWaiting.status, asWaiting.body]).toEqual([201, { status: 'waitlisted', position: 3 }])
    expect([asAnother.status, asAnother.body]).toEqual([201, { ...newPlace, position: 3 }])
    const told = await nthMail(registered.email, /already registered/, 1)
    expect(told.text).toMatch(/\/registrations\/[A-Za-z0-9_-]{22}/)
    await nthMail(waiting.email, /already on the waitlist/, 1)

    // With seats left, registered or not: the same 409.
    const open = await createEvent(master, { maxAttendees: 5 })
    const inOpen = attendee()
    expect((await anonymous().post(`/api/events/${open.id}/attendees`, inOpen)).status).toBe(201)
    const known = await anonymous().post(`/api/events/${open.id}/waitlist`, attendee({ email: inOpen.email }))
    const unknown = await anonymous().post(`/api/events/${open.id}/waitlist`, attendee())
    expect([known.status, known.body]).toEqual([409, { message: 'This event still has seats' }])
    expect([unknown.status, unknown.body]).toEqual([409, { message: 'This event still has seats' }])
  })

  it('a sold-out registration answers "full" for a registered address too', async () => {
    const full = await createEvent(master, { maxAttendees: 1 })
    const registered = attendee()
    expect((await anonymous().post(`/api/events/${full.id}/attendees`, registered)).status).toBe(201)
    const known = await anonymous().post(`/api/events/${full.id}/attendees`, attendee({ email: registered.email }))
    const unknown = await anonymous().post(`/api/events/${full.id}/attendees`, attendee())
    expect([known.status, known.body]).toEqual([409, { message: 'This event is full' }])
    expect([unknown.status, unknown.body]).toEqual([409, { message: 'This event is full' }])
    await nthMail(registered.email, /already registered/, 1)

    // A rush of refusals, the people on the list among many strangers, some asking twice: the
    // lookups are gathered (cms/modules/registrations/alreadyIn.ts, more of them than it looks up
    // in one turn of the event loop), and each person on the list hears it once, nobody else at all.
    const rushed = await createEvent(master, { maxAttendees: 2 })
    const first = attendee()
    const second = attendee()
    for (const someone of [first, second])
      expect((await anonymous().post(`/api/events/${rushed.id}/attendees`, someone)).status).toBe(201)
    const strangers = Array.from({ length: 60 }, () => attendee())
    const rush = [...strangers, first, second, attendee({ email: first.email.toUpperCase() })]
    const answers = await Promise.all(
      rush.map((someone) => anonymous().post<{ message: string }>(`/api/events/${rushed.id}/attendees`, someone)),
    )
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body.message}`))).toEqual(
      new Set(['409 This event is full']),
    )
    expect((await nthMail(first.email, /already registered/, 1)).text).toMatch(/\/registrations\/[A-Za-z0-9_-]{22}/)
    expect((await nthMail(second.email, /already registered/, 1)).text).toMatch(/\/registrations\/[A-Za-z0-9_-]{22}/)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(mailsTo(first.email, /already registered/)).toHaveLength(1)
    expect(strangers.filter((stranger) => mailsTo(stranger.email, /./).length > 0)).toEqual([])

    // An open event keeps the spec's answer.
    const open = await createEvent(master)
    const person = attendee()
    expect((await anonymous().post(`/api/events/${open.id}/attendees`, person)).status).toBe(201)
    expect((await anonymous().post(`/api/events/${open.id}/attendees`, person)).body).toEqual({
      message: 'You are already registered for this event',
    })
  })
})

describe('offers of a freed seat near the start (finding 10)', () => {
  it('go out once per freed seat: cancelling, registering again and cancelling again emails nobody twice', async () => {
    const soon = await createEvent(master, { maxAttendees: 1, ...hoursFromNow(12) })
    const holder = attendee()
    const first = await anonymous().post(`/api/events/${soon.id}/attendees`, holder)
    const token = tokenOfLink((first.body as { manageUrl: string }).manageUrl)
    const waiting = [attendee(), attendee()]
    for (const person of waiting) expect((await anonymous().post(`/api/events/${soon.id}/waitlist`, person)).status).toBe(201)

    expect((await anonymous().post(`/api/registrations/${token}/cancel`)).status).toBe(200)
    for (const person of waiting) await nthMail(person.email, /a seat is free/, 1)
    for (let round = 2; round <= 3; round++) {
      expect((await anonymous().post(`/api/events/${soon.id}/attendees`, holder)).status).toBe(201)
      const again = manageTokenIn(await nthMail(holder.email, /you're registered/, round))
      expect((await anonymous().post(`/api/registrations/${again}/cancel`)).status).toBe(200)
      await nthMail(holder.email, /is cancelled/, round)
    }
    await outboxDrained()
    expect(waiting.map((person) => mailsTo(person.email, /a seat is free/).length)).toEqual([1, 1])
  })
})

describe('the bot guard (finding 10)', () => {
  it('never drops a quick person in silence; a filled honeypot may hear a silent success', async () => {
    const event = await createEvent(master)
    const count = async () => (await anonymous().get<{ count: number }>(`/api/events/${event.id}/attendee-count`)).body.count
    const again = {
      message: 'That was quicker than we expected. Please check your details and submit the form again.',
    }
    for (const body of [attendee({ formFillMs: 800 }), attendee({ formFillMs: 'slow' })]) {
      const answer = await anonymous().post(`/api/events/${event.id}/attendees`, body)
      expect([answer.status, answer.body]).toEqual([400, again])
    }
    const contact = { name: 'Quick Quinn', email: uniqueEmail(), message: 'Hello there, lovely events!', formFillMs: 900 }
    const application = {
      name: 'Quick Quinn',
      email: uniqueEmail(),
      password: 'quick-password-1',
      phone: '312-555-0100',
      formFillMs: 900,
    }
    for (const [path, body] of [
      ['/api/contact', contact],
      ['/api/register', application],
    ] as const) {
      const answer = await anonymous().post(path, body)
      expect([path, answer.status, answer.body]).toEqual([path, 400, again])
    }
    expect((await anonymous().post(`/api/events/${event.id}/waitlist`, attendee({ formFillMs: 10 }))).status).toBe(400)
    expect(await count()).toBe(0)
    const bot = await anonymous().post(`/api/events/${event.id}/attendees`, attendee({ website: 'http://spam.example' }))
    expect(bot.status).toBe(201)
    expect(await count()).toBe(0)
    expect((await anonymous().post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
    expect(await count()).toBe(1)
  })
})

describe('answers that name people are private (finding 16)', () => {
  it('carry Cache-Control: private, no-store', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client)
    const registered = await anonymous().post(`/api/events/${event.id}/attendees`, attendee())
    const token = tokenOfLink((registered.body as { manageUrl: string }).manageUrl)
    const answers = {
      attendees: await host.client.get(`/api/events/${event.id}/attendees`),
      hostEvents: await host.client.get(`/api/events/host/${host.id}`),
      user: await host.client.get('/api/user'),
      activeHosts: await master.get('/api/hosts/active'),
      pendingHosts: await master.get('/api/hosts/pending'),
      waitlist: await host.client.get(`/api/events/${event.id}/waitlist`),
      registration: await anonymous().get(`/api/registrations/${token}`),
      registered,
      report: await host.client.get(`/api/reports/events/${event.id}`),
    }
    expect(
      Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.headers.get('cache-control')])),
    ).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 'private, no-store'])))
  })
})

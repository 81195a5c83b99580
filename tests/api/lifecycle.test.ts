import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { messages } from '../../contract/messages'
import { attendee, createEvent, createHost } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { startSmtpServer, type CapturedMail } from '../support/smtp'
import { calendarOfMail, readCalendar } from '../support/ics'
import { outboxIdle } from '../support/waiting'
import { endedDaysAgo } from '../support/nights'
import type { ApiError } from '../../contract/types'
import type { TestServer } from '../support/testServer'

/**
 * The registration lifecycle over real HTTP and a real SMTP sink (docs/api.md,
 * "Registrations"): manage link, corrections, self-cancel, waitlist with promotion, offers
 * near the start, companies attending, and the bot guard.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let master: Client
const anonymous = () => new Client(server.url)
const tokenOf = (manageUrl: string) => new URL(manageUrl).pathname.split('/').pop()!

beforeAll(async () => ({ smtp, server, master } = await startServerWithMail()))
afterAll(() => stopServerWithMail({ smtp, server }))

async function register(eventId: string | number, overrides: Record<string, unknown> = {}) {
  const person = attendee(overrides)
  const answer = await anonymous().post(`/api/events/${eventId}/attendees`, person)
  expect(answer.status).toBe(201)
  expect(answer.body.manageUrl).toMatch(new RegExp(`^${server.url}/registrations/[A-Za-z0-9_-]{22}$`))
  return { ...person, id: answer.body.id, token: tokenOf(answer.body.manageUrl!) }
}

/** Joins the waitlist; a new row's manage link comes back (the page shows it) and by email. */
async function joinWaitlist(eventId: string | number, overrides: Record<string, unknown> = {}) {
  const person = attendee(overrides)
  const answer = await anonymous().post(`/api/events/${eventId}/waitlist`, person)
  expect(answer.status).toBe(201)
  expect(Object.keys(answer.body as object)).toEqual(['status', 'position', 'manageUrl'])
  const joined = await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /on the waitlist for/.test(m.subject ?? ''))
  const token = /\/registrations\/([A-Za-z0-9_-]{22})/.exec(joined.text ?? '')![1]
  expect((answer.body as { manageUrl?: string }).manageUrl).toBe(`${server.url}/registrations/${token}`)
  return { ...person, position: answer.body.position, token }
}

const icsOf = calendarOfMail
const statusOf = async (token: string) => (await anonymous().get(`/api/registrations/${token}`)).body.registration?.status
const count = async (eventId: string | number) => (await anonymous().get(`/api/events/${eventId}/attendee-count`)).body.count
const mailsTo = (email: string) => smtp.received.filter((mail: CapturedMail) => mail.envelopeTo.includes(email))
const hoursFromNow = (hours: number) => {
  const start = new Date(Date.now() + hours * 3600_000)
  return { date: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3600_000).toISOString() }
}

describe('manage link', () => {
  it('opens the registration and its event; opening it changes nothing', async () => {
    const event = await createEvent(master)
    const person = await register(event.id)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    expect(mail.text).toContain(
      `Manage your registration (change your details or cancel): ${server.url}/registrations/${person.token}`,
    )
    const before = smtp.received.length
    const first = await anonymous().get(`/api/registrations/${person.token}`)
    const second = await anonymous().get(`/api/registrations/${person.token}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.body).toEqual(second.body)
    expect(first.body.registration).toMatchObject({
      id: person.id,
      name: person.name,
      email: person.email,
      company: person.company,
      status: 'registered',
    })
    expect(first.body.event).toMatchObject({ id: event.id, name: 'Test Pub Night', timezone: 'America/Chicago' })
    expect(JSON.stringify(first.body)).not.toMatch(/manageToken/)
    expect(await count(event.id)).toBe(1)
    await outboxIdle(server.payload)
    expect(smtp.received.length).toBe(before)
  })

  it('answers 404 for unknown and malformed tokens', async () => {
    expect((await anonymous().get('/api/registrations/%2e%2e')).status).toBe(404)
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200)]) {
      const answer = await anonymous().get<ApiError>(`/api/registrations/${token}`)
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Registration not found')
    }
  })

  it('lets the person correct name and company with the registration rules', async () => {
    const event = await createEvent(master)
    const person = await register(event.id)
    const fixed = await anonymous().patch(`/api/registrations/${person.token}`, { name: 'Riley Fixed', company: 'Fixed Co' })
    expect(fixed.status).toBe(200)
    expect(fixed.body.registration).toMatchObject({ name: 'Riley Fixed', company: 'Fixed Co', email: person.email })
    const empty = await anonymous().patch<ApiError>(`/api/registrations/${person.token}`, { company: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Company is required')
    // The email is the registration's key: it cannot be changed here.
    await anonymous().patch(`/api/registrations/${person.token}`, { email: 'someone.else@example.com' })
    expect((await anonymous().get(`/api/registrations/${person.token}`)).body.registration.email).toBe(person.email)
  })
})

describe('self-cancel', () => {
  it('frees the seat at once, emails METHOD:CANCEL for the same UID, and repeating it is harmless', async () => {
    const event = await createEvent(master, { maxAttendees: 1 })
    const person = await register(event.id)
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(person.email))
    const uid = readCalendar(icsOf(confirmation)).events[0].uid
    expect((await anonymous().post<ApiError>(`/api/events/${event.id}/attendees`, attendee())).body.message).toBe(
      'This event is full',
    )

    for (let i = 0; i < 2; i++) {
      const cancelled = await anonymous().post(`/api/registrations/${person.token}/cancel`, {})
      expect(cancelled.status).toBe(200)
      expect(cancelled.body).toEqual({ status: 'cancelled' })
    }
    expect(await count(event.id)).toBe(0)
    expect(await statusOf(person.token)).toBe('cancelled')
    const cancellation = await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /cancelled/.test(m.subject ?? ''))
    const read = readCalendar(icsOf(cancellation))
    expect(read.method).toBe('CANCEL')
    expect(read.events[0]).toMatchObject({ uid, status: 'CANCELLED', sequence: 1 })
    await outboxIdle(server.payload)
    expect(mailsTo(person.email).filter((m) => /cancelled/.test(m.subject ?? ''))).toHaveLength(1)

    expect((await anonymous().patch(`/api/registrations/${person.token}`, { name: 'Too Late' })).status).toBe(409)
    // The seat is free for someone else, and the same address may come back: with a new link,
    // sent by email, while the old one answers 404 (tests/security/capabilities.test.ts).
    const back = await anonymous().post(`/api/events/${event.id}/attendees`, attendee({ email: person.email }))
    expect(back.status).toBe(201)
    expect(back.body.manageUrl).toBeUndefined()
    expect((await anonymous().get(`/api/registrations/${person.token}`)).status).toBe(404)
    // Its invitation is a new calendar entry: under the cancelled UID, a calendar would keep the
    // higher-SEQUENCE cancellation and drop it.
    const again = await smtp.waitFor(
      (m) => m.envelopeTo.includes(person.email) && /registered/.test(m.subject ?? '') && m !== confirmation,
    )
    const invitation = readCalendar(icsOf(again))
    expect(invitation.method).toBe('REQUEST')
    expect(invitation.events[0].uid).not.toBe(uid)
  })

  it('is refused once the night is over: who came stays on its record', async () => {
    const event = await createEvent(master)
    const person = await register(event.id)
    await endedDaysAgo(server, event.id, 1)
    const refused = await anonymous().post<ApiError>(`/api/registrations/${person.token}/cancel`, {})
    expect([refused.status, refused.body.message]).toEqual([409, messages.eventOverNoCancel])
    const spanish = await anonymous().post<ApiError>(`/api/registrations/${person.token}/cancel`, {}, { 'Accept-Language': 'es' })
    expect(spanish.body.message).toBe('Este evento ya terminó: sus inscripciones ya no se pueden cancelar')
    expect(await statusOf(person.token)).toBe('registered')
  })
})

describe('waitlist', () => {
  it('opens only when full, keeps one place per address, and tells each person their position', async () => {
    const event = await createEvent(master, { maxAttendees: 1 })
    const early = await anonymous().post<ApiError>(`/api/events/${event.id}/waitlist`, attendee())
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('This event still has seats')
    const seated = await register(event.id)
    // Someone already in hears what anybody would; nothing is stored (tests/security/capabilities.test.ts).
    const again = await anonymous().post(`/api/events/${event.id}/waitlist`, attendee({ email: seated.email.toUpperCase() }))
    expect([again.status, again.body]).toEqual([201, { status: 'waitlisted', position: 1 }])
    const first = await joinWaitlist(event.id)
    const second = await joinWaitlist(event.id)
    expect([first.position, second.position]).toEqual([1, 2])
    const twice = await anonymous().post(`/api/events/${event.id}/waitlist`, attendee({ email: first.email }))
    expect([twice.status, twice.body]).toEqual([201, { status: 'waitlisted', position: 3 }])
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(second.email))
    expect(mail.text).toContain("You're number 2 on the waitlist.")
    expect(mail.text).toContain(`${server.url}/registrations/${second.token}`)
    expect((await anonymous().get(`/api/registrations/${second.token}`)).body.registration).toMatchObject({
      status: 'waitlisted',
      position: 2,
    })
    // Waiting people are not attendees.
    expect(await count(event.id)).toBe(1)
    expect((await master.get(`/api/events/${event.id}/attendees`)).body).toHaveLength(1)
  })

  it('shows the waitlist to the owner and the master admin only', async () => {
    const owner = await createHost(server)
    const other = await createHost(server)
    const event = await createEvent(owner.client, { maxAttendees: 1 })
    await register(event.id)
    const waiting = await joinWaitlist(event.id, { company: 'Queue Co' })
    expect((await anonymous().get(`/api/events/${event.id}/waitlist`)).status).toBe(401)
    expect((await other.client.get(`/api/events/${event.id}/waitlist`)).status).toBe(403)
    for (const viewer of [owner.client, master]) {
      const list = await viewer.get(`/api/events/${event.id}/waitlist`)
      expect(list.status).toBe(200)
      expect(list.body).toEqual([
        expect.objectContaining({
          position: 1,
          name: waiting.name,
          email: waiting.email,
          company: 'Queue Co',
          joinedAt: expect.any(String),
        }),
      ])
    }
    const csv = await owner.client.get(`/api/events/${event.id}/waitlist/download`)
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('"Position","Name","Email","Company","Joined"')
    expect(csv.text).toContain(waiting.email)
    expect((await other.client.get(`/api/events/${event.id}/waitlist/download`)).status).toBe(403)
  })

  it('the owner takes someone off the waitlist with the attendee removal route: the queue closes up, no seat moves', async () => {
    const owner = await createHost(server)
    const other = await createHost(server)
    const event = await createEvent(owner.client, { maxAttendees: 1 })
    await register(event.id)
    const waiting = [await joinWaitlist(event.id), await joinWaitlist(event.id)]
    const queue = (await owner.client.get(`/api/events/${event.id}/waitlist`)).body as { id: string | number }[]
    const first = queue[0].id
    expect((await anonymous().delete(`/api/events/${event.id}/attendees/${first}`)).status).toBe(401)
    expect((await other.client.delete(`/api/events/${event.id}/attendees/${first}`)).status).toBe(403)
    expect(await statusOf(waiting[0].token)).toBe('waitlisted')
    const removed = await owner.client.delete(`/api/events/${event.id}/attendees/${first}`)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ message: 'Attendee removed' })
    expect(await statusOf(waiting[0].token)).toBeUndefined()
    expect((await owner.client.get(`/api/events/${event.id}/waitlist`)).body).toEqual([
      expect.objectContaining({ email: waiting[1].email, position: 1 }),
    ])
    expect(await statusOf(waiting[1].token)).toBe('waitlisted')
    expect(await count(event.id)).toBe(1)
  })

  it('the team gives a waiting person a seat now, past the capacity, with the normal confirmation', async () => {
    const owner = await createHost(server)
    const other = await createHost(server)
    const event = await createEvent(owner.client, { maxAttendees: 1 })
    await register(event.id)
    const waiting = [await joinWaitlist(event.id), await joinWaitlist(event.id)]
    const queue = (await owner.client.get(`/api/events/${event.id}/waitlist`)).body as { id: string | number }[]
    const second = queue[1].id
    const path = `/api/events/${event.id}/waitlist/${second}/seat`
    expect((await anonymous().post(path, {})).status).toBe(401)
    expect((await other.client.post(path, {})).status).toBe(403)
    expect(await statusOf(waiting[1].token)).toBe('waitlisted')

    const seated = await owner.client.post(path, {})
    expect([seated.status, seated.body]).toEqual([200, { status: 'registered' }])
    expect(await statusOf(waiting[1].token)).toBe('registered')
    expect(await statusOf(waiting[0].token)).toBe('waitlisted')
    expect(await count(event.id)).toBe(2)
    expect((await owner.client.get(`/api/events/${event.id}/waitlist`)).body).toEqual([
      expect.objectContaining({ email: waiting[0].email, position: 1 }),
    ])
    const confirmation = await smtp.waitFor(
      (m) => m.envelopeTo.includes(waiting[1].email) && /you're registered/.test(m.subject ?? ''),
    )
    expect(confirmation.text).toContain(`${server.url}/registrations/${waiting[1].token}`)

    const again = await owner.client.post(path, {})
    expect([again.status, again.body]).toEqual([409, { message: messages.notOnWaitlist }])
    const unknown = await owner.client.post(`/api/events/${event.id}/waitlist/999999/seat`, {})
    expect([unknown.status, unknown.body]).toEqual([404, { message: messages.attendeeNotFound }])
  })

  it('gives no seat once the night is over, and none to a waiting person erased from the site', async () => {
    const owner = await createHost(server)
    const event = await createEvent(owner.client, { maxAttendees: 1 })
    await register(event.id)
    const waiting = [await joinWaitlist(event.id), await joinWaitlist(event.id)]
    const queue = (await owner.client.get(`/api/events/${event.id}/waitlist`)).body as { id: string | number }[]
    await endedDaysAgo(server, event.id, 1)
    // Erased after the night: the row stays a "Removed" figure of the night's waitlist.
    expect((await master.post('/api/privacy/erase', { email: waiting[0].email })).status).toBe(200)
    const seatFor = (index: number) => owner.client.post(`/api/events/${event.id}/waitlist/${queue[index].id}/seat`, {})
    const erased = await seatFor(0)
    expect([erased.status, erased.body]).toEqual([404, { message: messages.attendeeNotFound }])
    const over = await seatFor(1)
    expect([over.status, over.body]).toEqual([409, { message: messages.registrationClosed }])
    // Nor by hand (decision 596): the waiting person stays waiting, and no email goes.
    const { token: _token, position: _position, ...waitingDetails } = waiting[1]
    const byHand = await owner.client.post(`/api/events/${event.id}/attendees`, waitingDetails)
    expect([byHand.status, byHand.body]).toEqual([409, { message: messages.registrationClosed }])
    expect(await statusOf(waiting[1].token)).toBe('waitlisted')
    expect(await count(event.id)).toBe(1)
    await outboxIdle(server.payload)
    expect(mailsTo(waiting[1].email).filter((mail) => /you're registered/.test(mail.subject ?? ''))).toEqual([])
    // The door's walk-in still is: that person came, the night running late.
    const walkIn = await owner.client.post(`/api/events/${event.id}/walk-ins`, waitingDetails)
    expect(walkIn.status).toBe(201)
    expect(walkIn.body.checkedInAt).toEqual(expect.any(String))
    expect(await count(event.id)).toBe(2)
    // And someone the night did not know may still be added, a team recording a night after it.
    expect((await owner.client.post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
  })

  it('a cancellation promotes exactly the earliest person waiting, with the normal confirmation', async () => {
    const event = await createEvent(master, { maxAttendees: 2 })
    const seated = [await register(event.id), await register(event.id)]
    const waiting = [await joinWaitlist(event.id), await joinWaitlist(event.id), await joinWaitlist(event.id)]
    await anonymous().post(`/api/registrations/${seated[0].token}/cancel`, {})
    expect(await count(event.id)).toBe(2)
    expect(await Promise.all(waiting.map((person) => statusOf(person.token)))).toEqual(['registered', 'waitlisted', 'waitlisted'])
    const positions = await Promise.all(
      waiting
        .slice(1)
        .map(async (person) => (await anonymous().get(`/api/registrations/${person.token}`)).body.registration.position),
    )
    expect(positions).toEqual([1, 2])
    const confirmation = await smtp.waitFor(
      (m) => m.envelopeTo.includes(waiting[0].email) && /you're registered/.test(m.subject ?? ''),
    )
    expect(confirmation.text).toContain(`${server.url}/registrations/${waiting[0].token}`)
    // Leaving the waitlist frees no seat and promotes nobody.
    await anonymous().post(`/api/registrations/${waiting[2].token}/cancel`, {})
    expect(await Promise.all(waiting.map((person) => statusOf(person.token)))).toEqual(['registered', 'waitlisted', 'cancelled'])
  })

  it('a host removing an attendee and a raised capacity promote in order, never over capacity', async () => {
    const event = await createEvent(master, { maxAttendees: 1 })
    const seated = await register(event.id)
    const waiting = [await joinWaitlist(event.id), await joinWaitlist(event.id), await joinWaitlist(event.id)]
    expect((await master.delete(`/api/events/${event.id}/attendees/${seated.id}`)).status).toBe(200)
    expect(await Promise.all(waiting.map((person) => statusOf(person.token)))).toEqual(['registered', 'waitlisted', 'waitlisted'])
    const current = (await anonymous().get(`/api/events/${event.id}`)).body
    const raised = await master.patch(`/api/events/${event.id}`, { ...current, maxAttendees: 2 })
    expect(raised.status).toBe(200)
    expect(await Promise.all(waiting.map((person) => statusOf(person.token)))).toEqual(['registered', 'registered', 'waitlisted'])
    expect(await count(event.id)).toBe(2)
  })

  it('within 24 hours of the start a freed seat is offered to everyone waiting and the first to register wins', async () => {
    const event = await createEvent(master, { maxAttendees: 1, ...hoursFromNow(10) })
    const seated = await register(event.id)
    const waiting = [await joinWaitlist(event.id), await joinWaitlist(event.id)]
    await anonymous().post(`/api/registrations/${seated.token}/cancel`, {})
    expect(await Promise.all(waiting.map((person) => statusOf(person.token)))).toEqual(['waitlisted', 'waitlisted'])
    for (const person of waiting) {
      const offer = await smtp.waitFor((m) => m.envelopeTo.includes(person.email) && /a seat is free/.test(m.subject ?? ''))
      expect(offer.text).toContain(`${server.url}/events/${event.id}`)
    }
    // The second person is quicker.
    expect((await anonymous().post(`/api/events/${event.id}/attendees`, attendee({ email: waiting[1].email }))).status).toBe(201)
    expect(
      (await anonymous().post<ApiError>(`/api/events/${event.id}/attendees`, attendee({ email: waiting[0].email }))).body.message,
    ).toBe('This event is full')
    // Registering by typing the address again gave the winner a new link, by email; the old one is gone.
    expect(await Promise.all(waiting.map((person) => statusOf(person.token)))).toEqual(['waitlisted', undefined])
    const confirmation = await smtp.waitFor(
      (m) => m.envelopeTo.includes(waiting[1].email) && /you're registered/.test(m.subject ?? ''),
    )
    expect(await statusOf(/\/registrations\/([A-Za-z0-9_-]{22})/.exec(confirmation.text ?? '')![1])).toBe('registered')
  })

  it('within 24 hours a raised capacity offers the seat once; a later edit that frees nothing emails nobody', async () => {
    const event = await createEvent(master, { maxAttendees: 1, ...hoursFromNow(10) })
    await register(event.id)
    const waiting = [await joinWaitlist(event.id), await joinWaitlist(event.id)]
    const offersTo = (email: string) =>
      smtp.received.filter((m) => m.envelopeTo.includes(email) && /a seat is free/.test(m.subject ?? ''))
    const current = (await anonymous().get(`/api/events/${event.id}`)).body
    expect((await master.patch(`/api/events/${event.id}`, { ...current, maxAttendees: 2 })).status).toBe(200)
    for (const person of waiting) await smtp.waitFor((m) => offersTo(person.email).includes(m))
    // The host fixes a typo the same day: the seat is still free, but this edit freed nothing.
    const fixed = await master.patch(`/api/events/${event.id}`, { ...current, maxAttendees: 2, description: 'Typo fixed.' })
    expect(fixed.status).toBe(200)
    await outboxIdle(server.payload)
    expect(waiting.map((person) => offersTo(person.email).length)).toEqual([1, 1])
  })

  it('closes with registration when the event starts', async () => {
    const event = await createEvent(master, { maxAttendees: 1, ...hoursFromNow(-1) })
    const answer = await anonymous().post<ApiError>(`/api/events/${event.id}/waitlist`, attendee())
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('Registration is closed for this event')
  })

  it('50 simultaneous cancellations and registrations never exceed capacity and promote in order', async () => {
    const event = await createEvent(master, { maxAttendees: 10 })
    const seated = await Promise.all(Array.from({ length: 10 }, () => register(event.id)))
    const waiting: Awaited<ReturnType<typeof joinWaitlist>>[] = []
    for (let i = 0; i < 10; i++) waiting.push(await joinWaitlist(event.id))
    const results = await Promise.all([
      ...seated.slice(0, 5).map((person) => anonymous().post(`/api/registrations/${person.token}/cancel`, {})),
      ...Array.from({ length: 45 }, () => anonymous().post(`/api/events/${event.id}/attendees`, attendee())),
    ])
    expect(results.filter((result) => result.status >= 500)).toEqual([])
    const registered = await master.get(`/api/events/${event.id}/attendees`)
    expect(registered.body).toHaveLength(10)
    const statuses = await Promise.all(waiting.map((person) => statusOf(person.token)))
    // Whoever was promoted came from the front of the queue.
    const promoted = statuses.filter((status) => status === 'registered').length
    expect(statuses).toEqual([...Array<string>(promoted).fill('registered'), ...Array<string>(10 - promoted).fill('waitlisted')])
    expect(promoted + results.filter((result) => result.status === 201).length).toBe(5)
  })
})

describe('companies attending', () => {
  it('lists the companies of people who opted in, never names or emails', async () => {
    const event = await createEvent(master)
    await register(event.id, { company: 'Shown Works', showCompany: true })
    await register(event.id, { company: 'shown works', showCompany: true })
    await register(event.id, { company: 'Hidden Works' })
    const quitter = await register(event.id, { company: 'Gone Works', showCompany: true })
    await anonymous().post(`/api/registrations/${quitter.token}/cancel`, {})
    const answer = await anonymous().get(`/api/events/${event.id}/companies`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ companies: ['Shown Works'] })
  })
})

describe('bot guard', () => {
  it('answers a filled honeypot like success and stores and sends nothing; a too-quick form is asked again', async () => {
    const event = await createEvent(master, { maxAttendees: 5 })
    const full = await createEvent(master, { maxAttendees: 1 })
    await register(full.id)
    for (const quick of [attendee({ formFillMs: 400 }), attendee({ formFillMs: 0, website: '' })]) {
      const answer = await anonymous().post<ApiError>(`/api/events/${event.id}/attendees`, quick)
      expect([answer.status, answer.body.message]).toEqual([400, messages.submitAgain])
    }
    const bots = [attendee({ website: 'http://spam.example' }), attendee({ website: 'x', formFillMs: 0 })]
    for (const bot of bots) {
      const answer = await anonymous().post(`/api/events/${event.id}/attendees`, bot)
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({ name: bot.name, email: bot.email })
      const waitlist = await anonymous().post(`/api/events/${full.id}/waitlist`, bot)
      expect(waitlist.status).toBe(201)
    }
    const contact = await anonymous().post('/api/contact', {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy things',
      website: 'x',
    })
    expect(contact.status).toBe(201)
    expect(await count(event.id)).toBe(0)
    expect((await master.get(`/api/events/${full.id}/waitlist`)).body).toEqual([])
    const stored = await server.payload.count({
      collection: 'contact-messages',
      where: { email: { equals: 'bot@example.com' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
    await outboxIdle(server.payload)
    for (const bot of bots) expect(mailsTo(bot.email)).toEqual([])
  })

  it('keeps people and API clients working: a slow form, or neither field', async () => {
    const event = await createEvent(master)
    expect(
      (await anonymous().post(`/api/events/${event.id}/attendees`, attendee({ website: '', formFillMs: 12_000 }))).status,
    ).toBe(201)
    expect((await anonymous().post(`/api/events/${event.id}/attendees`, attendee({ formFillMs: 3000 }))).status).toBe(201)
    expect((await anonymous().post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
    expect(await count(event.id)).toBe(3)
  })
})

describe('the manage page', () => {
  it('is served by the site, never cached, indexed or passed on in a Referer', async () => {
    const event = await createEvent(master)
    const person = await register(event.id)
    const page = await anonymous().get(`/registrations/${person.token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    // So are the door link's page and an entry code's.
    for (const other of ['/door/AAAAAAAAAAAAAAAAAAAAAA', `/check-in/${person.id}.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const answer = await anonymous().get(other)
      expect([other, answer.status, answer.headers.get('cache-control'), answer.headers.get('referrer-policy')]).toEqual([
        other,
        200,
        'no-store',
        'no-referrer',
      ])
    }
  })
})

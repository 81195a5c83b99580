import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, eventBody } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { messages } from '../../contract/messages'
import { endedDaysAgo } from '../support/nights'
import type { startSmtpServer } from '../support/smtp'
import type { TestServer } from '../support/testServer'
import type { EventMessageDto } from '../../contract/eventMessages'
import type { ApiError } from '../../contract/types'

/**
 * Messages to attendees (docs/api.md "Messages to attendees") over real HTTP with a real SMTP
 * sink: per role, per audience, one email per person with their own manage link, never to
 * cancelled people, the 409 and the 429, the history.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let master: Client
let owner: Awaited<ReturnType<typeof createHost>>
let otherHost: Awaited<ReturnType<typeof createHost>>
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  ;({ smtp, server, master } = await startServerWithMail())
  owner = await createHost(server, { name: 'Owner Host' })
  otherHost = await createHost(server, { name: 'Other Host' })
})
afterAll(() => stopServerWithMail({ smtp, server }))

const message = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Parking',
  body: 'Park behind the building.\n\nThe side door is open from 6 pm.',
  audience: 'registered',
  ...overrides,
})

/** An event of the owner's with two seats: Ann and Ben registered (Ben checked in), Cy cancelled, Dee waiting. */
async function peopledEvent() {
  const event = await createEvent(owner.client, { maxAttendees: 2 })
  const join = async (name: string, path = 'attendees') => {
    const person = attendee({ name, email: `${name.toLowerCase()}.${Date.now()}.${event.id}@example.com` })
    const answer = await anonymous().post<{ id: string | number; manageUrl?: string }>(`/api/events/${event.id}/${path}`, person)
    expect(answer.status).toBe(201)
    return { ...person, id: answer.body.id, manageUrl: answer.body.manageUrl }
  }
  const ann = await join('Ann')
  const cy = await join('Cy')
  const cancelled = await anonymous().post(`/api/registrations/${new URL(cy.manageUrl!).pathname.split('/').pop()}/cancel`, {})
  expect(cancelled.status).toBe(200)
  const ben = await join('Ben')
  const dee = await join('Dee', 'waitlist')
  expect((await owner.client.post(`/api/events/${event.id}/check-ins`, { attendeeId: ben.id })).status).toBe(201)
  return { event, ann, ben, cy, dee }
}

const mailsTo = (subject: string) => smtp.received.filter((mail) => mail.subject === subject)

describe('messages to attendees', () => {
  it('answers anonymous 401, another host 403, an unknown event 404', async () => {
    const { event } = await peopledEvent()
    expect((await anonymous().post(`/api/events/${event.id}/messages`, message())).status).toBe(401)
    expect((await anonymous().get(`/api/events/${event.id}/messages`)).status).toBe(401)
    for (const call of [
      otherHost.client.post(`/api/events/${event.id}/messages`, message()),
      otherHost.client.get(`/api/events/${event.id}/messages`),
      otherHost.client.get(`/api/events/${event.id}/messages/audiences`),
    ])
      expect((await call).status).toBe(403)
    expect((await owner.client.post('/api/events/999999999/messages', message())).status).toBe(404)
    const bad = await owner.client.post<{ errors: Record<string, string> }>(`/api/events/${event.id}/messages`, {
      subject: '',
      body: '',
      audience: 'everyone',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({
      subject: 'Subject is required',
      body: 'Message is required',
      audience: 'Choose who receives the message',
    })
    // Left out altogether, each field says the same, not a schema's words.
    const empty = await owner.client.post<{ errors: Record<string, string> }>(`/api/events/${event.id}/messages`, {})
    expect(empty.body.errors).toEqual({
      subject: 'Subject is required',
      body: 'Message is required',
      audience: 'Choose who receives the message',
    })
  })

  it('counts each audience live and sends one email per person, with their own manage link, never to the cancelled', async () => {
    const { event, ann, ben, cy, dee } = await peopledEvent()
    const counts = await owner.client.get(`/api/events/${event.id}/messages/audiences`)
    expect(counts.body).toEqual({ registered: 2, waitlisted: 1, checkedIn: 1, noShow: 0 })

    // Before the night starts nobody is a no-show.
    const noShow = await owner.client.post<{ message: string }>(
      `/api/events/${event.id}/messages`,
      message({ audience: 'noShow' }),
    )
    expect(noShow.status).toBe(409)
    expect(noShow.body.message).toBe('No one matches this audience')

    const subject = `Parking ${event.id}`
    const sent = await owner.client.post(`/api/events/${event.id}/messages`, message({ subject }))
    expect(sent.status).toBe(202)
    expect(sent.body).toEqual({ recipients: 2 })
    const full = `Test Pub Night: ${subject}`
    for (const person of [ann, ben]) {
      const mail = await smtp.waitFor((m) => m.subject === full && m.envelopeTo.includes(person.email))
      expect(mail.envelopeTo).toEqual([person.email])
      expect(mail.to?.map((to) => to.address)).toEqual([person.email])
      expect(mail.cc ?? []).toEqual([])
      expect(mail.text).toContain(`Hi ${person.name},`)
      expect(mail.text).toContain('Park behind the building.\n\nThe side door is open from 6 pm.')
      expect(mail.text).toContain('Owner Host, for Test Pub Night')
      expect(mail.text).toMatch(
        new RegExp(`Manage your registration \\(change your details or cancel\\): ${server.url}/registrations/[A-Za-z0-9_-]{22}`),
      )
      expect(mail.html).toContain('Park behind the building.')
    }
    const annMail = mailsTo(full).find((m) => m.envelopeTo.includes(ann.email))!
    expect(annMail.text).toContain(ann.manageUrl!)
    expect(
      mailsTo(full)
        .flatMap((m) => m.envelopeTo)
        .sort(),
    ).toEqual([ann.email, ben.email].sort())
    expect(mailsTo(full).some((m) => m.envelopeTo.includes(cy.email) || m.envelopeTo.includes(dee.email))).toBe(false)

    const waiting = await owner.client.post(
      `/api/events/${event.id}/messages`,
      message({ subject: `Wait ${event.id}`, audience: 'waitlisted' }),
    )
    expect(waiting.body).toEqual({ recipients: 1 })
    expect((await smtp.waitFor((m) => m.subject === `Test Pub Night: Wait ${event.id}`)).envelopeTo).toEqual([dee.email])

    const inRoom = await master.post(
      `/api/events/${event.id}/messages`,
      message({ subject: `Room ${event.id}`, audience: 'checkedIn' }),
    )
    expect(inRoom.body).toEqual({ recipients: 1 })
    expect((await smtp.waitFor((m) => m.subject === `Test Pub Night: Room ${event.id}`)).envelopeTo).toEqual([ben.email])

    const history = await owner.client.get<EventMessageDto[]>(`/api/events/${event.id}/messages`)
    expect(history.status).toBe(200)
    expect(history.body.map(({ sentAt, ...rest }) => (expect(Date.parse(sentAt)).not.toBeNaN(), rest))).toEqual([
      { subject: `Room ${event.id}`, audience: 'checkedIn', recipients: 1, sentBy: 'Master Tester' },
      { subject: `Wait ${event.id}`, audience: 'waitlisted', recipients: 1, sentBy: 'Owner Host' },
      { subject, audience: 'registered', recipients: 2, sentBy: 'Owner Host' },
    ])
    expect((await master.get(`/api/events/${event.id}/messages`)).body).toHaveLength(3)

    // The fourth that day: 429, and nothing stored or sent.
    const fourth = await owner.client.post<{ message: string }>(
      `/api/events/${event.id}/messages`,
      message({ subject: `Fourth ${event.id}` }),
    )
    expect(fourth.status).toBe(429)
    expect(fourth.body.message).toBe('At most 3 messages per event per day. Please try again tomorrow.')
    expect((await owner.client.get(`/api/events/${event.id}/messages`)).body).toHaveLength(3)

    // A test goes to the sender alone, is not in the history and does not count.
    const test = await owner.client.post(`/api/events/${event.id}/messages`, message({ subject: `Try ${event.id}`, test: true }))
    expect(test.status).toBe(202)
    expect(test.body).toEqual({ recipients: 1 })
    const tried = await smtp.waitFor((m) => m.subject === `[Test] Test Pub Night: Try ${event.id}`)
    expect(tried.envelopeTo).toEqual([owner.email])
    expect(tried.text).not.toContain('/registrations/')
    expect((await owner.client.get(`/api/events/${event.id}/messages`)).body).toHaveLength(3)
  })

  it('leaves out a person erased from the site: a "Removed" no-show of a night that is over gets nothing and is not counted', async () => {
    const { event, ann } = await peopledEvent()
    await endedDaysAgo(server, event.id, 1)
    const counts = async () => (await owner.client.get(`/api/events/${event.id}/messages/audiences`)).body
    expect(await counts()).toEqual({ registered: 2, waitlisted: 1, checkedIn: 1, noShow: 1 })
    expect((await master.post('/api/privacy/erase', { email: ann.email })).status).toBe(200)
    expect(await counts()).toEqual({ registered: 1, waitlisted: 1, checkedIn: 1, noShow: 0 })
    const noShow = await owner.client.post<{ message: string }>(
      `/api/events/${event.id}/messages`,
      message({ subject: `Missed ${event.id}`, audience: 'noShow' }),
    )
    expect([noShow.status, noShow.body.message]).toEqual([409, 'No one matches this audience'])
    expect((await owner.client.post(`/api/events/${event.id}/messages`, message({ subject: `After ${event.id}` }))).body).toEqual(
      {
        recipients: 1,
      },
    )
  })

  it('lets only three of five simultaneous messages through: the database holds the limit', async () => {
    const { event } = await peopledEvent()
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => owner.client.post(`/api/events/${event.id}/messages`, message({ subject: `Race ${n}` }))),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 202, 429, 429])
    expect((await owner.client.get(`/api/events/${event.id}/messages`)).body).toHaveLength(3)
    // Deleting the event takes its history with it.
    expect((await master.delete(`/api/events/${event.id}`)).status).toBe(200)
    expect((await server.payload.count({ collection: 'event-messages', where: { event: { equals: event.id } } })).totalDocs).toBe(
      0,
    )
  })

  it("counts the three a day per UTC day: switching the night's time zone starts no new day (issue 44)", async () => {
    const { event } = await peopledEvent()
    const path = `/api/events/${event.id}`
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same calendar date.
    const inZone = (timezone: string) => owner.client.patch(path, eventBody({ maxAttendees: 2, timezone }))
    expect((await inZone('Pacific/Kiritimati')).status).toBe(200)
    for (const n of [1, 2, 3])
      expect((await owner.client.post(`${path}/messages`, message({ subject: `Zone ${n}` }))).status).toBe(202)
    expect((await inZone('Pacific/Pago_Pago')).status).toBe(200)
    const fourth = await owner.client.post<ApiError>(`${path}/messages`, message({ subject: 'Zone 4' }))
    expect([fourth.status, fourth.body.message]).toEqual([429, messages.tooManyMessages])
    expect((await owner.client.get(`${path}/messages`)).body).toHaveLength(3)
  })

  it('answers 409 when no one matches; the collection itself keeps the rule (what /cms/api and the admin ask)', async () => {
    const event = await createEvent(owner.client)
    const empty = await owner.client.post<{ message: string }>(`/api/events/${event.id}/messages`, message())
    expect(empty.status).toBe(409)
    expect(empty.body.message).toBe('No one matches this audience')
    expect((await owner.client.get(`/api/events/${event.id}/messages`)).body).toEqual([])
    const { event: peopled } = await peopledEvent()
    expect((await owner.client.post(`/api/events/${peopled.id}/messages`, message())).status).toBe(202)
    // The collection itself obeys the rule (what /cms/api and the admin ask): another host reads and writes none.
    const userOf = async (id: string | number) => ({
      ...(await server.payload.findByID({ collection: 'users', id, depth: 0 })),
      collection: 'users' as const,
    })
    const asOther = { user: await userOf(otherHost.id), overrideAccess: false as const }
    const asOwner = { user: await userOf(owner.id), overrideAccess: false as const }
    expect((await server.payload.find({ collection: 'event-messages', ...asOther })).docs).toEqual([])
    expect(
      (await server.payload.find({ collection: 'event-messages', where: { event: { equals: peopled.id } }, ...asOwner })).docs,
    ).toHaveLength(1)
    const forged = server.payload.create({
      collection: 'event-messages',
      data: {
        event: peopled.id,
        subject: 'Forged',
        audience: 'registered',
        recipients: 0,
        sentByName: 'x',
        day: '2030-01-01',
        slotKey: 'forged',
      },
      ...asOther,
    })
    await expect(forged).rejects.toThrow('You are not allowed to perform this action.')
  })
})

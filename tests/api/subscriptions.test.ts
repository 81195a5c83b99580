import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, eventBody, FILLED_BY_A_PERSON, uniqueEmail } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { outboxIdle, waitFor } from '../support/waiting'
import { messages } from '../../contract/messages'
import { purgeExpired } from '../../cms/modules/privacy/purge'
import { issueSubscriptionToken } from '../../cms/lib/capabilities/subscriptionLink'
import type { CapturedMail, startSmtpServer } from '../support/smtp'
import type { TestServer } from '../support/testServer'
import type { EventDto } from '../../contract/types'
import type { ErasureResultDto } from '../../contract/privacy'

/**
 * Following a city and draft events (docs/api.md "Follow a city") over real HTTP with a real
 * SMTP sink whose messages a mail parser reads, headers included: double opt-in with the same
 * answer for every address, the link's page, confirm and one-click unsubscribe, drafts hidden
 * from every public surface, the first publication announced once to the confirmed followers
 * of the night's city only, follower counts for the team.
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

const follow = (email: string, city: string, extra: Record<string, unknown> = FILLED_BY_A_PERSON) =>
  anonymous().post<{ message: string }>('/api/subscriptions', { email, city, ...extra })

const header = (mail: CapturedMail, name: string) => mail.headers.find((line) => line.key === name.toLowerCase())?.value ?? null

const linkIn = (mail: CapturedMail) => {
  const found = new RegExp(`${server.url}/subscriptions/([A-Za-z0-9_-]{22})`).exec(mail.text ?? '')
  expect(found).not.toBeNull()
  return found![1]
}

/** Follows a city and confirms from the email, as a person would; returns the link's token. */
async function confirmedFollower(email: string, city: string) {
  expect((await follow(email, city)).status).toBe(202)
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /confirm new nights/.test(m.subject ?? ''))
  const token = linkIn(mail)
  expect((await anonymous().post(`/api/subscriptions/${token}/confirm`, {})).status).toBe(200)
  return token
}

const announcementsTo = (email: string) =>
  smtp.received.filter((m) => m.envelopeTo.includes(email) && /^(New night in |\d+ new nights in )/.test(m.subject ?? ''))

describe('POST /api/subscriptions (double opt-in)', () => {
  it('answers new and known addresses alike and emails the confirmation link or a "you already follow it"', async () => {
    const email = uniqueEmail('fan')
    const first = await follow(email, 'Chicago')
    expect(first.status).toBe(202)
    expect(first.body).toEqual({ message: messages.subscriptionRequested })
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email))
    expect(mail.subject).toMatch(/: confirm new nights in Chicago$/)
    expect(mail.text).toContain(`asked us to email ${email} when a new night in Chicago is announced`)
    const token = linkIn(mail)

    // The site's page for the link is private: never cached, indexed or passed on.
    const shell = await anonymous().get(`/subscriptions/${token}`)
    expect(shell.status).toBe(200)
    expect(shell.headers.get('cache-control')).toContain('no-store')
    expect(shell.headers.get('x-robots-tag')).toContain('noindex')
    expect(shell.headers.get('referrer-policy')).toBe('no-referrer')

    // The page reads without changing anything, as often as it is opened.
    for (let i = 0; i < 2; i++) {
      const page = await anonymous().get(`/api/subscriptions/${token}`)
      expect(page.status).toBe(200)
      expect(page.body).toEqual({ email, city: 'Chicago', confirmed: false })
    }
    const confirmed = await anonymous().post(`/api/subscriptions/${token}/confirm`, {})
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ email, city: 'Chicago', confirmed: true })
    expect((await anonymous().post(`/api/subscriptions/${token}/confirm`, {})).body).toEqual(confirmed.body)

    // Known and confirmed, in another letter case: the same answer; the owner is told by email, the link unchanged.
    const again = await follow(email.toUpperCase(), ' chicago ')
    expect(again.status).toBe(202)
    expect(again.body).toEqual(first.body)
    const told = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /already follow/.test(m.subject ?? ''))
    expect(told.subject).toMatch(/you already follow Chicago$/)
    expect(linkIn(told)).toBe(token)
    expect((await anonymous().get(`/api/subscriptions/${token}`)).body).toEqual({ email, city: 'Chicago', confirmed: true })
  })

  it('repeats the same link when an unconfirmed request is made again: the first email still confirms (issue 44)', async () => {
    const email = uniqueEmail('again')
    await follow(email, 'Denver')
    const firstToken = linkIn(await smtp.waitFor((m) => m.envelopeTo.includes(email)))
    await follow(email, 'Denver')
    await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && smtp.received.filter((n) => n.envelopeTo.includes(email)).length === 2,
    )
    const mails = smtp.received.filter((m) => m.envelopeTo.includes(email))
    expect(mails.map(linkIn)).toEqual([firstToken, firstToken])
    // People click the first email.
    expect((await anonymous().post(`/api/subscriptions/${firstToken}/confirm`, {})).status).toBe(200)
    expect((await anonymous().get(`/api/subscriptions/${firstToken}`)).body).toEqual({ email, city: 'Denver', confirmed: true })
  })

  it('announces in the language of the request confirmed from: asked in English, asked again in Spanish (decision 599)', async () => {
    const city = `Valencia ${Date.now()}`
    const email = uniqueEmail('lucia')
    expect((await follow(email, city)).status).toBe(202)
    await smtp.waitFor((m) => m.envelopeTo.includes(email))
    const spanish = await anonymous().post(
      '/api/subscriptions',
      { email, city, ...FILLED_BY_A_PERSON },
      { 'Content-Language': 'es' },
    )
    expect(spanish.status).toBe(202)
    await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && smtp.received.filter((n) => n.envelopeTo.includes(email)).length === 2,
    )
    const [first, second] = smtp.received.filter((m) => m.envelopeTo.includes(email))
    expect(linkIn(second)).toBe(linkIn(first))
    expect(second.html).toContain('<html lang="es">')
    expect((await anonymous().post(`/api/subscriptions/${linkIn(second)}/confirm`, {})).status).toBe(200)

    const night = await createEvent(owner.client, { status: 'draft', city, name: 'Noche Valenciana' })
    expect((await owner.client.post(`/api/events/${night.id}/publish`, {})).status).toBe(200)
    await server.announcer.runOnce()
    const announced = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /Noche Valenciana/.test(m.subject ?? ''))
    expect(announced.html).toContain('<html lang="es">')
  })

  it('renews a lapsed request’s link: after the week, asking again sends a new one', async () => {
    const email = uniqueEmail('lapsed')
    await follow(email, 'Dallas')
    const firstToken = linkIn(await smtp.waitFor((m) => m.envelopeTo.includes(email)))
    await server.payload.db.updateOne({
      collection: 'subscriptions',
      where: { emailKey: { equals: email } },
      data: { updatedAt: new Date(Date.now() - 8 * 86400_000).toISOString() },
      returning: false,
    })
    await follow(email, 'Dallas')
    const renewed = linkIn(await smtp.waitFor((m) => m.envelopeTo.includes(email) && linkIn(m) !== firstToken))
    expect((await anonymous().get(`/api/subscriptions/${firstToken}`)).status).toBe(404)
    expect((await anonymous().post(`/api/subscriptions/${renewed}/confirm`, {})).status).toBe(200)
  })

  it('checks the form: 400 with the messages, the bot guard, and 404 for links never issued', async () => {
    const bad = await follow('not-an-address', '')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errors: { email: messages.invalidEmail, city: messages.cityRequired } })
    const twoLines = await follow(uniqueEmail('x'), 'Chicago\nBcc: someone')
    expect(twoLines.status).toBe(400)
    expect(twoLines.body).toMatchObject({ errors: { city: messages.cityOneLine } })
    const fast = await follow(uniqueEmail('bot'), 'Chicago', { website: '', formFillMs: 10 })
    expect(fast.status).toBe(400)
    expect(fast.body.message).toBe(messages.submitAgain)
    const honeypot = await follow(uniqueEmail('bot'), 'Chicago', { website: 'spam.example', formFillMs: 5000 })
    expect(honeypot.status).toBe(202)
    for (const token of ['nope', 'A'.repeat(22), '../../etc']) {
      const missing = await anonymous().get(`/api/subscriptions/${encodeURIComponent(token)}`)
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ message: messages.subscriptionNotFound })
      expect((await anonymous().post(`/api/subscriptions/${encodeURIComponent(token)}/confirm`, {})).status).toBe(404)
    }
  })

  it('lets an unconfirmed link lapse after 7 days, and the purge deletes the request', async () => {
    const email = uniqueEmail('late')
    await follow(email, 'Austin')
    const token = linkIn(await smtp.waitFor((m) => m.envelopeTo.includes(email)))
    const eightDaysAgo = new Date(Date.now() - 8 * 86400_000).toISOString()
    await server.payload.db.updateOne({
      collection: 'subscriptions',
      where: { emailKey: { equals: email } },
      data: { updatedAt: eightDaysAgo },
      returning: false,
    })
    expect((await anonymous().get(`/api/subscriptions/${token}`)).status).toBe(404)
    expect((await anonymous().post(`/api/subscriptions/${token}/confirm`, {})).status).toBe(404)
    const result = await purgeExpired(server.payload, server.env.PAYLOAD_SECRET)
    expect(result.counts.unconfirmedSubscriptions).toBeGreaterThanOrEqual(1)
    expect((await server.payload.count({ collection: 'subscriptions', where: { emailKey: { equals: email } } })).totalDocs).toBe(
      0,
    )
  })
})

describe('drafts', () => {
  it('are seen by their team only: every public surface leaves them out', async () => {
    const draft = (await createEvent(owner.client, { status: 'draft', name: 'Secret Draft Night' })) as unknown as EventDto
    expect(draft.status).toBe('draft')
    const id = draft.id
    expect((await anonymous().get<EventDto[]>('/api/events')).body.some((event) => event.id === id)).toBe(false)
    expect((await anonymous().get(`/api/events/${id}`)).status).toBe(404)
    expect((await otherHost.client.get(`/api/events/${id}`)).status).toBe(404)
    expect((await anonymous().get(`/api/events/${id}/attendee-count`)).status).toBe(404)
    expect((await anonymous().get(`/api/events/${id}/calendar.ics`)).status).toBe(404)
    expect((await anonymous().post(`/api/events/${id}/attendees`, attendee())).status).toBe(404)
    expect((await anonymous().post(`/api/events/${id}/waitlist`, attendee())).status).toBe(404)
    expect((await anonymous().get('/calendar.ics')).text).not.toContain('Secret Draft Night')
    expect((await anonymous().get('/embed/events')).text).not.toContain('Secret Draft Night')
    expect((await anonymous().get(`/cms/api/events/${id}`)).status).not.toBe(200)

    // The team and the master admin see it, with its status.
    expect((await owner.client.get<EventDto>(`/api/events/${id}`)).body).toMatchObject({ id, status: 'draft' })
    expect((await master.get<EventDto>(`/api/events/${id}`)).body).toMatchObject({ id, status: 'draft' })
    const mine = await owner.client.get<EventDto[]>(`/api/events/host/${owner.id}?status=current`)
    expect(mine.body.find((event) => event.id === id)?.status).toBe('draft')
    expect((await master.get<EventDto[]>('/api/events?status=current')).body.some((event) => event.id === id)).toBe(true)
  })

  it('publishing: the team only (401, 403), the night goes public, and an event people joined stays public', async () => {
    const draft = await createEvent(owner.client, { status: 'draft' })
    expect((await anonymous().post(`/api/events/${draft.id}/publish`, {})).status).toBe(401)
    expect((await otherHost.client.post(`/api/events/${draft.id}/publish`, {})).status).toBe(404)
    const published = await owner.client.post<EventDto>(`/api/events/${draft.id}/publish`, {})
    expect(published.status).toBe(200)
    expect(published.body.status).toBe('published')
    expect((await otherHost.client.post(`/api/events/${draft.id}/publish`, {})).status).toBe(403)
    expect((await anonymous().get(`/api/events/${draft.id}`)).status).toBe(200)
    expect((await owner.client.post<EventDto>(`/api/events/${draft.id}/publish`, {})).body.status).toBe('published')

    // Back to draft while nobody has joined; once someone has, it stays published (409).
    const body = eventBody({ status: 'draft' })
    expect((await owner.client.patch<EventDto>(`/api/events/${draft.id}`, body)).body.status).toBe('draft')
    expect((await owner.client.post(`/api/events/${draft.id}/publish`, {})).status).toBe(200)
    expect((await anonymous().post(`/api/events/${draft.id}/attendees`, attendee())).status).toBe(201)
    const refused = await owner.client.patch(`/api/events/${draft.id}`, body)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ message: messages.eventHasPeople, errors: { status: messages.eventHasPeople } })
    // The field it names lets the dashboard put the refusal at the draft choice in any language.
    const inGerman = await owner.client.patch(`/api/events/${draft.id}`, body, { 'Accept-Language': 'de' })
    expect(inGerman.status).toBe(409)
    expect(inGerman.body).toEqual({
      message: 'Für diese Veranstaltung haben sich bereits Personen angemeldet, daher bleibt sie veröffentlicht',
      errors: { status: 'Für diese Veranstaltung haben sich bereits Personen angemeldet, daher bleibt sie veröffentlicht' },
    })
    expect((await anonymous().get<EventDto>(`/api/events/${draft.id}`)).body.status).toBe('published')
  })
})

describe('announcing a new night to its city’s followers', () => {
  it('emails each confirmed follower of the city once, with one-click unsubscribe; edits never announce again', async () => {
    const city = `Springfield ${Date.now()}`
    const ann = uniqueEmail('ann')
    const bea = uniqueEmail('bea')
    const annToken = await confirmedFollower(ann, city)
    await confirmedFollower(bea, city.toUpperCase())
    const unconfirmed = uniqueEmail('cal')
    await follow(unconfirmed, city)
    const elsewhere = uniqueEmail('dot')
    await confirmedFollower(elsewhere, `${city} North`)
    await outboxIdle(server.payload)

    // Hosts see how many, never who.
    const draft = await createEvent(owner.client, { status: 'draft', city, name: 'Founders Night' })
    expect((await owner.client.get(`/api/events/${draft.id}/followers`)).body).toEqual({ city, followers: 2 })
    expect((await anonymous().get(`/api/events/${draft.id}/followers`)).status).toBe(401)
    expect((await otherHost.client.get(`/api/events/${draft.id}/followers`)).status).toBe(404)
    await server.announcer.runOnce()
    await outboxIdle(server.payload)
    expect(announcementsTo(ann)).toEqual([])

    expect((await owner.client.post(`/api/events/${draft.id}/publish`, {})).status).toBe(200)
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(ann) && m.subject === `New night in ${city}: Founders Night`)
    await smtp.waitFor((m) => m.envelopeTo.includes(bea) && m.subject === `New night in ${city}: Founders Night`)
    expect(mail.envelopeTo).toEqual([ann])
    expect(mail.text).toContain(`${server.url}/events/${draft.id}`)
    expect(mail.text).toContain(`Unsubscribe: ${server.url}/subscriptions/${annToken}`)
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${server.url}/api/subscriptions/${annToken}/unsubscribe>`)
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // Edits, a second publication and more passes announce nothing more.
    expect(
      (await owner.client.patch(`/api/events/${draft.id}`, eventBody({ city, name: 'Founders Night, renamed' }))).status,
    ).toBe(200)
    expect((await owner.client.post(`/api/events/${draft.id}/publish`, {})).status).toBe(200)
    await server.announcer.runOnce()
    await outboxIdle(server.payload)
    expect(announcementsTo(ann)).toHaveLength(1)
    expect(announcementsTo(bea)).toHaveLength(1)
    expect(announcementsTo(unconfirmed)).toEqual([])
    expect(announcementsTo(elsewhere)).toEqual([])

    // A night created published is announced too; one that has already started is not.
    await createEvent(master, { city, name: 'Second Night' })
    await smtp.waitFor((m) => m.envelopeTo.includes(ann) && m.subject === `New night in ${city}: Second Night`)
    const started = new Date(Date.now() - 3600_000)
    await createEvent(master, {
      city,
      name: 'Started Night',
      date: started.toISOString(),
      endDate: new Date(started.getTime() + 3 * 3600_000).toISOString(),
    })
    await server.announcer.runOnce()
    await outboxIdle(server.payload)
    expect(announcementsTo(ann).map((m) => m.subject)).toEqual([
      `New night in ${city}: Founders Night`,
      `New night in ${city}: Second Night`,
    ])

    // RFC 8058 one-click: the provider POSTs a form, without Origin or cookies; repeating it is harmless.
    for (let i = 0; i < 2; i++) {
      const oneClick = await fetch(`${server.url}/api/subscriptions/${annToken}/unsubscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.status).toBe(200)
      expect(await oneClick.json()).toEqual({ unsubscribed: true, city: i === 0 ? city : null })
    }
    expect((await anonymous().get(`/api/subscriptions/${annToken}`)).status).toBe(404)
    // Opened by hand, the same address shows the page, which asks first.
    const opened = await anonymous().get(`/api/subscriptions/${annToken}/unsubscribe`)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/subscriptions/${annToken}`)
    expect((await owner.client.get(`/api/events/${draft.id}/followers`)).body).toEqual({ city, followers: 1 })

    await createEvent(master, { city, name: 'Third Night' })
    await smtp.waitFor((m) => m.envelopeTo.includes(bea) && m.subject === `New night in ${city}: Third Night`)
    await outboxIdle(server.payload)
    expect(announcementsTo(ann)).toHaveLength(2)
  })

  it('sends nothing more about the city after an unsubscribe, not even an announcement waiting for its retry', async () => {
    const city = `Lisbon ${Date.now()}`
    const ann = uniqueEmail('ann')
    const bea = uniqueEmail('bea')
    const annToken = await confirmedFollower(ann, city)
    await confirmedFollower(bea, city)
    await outboxIdle(server.payload)
    // Ann's mail server turns the announcement away for now: it waits for its retry.
    smtp.refuseNextTo(ann)
    await createEvent(master, { city, name: 'Refused Night' })
    await smtp.waitFor((m) => m.envelopeTo.includes(bea) && m.subject === `New night in ${city}: Refused Night`)
    const waitingFor = async (email: string) =>
      (
        await server.payload.find({
          collection: 'email-outbox',
          where: { and: [{ to: { equals: email } }, { template: { equals: 'newNights' } }, { status: { equals: 'pending' } }] },
        })
      ).docs
    await waitFor(async () => (await waitingFor(ann)).some((row) => (row.attempts ?? 0) > 0), 15_000, 'the refused announcement')

    // She unsubscribes from an earlier email's link before the retry.
    expect((await anonymous().post(`/api/subscriptions/${annToken}/unsubscribe`, {})).body).toEqual({ unsubscribed: true, city })
    expect(await waitingFor(ann)).toEqual([])
    await outboxIdle(server.payload)
    expect(announcementsTo(ann)).toEqual([])
    expect(announcementsTo(bea)).toHaveLength(1)
  })

  it('gives a follower whose link the server can no longer open a new one, asking again or announced (decision 592)', async () => {
    const city = `Rotterdam ${Date.now()}`
    const asking = uniqueEmail('asking')
    const announced = uniqueEmail('announced')
    const oldTokens = [await confirmedFollower(asking, city), await confirmedFollower(announced, city)]
    await outboxIdle(server.payload)
    // As after a changed PAYLOAD_SECRET: each row's sealed copy was sealed under another secret.
    const { docs } = await server.payload.find({ collection: 'subscriptions', where: { city: { equals: city } } })
    for (const row of docs)
      await server.payload.update({
        collection: 'subscriptions',
        id: row.id,
        data: { tokenSealed: issueSubscriptionToken('another secret, the one before the change').sealed },
      })

    // Asking again to find a way out: the answer carries a link, and it opens the subscription.
    expect((await follow(asking, city)).status).toBe(202)
    const answer = await smtp.waitFor((m) => m.envelopeTo.includes(asking) && /you already follow/.test(m.subject ?? ''))
    const renewed = linkIn(answer)
    expect(renewed).not.toBe(oldTokens[0])
    expect((await anonymous().get(`/api/subscriptions/${renewed}`)).body).toEqual({ email: asking, city, confirmed: true })

    // The next announcement carries a link and the one-click header, which unsubscribes.
    await createEvent(master, { city, name: 'Rotated Night' })
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(announced) && m.subject === `New night in ${city}: Rotated Night`,
    )
    const token = linkIn(mail)
    expect(token).not.toBe(oldTokens[1])
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${server.url}/api/subscriptions/${token}/unsubscribe>`)
    const oneClick = await fetch(`${server.url}/api/subscriptions/${token}/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await oneClick.json()).toEqual({ unsubscribed: true, city })
    await smtp.waitFor((m) => m.envelopeTo.includes(asking) && m.subject === `New night in ${city}: Rotated Night`)
    expect(linkIn(announcementsTo(asking).at(-1)!)).toBe(renewed)
  })

  it('erasing an address deletes the cities it follows', async () => {
    const email = uniqueEmail('gone')
    await confirmedFollower(email, 'Boise')
    const erased = await master.post<ErasureResultDto>('/api/privacy/erase', { email })
    expect(erased.status).toBe(200)
    expect(erased.body.erased).toMatchObject({ subscriptions: 1 })
  })
})
